import { weightMessages } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { choose } from '../../../../test/dialog-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  customersOf,
  danaPending,
  entriesOf,
  robinEntry,
  samEntry,
  samTotals,
  summaryOf,
} from '../testing/weight-fixtures';
import { today } from '../../../../test/today';

const open = screenTests();
// Each test mounts the whole app and loads the screen as the browser would: on a busy machine that
// takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const loaded = (r: RenderedApp) =>
  r.container.querySelector('[data-entry]') !== null && r.container.querySelector('[data-stat]') !== null;

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

const common = {
  'GET /api/weights/summary': json(summaryOf()),
  'GET /api/weights/pending': json({ date: today(), pending: [danaPending] }),
  'GET /api/weight-entries': json(entriesOf([robinEntry, samEntry])),
  'GET /api/weight-entries/recent': json({ entries: [samEntry, robinEntry] }),
  'GET /api/customers/weights': json(customersOf([samTotals])),
};

beforeEach(() => signIn('owner'));

describe('weight tracking', () => {
  it("shows the four stat cards, the day's pending weights, the entries and the impact", async () => {
    const api = mockApi(common);
    const rendered = await open('/business-weight-tracking', loaded);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Weight Tracking');
    await waitFor(() => rendered.container.querySelector('[data-impact-sources]') !== null, 'the impact');
    const cards = [...rendered.container.querySelectorAll('[data-stat]')]
      .slice(0, 4)
      .map(
        (each) =>
          `${each.getAttribute('data-stat')}: ${each.querySelector('[data-stat-value]')?.textContent}`,
      );
    expect(cards).toEqual([
      'Total Weight (lbs): 1,204.5',
      'Entries Today: 7',
      'Pending Weights: 3',
      'Average Weight (lbs): 12.5',
    ]);
    expect(query(api.to('GET /api/weights/summary')[0]?.url)).toEqual({ period: '30d', date: today() });
    expect(query(api.to('GET /api/weights/pending')[0]?.url)).toEqual({ date: today() });
    expect(
      rendered.container.querySelector(`[data-pending="${danaPending.customerId}"]`)?.textContent,
    ).toContain('Dana Park');

    const sam = rendered.container.querySelector(`[data-entry="${samEntry.id}"]`);
    const robin = rendered.container.querySelector(`[data-entry="${robinEntry.id}"]`);
    expect(sam?.querySelector('[data-review-reason]')?.textContent).toBe('Contamination found: Glass');
    const labels = (row: Element | null) =>
      [...(row?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
    expect(labels(sam)).toEqual(['View History', 'Mark Resolved', 'Edit Entry', 'View Details']);
    expect(labels(robin)).toEqual(['View History', 'Edit Entry', 'View Details']);

    const impact = rendered.text();
    expect(impact).toContain('Environmental Impact Summary');
    expect(impact).toContain('353.2');
    expect(impact).toContain('4.2%');
    expect(rendered.container.querySelector('[data-impact-sources]')?.textContent).toContain('U.S. EPA WARM');
    expect(rendered.container.querySelector('[data-load-warning]')).toBeNull();
  });

  it('asks again for the chosen day and for the period the impact is shown for', async () => {
    const api = mockApi(common);
    const rendered = await open('/business-weight-tracking', loaded);
    await typeInto(rendered.container.querySelector('input[name="date"]'), '2026-11-17');
    await waitFor(
      () => api.to('GET /api/weights/pending').some((call) => query(call.url).date === '2026-11-17'),
      'the pending weights of the day',
    );
    await click(button('90 days'));
    await waitFor(
      () =>
        api
          .to('GET /api/weights/summary')
          .some((call) => query(call.url).period === '90d' && query(call.url).date === '2026-11-17'),
      'the impact of 90 days',
    );
  });

  it('searches the entries by name or bucket and filters them by status', async () => {
    const api = mockApi(common);
    const rendered = await open('/acme/business-weight-tracking', loaded);
    expect(query(api.to('GET /api/weight-entries')[0]?.url)).toEqual({ page: '1', status: 'all' });
    await typeInto(rendered.container.querySelector('input[type="search"]'), ' B-012 ');
    await waitFor(() => api.to('GET /api/weight-entries').length === 2, 'the search', 3000);
    expect(query(api.to('GET /api/weight-entries')[1]?.url)).toEqual({
      page: '1',
      search: 'B-012',
      status: 'all',
    });
    await choose(rendered.container.querySelector('select'), 'needs_review');
    await waitFor(() => api.to('GET /api/weight-entries').length === 3, 'the filter');
    expect(query(api.to('GET /api/weight-entries')[2]?.url)).toEqual({
      page: '1',
      search: 'B-012',
      status: 'needs_review',
    });
  });

  it('shows the spec’s banner when the recent entries fail to load', async () => {
    mockApi({ ...common, 'GET /api/weight-entries/recent': empty(500) });
    const rendered = await open('/business-weight-tracking', loaded);
    await waitFor(() => rendered.container.querySelector('[data-load-warning]') !== null, 'the banner');
    expect(rendered.container.querySelector('[data-load-warning]')?.textContent).toBe(
      weightMessages.loadWarning,
    );
  });

  it('shows the spec’s banner when the customer weights fail to load', async () => {
    mockApi({ ...common, 'GET /api/customers/weights': empty(502) });
    const rendered = await open('/business-weight-tracking', loaded);
    await waitFor(() => rendered.container.querySelector('[data-load-warning]') !== null, 'the banner');
    expect(rendered.text()).toContain(weightMessages.loadWarning);
  });

  it('says there are no entries yet and nothing pending for the day', async () => {
    mockApi({
      ...common,
      'GET /api/weight-entries': json(entriesOf([])),
      'GET /api/weights/pending': json({ date: today(), pending: [] }),
    });
    const rendered = await open('/business-weight-tracking', (r) =>
      r.text().includes(weightMessages.entriesEmpty),
    );
    await waitFor(() => rendered.text().includes(weightMessages.pendingEmpty), 'the empty pending weights');
  });
});
