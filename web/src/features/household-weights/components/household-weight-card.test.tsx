import type { HouseholdWeights } from '@pickup/contracts/schemas';
import { ApiProvider } from '@reduxjs/toolkit/query/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { settle, waitFor } from '../../../../test/render-app';
import { api } from '../../../lib/api';
import { HouseholdWeightCard } from './household-weight-card';

let root: Root | undefined;
let container: HTMLElement;

async function render() {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container);
    root.render(
      // The card alone, with a store of the app's one API of its own.
      <ApiProvider api={api}>
        <MemoryRouter>
          <HouseholdWeightCard />
        </MemoryRouter>
      </ApiProvider>,
    );
  });
  await settle();
}

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

const weights: HouseholdWeights = {
  entries: [
    {
      id: '690000000000000000000001',
      pickupDate: '2026-11-10',
      weight: 12.8,
      materialTypes: [],
      contamination: [],
    },
    {
      id: '690000000000000000000002',
      pickupDate: '2026-11-17',
      weight: 14.2,
      materialTypes: [],
      contamination: [],
    },
  ],
  monthly: [{ month: '2026-11', totalWeight: 27, entries: 2 }],
  lifetimeLbs: 27,
  lifetimeEntries: 2,
  averageWeight: 13.5,
  co2eAvoidedLbs: 7.9,
  gasolineGallons: 0.4,
  since: '2026-11-10',
};

describe('the dashboard’s weight card', () => {
  it('shows the lifetime pounds and the last pickup’s weight, and links to weight tracking', async () => {
    mockApi({ 'GET /api/customer/weights': json(weights) });
    await render();
    await waitFor(() => container.querySelector('[data-lifetime-lbs]') !== null, 'the figures');
    expect(container.querySelector('h2')?.textContent).toBe('Weight Tracking');
    expect(container.querySelector('[data-lifetime-lbs]')?.textContent).toBe('27 lbs');
    expect(container.querySelector('[data-last-weight]')?.textContent).toBe('14.2 lbs');
    expect(container.textContent).toContain('Tue, Nov 17, 2026');
    expect(container.querySelector('a[href="/customer/weight-tracking"]')?.textContent).toBe(
      'View Weight Tracking',
    );
  });

  it('says what will show before the first weighed pickup', async () => {
    mockApi({
      'GET /api/customer/weights': json({
        ...weights,
        entries: [],
        monthly: [],
        lifetimeLbs: 0,
        lifetimeEntries: 0,
        averageWeight: null,
        since: null,
      }),
    });
    await render();
    await waitFor(() => container.textContent?.includes('Your first weighed pickup') === true, 'the text');
    expect(container.querySelector('[data-lifetime-lbs]')).toBeNull();
  });

  it('offers Retry when the weights could not load', async () => {
    mockApi({ 'GET /api/customer/weights': empty(502) });
    await render();
    await waitFor(
      () => container.textContent?.includes('Your weights could not load') === true,
      'the failure',
    );
  });
});
