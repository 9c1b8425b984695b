import type { HouseholdWeights } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();
const path = '/customer/weight-tracking';

const weights: HouseholdWeights = {
  entries: [
    {
      id: '690000000000000000000001',
      pickupDate: '2026-10-27',
      weight: 11.5,
      materialTypes: ['Food scraps'],
      contamination: [],
    },
    {
      id: '690000000000000000000002',
      pickupDate: '2026-11-17',
      weight: 14.2,
      materialTypes: ['Food scraps'],
      contamination: ['Glass', 'Plastic'],
    },
    {
      id: '690000000000000000000003',
      pickupDate: '2026-11-10',
      weight: 12.8,
      materialTypes: ['Food scraps'],
      contamination: [],
    },
  ],
  monthly: [
    { month: '2026-10', totalWeight: 11.5, entries: 1 },
    { month: '2026-11', totalWeight: 27, entries: 2 },
  ],
  lifetimeLbs: 1038.5,
  lifetimeEntries: 3,
  averageWeight: 12.8,
  co2eAvoidedLbs: 304.6,
  gasolineGallons: 15.5,
  since: '2026-03-04',
};

const newHousehold: HouseholdWeights = {
  entries: [],
  monthly: [],
  lifetimeLbs: 0,
  lifetimeEntries: 0,
  averageWeight: null,
  co2eAvoidedLbs: 0,
  gasolineGallons: 0,
  since: null,
};

const branding = json({ businessName: 'Maple Street Compost', logoUrl: null, primaryColor: '#1f6f5c' });

const settled = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-stat]') !== null ||
  rendered.text().includes('No weighed pickups yet') ||
  rendered.text().includes('Your weights could not load');

const stat = (rendered: RenderedApp, label: string) =>
  rendered.container.querySelector(`[data-stat="${label}"]`)?.textContent;

beforeEach(() => signIn('customer'));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('weight tracking', () => {
  it('shows the lifetime figures, their sources, the monthly chart and the last pickups', async () => {
    mockApi({ 'GET /api/customer/weights': json(weights), 'GET /api/business/branding': branding });
    const rendered = await open(path, settled);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Weight Tracking');
    expect(stat(rendered, 'Diverted from Landfill')).toContain('1,038.5 lbs');
    expect(stat(rendered, 'Diverted from Landfill')).toContain('Since March 2026');
    expect(stat(rendered, 'CO2e Avoided')).toContain('304.6 lbs');
    expect(stat(rendered, 'CO2e Avoided')).toContain('Like 15.5 gallons of gasoline not burned');
    expect(stat(rendered, 'Pickups Weighed')).toContain('3');
    expect(stat(rendered, 'Average per Pickup')).toContain('12.8 lbs');
    expect(rendered.container.querySelector('[data-sources]')?.textContent).toContain('U.S. EPA WARM');

    const months = [...rendered.container.querySelectorAll('[data-chart] tbody tr')].map(
      (row) => row.textContent,
    );
    expect(months).toEqual(['Oct 202611.5 lbs', 'Nov 202627 lbs']);

    const pickups = [...rendered.container.querySelectorAll('[data-entry]')];
    expect(pickups.map((entry) => entry.querySelector('[data-entry-weight]')?.textContent)).toEqual([
      '14.2 lbs',
      '12.8 lbs',
      '11.5 lbs',
    ]);
    expect(pickups[0]?.textContent).toContain('Tue, Nov 17, 2026');
    expect(pickups[0]?.querySelector('[data-contamination]')?.textContent).toBe(
      'We found a little glass and plastic in this bucket. Thanks for keeping them out next time, so everything in it can become compost.',
    );
    expect(pickups[1]?.querySelector('[data-contamination]')).toBeNull();

    const card = rendered.container.querySelector('[data-impact-card]');
    await waitFor(() => card?.textContent?.includes('Maple Street Compost') === true, 'the business’s name');
    expect(card?.querySelector('h2')?.textContent).toBe('Our Compost Impact');
    expect(card?.textContent).toContain(
      '1,038.5 lbsof food scraps kept out of the landfill since March 2026',
    );
  });

  it('tells a new household what shows after its first weighed pickup', async () => {
    mockApi({ 'GET /api/customer/weights': json(newHousehold) });
    const rendered = await open(path, settled);
    expect(rendered.container.querySelector('h2')?.textContent).toBe('No weighed pickups yet');
    expect(rendered.text()).toContain('After your first pickup is weighed');
    expect(rendered.container.querySelector('[data-stat]')).toBeNull();
    expect(rendered.container.querySelector('[data-screen] a[href="/schedule"]')?.textContent).toBe(
      'See Your Schedule',
    );
  });

  it('says when the weights could not load, and asks again on Retry', async () => {
    const api = mockApi({ 'GET /api/customer/weights': [empty(502), json(weights)] });
    const rendered = await open(path, settled);
    expect(rendered.text()).toContain('Your weights could not load');
    await click(button('Retry'));
    await waitFor(() => rendered.container.querySelector('[data-stat]') !== null, 'the figures');
    expect(api.to('GET /api/customer/weights')).toHaveLength(2);
  });

  it('copies the figures to the clipboard where the browser cannot share', async () => {
    mockApi({ 'GET /api/customer/weights': json(weights) });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const rendered = await open(path, settled);
    expect(button('Share')).toBeNull();
    await click(button('Copy to Clipboard'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('Our household has kept 1,038.5 lbs of food scraps out of the landfill'),
    );
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('since March 2026: 3 pickups'));
    expect(toastText(rendered)).toContain('Copied to clipboard');
  });

  it('shares the figures through the browser’s share sheet where it has one', async () => {
    mockApi({ 'GET /api/customer/weights': json(weights) });
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await open(path, settled);
    await click(button('Share'));
    expect(share).toHaveBeenCalledWith({
      title: 'Our compost impact',
      text: expect.stringContaining(
        '304.6 lbs of CO2e avoided, as much as burning 15.5 gallons of gasoline.',
      ),
    });
  });

  it('prints the impact card', async () => {
    mockApi({ 'GET /api/customer/weights': json(weights) });
    const print = jest.fn();
    window.print = print;
    await open(path, settled);
    await click(button('Print / Save as PDF'));
    expect(print).toHaveBeenCalled();
  });
});
