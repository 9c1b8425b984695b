import { analyticsMessages } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { newBusinessOverview, overviewOf } from '../testing/analytics-fixtures';

const open = screenTests();
// Each test mounts the whole app and loads the screen as the browser would: on a busy machine that
// takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const overviewCall = 'GET /api/analytics/overview';
const periodOf = (url: string | undefined) => new URL(url ?? '', 'http://x').searchParams.get('period');
const loaded = (r: RenderedApp) => r.container.querySelector('[data-revenue]') !== null;
const stat = (r: RenderedApp, label: string) =>
  r.container.querySelector(`[data-stat="${label}"] [data-stat-value]`)?.textContent;
const tableRows = (r: RenderedApp, caption: string) => {
  const table = [...r.container.querySelectorAll('figure table')].find(
    (each) => each.querySelector('caption')?.textContent === caption,
  );
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent).join(': '),
  );
};

beforeEach(() => signIn('owner'));

describe('business analytics', () => {
  it("shows the period's figures as the overview gives them", async () => {
    const api = mockApi({ [overviewCall]: json(overviewOf()) });
    const rendered = await open('/business-analytics', loaded, 'the figures');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Business Dashboard');
    expect(periodOf(api.to(overviewCall)[0]?.url)).toBe('30d');
    expect(api.to(overviewCall)[0]?.headers.Authorization).toBe('Bearer token-owner');

    expect(rendered.container.querySelector('[data-revenue]')?.textContent).toBe('$4,823.50');
    const change = rendered.container.querySelector('[data-revenue-change]');
    expect(change?.getAttribute('data-revenue-change')).toBe('up');
    expect(change?.textContent).toBe('+12.5%from the previous 30 days');
    expect(rendered.text()).toContain('Previous period: $4,287.00');

    expect(
      [...rendered.container.querySelectorAll('[data-fact]')].map(
        (fact) => `${fact.getAttribute('data-fact')}: ${fact.textContent}`,
      ),
    ).toEqual(['Revenue Growth: +12.5%', 'New Customers: 37', 'Retention: 97.6%']);

    expect(stat(rendered, 'Total Customers')).toBe('1,248');
    expect(stat(rendered, 'Active Customers')).toBe('1,190');
    expect(stat(rendered, 'New Customers')).toBe('37');
    expect(stat(rendered, 'Churn Rate')).toBe('2.4%');
    expect(stat(rendered, 'Orders')).toBe('214');
    expect(stat(rendered, 'Completed Routes')).toBe('42');
    expect(stat(rendered, 'Average Route Time')).toBe('2h 35m');
    expect(stat(rendered, 'On-Time Rate')).toBe('96.3%');
    expect(stat(rendered, 'Pounds Collected')).toBe('18,204.5');
    expect(stat(rendered, 'Recycled Pounds')).toBe('17,650.0');
    expect(stat(rendered, 'Recycling Rate')).toBe('97%');
    expect(stat(rendered, 'CO2e Avoided (lbs)')).toBe('5,333.9');

    const activity = [...rendered.container.querySelectorAll('[data-activity]')].map(
      (item) => item.textContent,
    );
    expect(activity).toEqual([
      'Jane Doe paid $32.005 minutes ago',
      'Tuesday North route completed: 24 stops3 hours ago',
    ]);
    // Five fetched, three shown (spec §2.5).
    const recent = [...rendered.container.querySelectorAll('[data-recent-customer]')];
    expect(recent.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Robin Lee',
      'Sam Fields',
      'Dana Park',
    ]);
    expect(recent[0]?.textContent).toContain('Hampden · Joined Nov 24, 2026');
    expect(recent[1]?.textContent).toContain('Pending');
    expect(
      [...rendered.container.querySelectorAll('[data-top-customer]')].map((row) => row.textContent),
    ).toEqual(['Robin Lee4 payments$128.00', 'Dana Park1 payment$32.00']);

    // Each chart gives assistive technology its figures, a point a day for 30 days.
    expect(tableRows(rendered, 'Revenue over time')).toEqual([
      'Nov 22: $145.00',
      'Nov 23: $220.00',
      'Nov 24: $96.00',
    ]);
    expect(tableRows(rendered, 'Customers over time')).toEqual([
      'Nov 22: 1,240',
      'Nov 23: 1,245',
      'Nov 24: 1,248',
    ]);
    expect(tableRows(rendered, 'Pounds collected over time')).toEqual([
      'Nov 22: 610.5 lbs',
      'Nov 23: 702.0 lbs',
      'Nov 24: 588.3 lbs',
    ]);

    const tiles = [...rendered.container.querySelectorAll('[data-tile] a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(tiles).toEqual(['/customers', '/routes', '/messaging', '/business-settings']);
  });

  it('says when revenue has nothing to be compared with, or fell', async () => {
    mockApi({
      [overviewCall]: [
        json(overviewOf({ revenue: { current: 1_000, previous: 0, change: null, trend: [] } })),
        json(
          overviewOf({ period: '7d', revenue: { current: 900, previous: 1_000, change: -10, trend: [] } }),
        ),
      ],
    });
    const rendered = await open('/business-analytics', loaded, 'the figures');
    expect(rendered.container.querySelector('[data-revenue-change]')?.textContent).toBe(
      'No revenue in the previous 30 days to compare with',
    );
    await click(button('7d'));
    await waitFor(
      () => rendered.container.querySelector('[data-revenue-change="down"]') !== null,
      'the fall',
    );
    expect(rendered.container.querySelector('[data-revenue-change]')?.textContent).toBe(
      '-10%from the previous 7 days',
    );
  });

  it('asks again for the period chosen, and keeps it in the address', async () => {
    const api = mockApi({
      [overviewCall]: (request) => json(overviewOf({ period: (periodOf(request.url) ?? '30d') as '30d' })),
    });
    const rendered = await open('/business-analytics?period=7d', loaded, 'the figures');
    expect(periodOf(api.to(overviewCall)[0]?.url)).toBe('7d');
    expect(button('7d')?.getAttribute('aria-pressed')).toBe('true');

    await click(button('90d'));
    await waitFor(() => api.to(overviewCall).some((call) => periodOf(call.url) === '90d'), 'the 90 days');
    expect(rendered.location()).toBe('/business-analytics?period=90d');
    await waitFor(() => button('90d')?.getAttribute('aria-pressed') === 'true', 'the choice shown');
    // A week a point over 90 days.
    await waitFor(() => tableRows(rendered, 'Revenue over time').length > 0, 'the chart');
    expect(rendered.container.querySelector('figure table thead th')?.textContent).toBe('Week of');

    await click(button('1y'));
    await waitFor(() => rendered.location() === '/business-analytics?period=1y', 'the year');
    await waitFor(() => tableRows(rendered, 'Revenue over time')[0] === 'Sep 2026: $145.00', 'months');
    expect(rendered.container.querySelector('figure table thead th')?.textContent).toBe('Month');
  });

  it('keeps the business path in its links', async () => {
    mockApi({ [overviewCall]: json(overviewOf()) });
    const rendered = await open('/acme/business-analytics', loaded, 'the figures');
    const tiles = [...rendered.container.querySelectorAll('[data-tile] a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(tiles).toEqual([
      '/acme/business-customers',
      '/acme/business-routes',
      '/acme/business-messages',
      '/acme/business-settings',
    ]);
  });

  it('explains to a new business what will show, without any figure', async () => {
    mockApi({ [overviewCall]: json(newBusinessOverview()) });
    const rendered = await open(
      '/',
      (r) => r.container.querySelector('[data-analytics-empty]') !== null,
      'the empty state',
    );
    const emptyState = rendered.container.querySelector('[data-analytics-empty]');
    expect(emptyState?.querySelector('h2')?.textContent).toBe('Your figures will show here');
    expect(emptyState?.textContent).toContain('Revenue appears when customers pay');
    expect(
      [...(emptyState?.querySelectorAll('a') ?? [])].map(
        (link) => `${link.textContent} ${link.getAttribute('href')}`,
      ),
    ).toEqual(['Add Customers /customers', 'Plan Routes /routes']);
    expect(rendered.container.querySelector('[data-stat]')).toBeNull();
    expect(rendered.container.querySelector('[data-revenue]')).toBeNull();
  });

  it('shows a failure with Retry, which asks again', async () => {
    const api = mockApi({ [overviewCall]: [empty(500), json(overviewOf())] });
    const rendered = await open(
      '/analytics',
      (r) => r.text().includes(analyticsMessages.loadFailed),
      'the failure',
    );
    expect(rendered.container.querySelector('[data-analytics-loading]')).toBeNull();
    await click(button('Retry'));
    await waitFor(() => loaded(rendered), 'the figures after Retry');
    expect(api.to(overviewCall)).toHaveLength(2);
  });

  it('shows the shape of the figures while they load', async () => {
    mockApi({ [overviewCall]: () => new Promise<Response>(() => undefined) });
    const rendered = await open(
      '/business-analytics',
      (r) => r.container.querySelector('[data-analytics-loading]') !== null,
      'the skeleton',
    );
    expect(rendered.container.querySelector('[role="status"]')?.textContent).toBe('Loading the analytics');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Business Dashboard');
  });
});
