import type { AdminAnalytics, AdminTenant, DemoRequestView } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { act } from 'react';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const request: DemoRequestView = {
  id: '670000000000000000000001',
  name: 'Dana Fields',
  email: 'dana@riverbend.com',
  company: 'Riverbend Compost',
  phone: '207-555-0101',
  message: 'We run 3 routes in Bangor.',
  status: 'new',
  notes: '',
  createdAt: '2026-11-20T14:00:00.000Z',
  contactedAt: null,
};

const tenant: AdminTenant = {
  id: '680000000000000000000001',
  businessName: 'Maple Street Compost',
  subdomain: 'maple-street',
  customDomain: null,
  ownerEmail: 'robin@maplestreet.com',
  subscriptionTier: 'professional',
  subscriptionStatus: 'active',
  stripeOnboarded: true,
  isActive: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

/** Each month: businesses at its end, new in it, MRR (cents) at its end, demo requests in it. */
const growth: [string, number, number, number, number][] = [
  ['2025-12', 3, 1, 5800, 0],
  ['2026-01', 3, 0, 5800, 1],
  ['2026-02', 4, 1, 8700, 0],
  ['2026-03', 5, 1, 16600, 1],
  ['2026-04', 5, 0, 16600, 1],
  ['2026-05', 6, 1, 24500, 0],
  ['2026-06', 7, 1, 39400, 1],
  ['2026-07', 8, 1, 47300, 0],
  ['2026-08', 9, 1, 50200, 1],
  ['2026-09', 10, 1, 58100, 0],
  ['2026-10', 11, 1, 58100, 2],
  ['2026-11', 12, 1, 66000, 1],
];

const analytics: AdminAnalytics = {
  overview: { totalTenants: 12, activeTenants: 10, newDemoRequests: 3, totalDemoRequests: 8 },
  demoRequestsByStatus: { new: 3, contacted: 2, scheduled: 1, completed: 2 },
  tenantsBySubscription: { trial: 4, active: 7, cancelled: 1 },
  recentDemoRequests: [request],
  recentTenants: [tenant],
  months: growth.map(([month, tenants, newTenants, mrrCents, demoRequests]) => ({
    month,
    tenants,
    newTenants,
    mrrCents,
    demoRequests,
  })),
  mrrCents: 66000,
  demoConversion: { requests: 8, converted: 3, rate: 37.5 },
};

const page = (total: number, current = 1) => ({
  total,
  page: current,
  limit: 20,
  totalPages: Math.ceil(total / 20),
});

const dialog = () => document.querySelector('[role="dialog"]');
const dialogField = (name: string) =>
  dialog()?.querySelector<HTMLInputElement>(
    `input[name="${name}"], select[name="${name}"], textarea[name="${name}"]`,
  ) ?? null;
const dialogErrors = () =>
  [...(dialog()?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])].map((e) => e.textContent);
const submit = () => dialog()?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
const heading = (rendered: RenderedApp) => rendered.container.querySelector('h1')?.textContent;
/** Each stat card as "label: value (hint)". */
const stats = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-stat]')].map((card) => {
    const hint = card.querySelector('[data-stat-value] + *')?.textContent;
    return `${card.getAttribute('data-stat')}: ${card.querySelector('[data-stat-value]')?.textContent}${
      hint ? ` (${hint})` : ''
    }`;
  });
/** The rows of the table a chart gives assistive technology, found by its caption. */
const chartRows = (rendered: RenderedApp, caption: string) => {
  const table = [...rendered.container.querySelectorAll('[data-chart] table')].find(
    (candidate) => candidate.querySelector('caption')?.textContent === caption,
  );
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );
};
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

/** Picks an option of a native select the way a user does (React hears the change event). */
async function choose(select: Element | null | undefined, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

beforeEach(() => signIn('platform-admin'));

describe('platform dashboard', () => {
  it('shows the counts, the breakdowns and the latest requests and tenants', async () => {
    mockApi({ 'GET /api/admin/analytics': json(analytics) });
    const rendered = await open('/platform-admin', (r) => r.container.querySelector('[data-stat]') !== null);
    expect(heading(rendered)).toBe('Platform Dashboard');
    const stats = [...rendered.container.querySelectorAll('[data-stat]')].map(
      (card) => `${card.getAttribute('data-stat')}: ${card.querySelector('[data-stat-value]')?.textContent}`,
    );
    expect(stats).toEqual([
      'Total Tenants: 12',
      'Active Tenants: 10',
      'New Demo Requests: 3',
      'Total Demo Requests: 8',
    ]);
    const bars = [
      ...rendered.container.querySelectorAll('ul[aria-label="Tenants by subscription"] [data-bar]'),
    ].map((bar) => `${bar.getAttribute('data-bar')} ${bar.querySelector('[data-bar-value]')?.textContent}`);
    expect(bars).toEqual(['trial 4 (33%)', 'active 7 (58%)', 'cancelled 1 (8%)']);
    expect(rendered.container.querySelector('ul[aria-label="Recent demo requests"]')?.textContent).toContain(
      'Dana FieldsRiverbend Compost · Nov 20, 2026New',
    );
    expect(rendered.container.querySelector('ul[aria-label="Recent tenants"]')?.textContent).toContain(
      'Maple Street Compost',
    );
    expect(rendered.container.querySelector('section a[href="/platform-admin/tenants"]')).not.toBeNull();
  });

  it("says 'Error loading dashboard' with a Retry, under /admin too", async () => {
    const api = mockApi({ 'GET /api/admin/analytics': [empty(500), json(analytics)] });
    const rendered = await open('/admin', (r) => r.text().includes('Error loading dashboard'));
    await click(button('Retry'));
    await waitFor(() => rendered.container.querySelector('[data-stat]') !== null, 'the counts');
    expect(api.to('GET /api/admin/analytics')).toHaveLength(2);
    expect(rendered.container.querySelector('section a[href="/admin/demo-requests"]')).not.toBeNull();
  });
});

describe('demo requests', () => {
  const hasRows = (r: RenderedApp) =>
    r.container.querySelector('[data-demo-request]') !== null || r.text().includes('No demo requests found');

  it('lists the requests and filters them by status from page 1', async () => {
    const api = mockApi({
      'GET /api/demo-requests': (sent) =>
        query(sent.url).status === 'completed'
          ? json({ demoRequests: [], pagination: page(0) })
          : json({ demoRequests: [request], pagination: page(41, Number(query(sent.url).page)) }),
    });
    const rendered = await open('/platform-admin/demo-requests', hasRows);
    expect(heading(rendered)).toBe('Demo Requests');
    const row = rendered.container.querySelector(`[data-demo-request="${request.id}"]`);
    expect(row?.textContent).toContain('Riverbend Compost · Nov 20, 2026');
    expect(row?.querySelector('a[href="mailto:dana@riverbend.com"]')).not.toBeNull();
    expect(row?.textContent).toContain('We run 3 routes in Bangor.');

    await click(button('Go to page 2'));
    expect(query(api.to('GET /api/demo-requests').at(-1)?.url)).toEqual({ page: '2', status: 'all' });
    await choose(rendered.container.querySelector('select'), 'completed');
    await waitFor(() => rendered.text().includes('No demo requests found'), 'the empty list');
    expect(query(api.to('GET /api/demo-requests').at(-1)?.url)).toEqual({ page: '1', status: 'completed' });
  });

  it('sets a status and notes, and says when that fails', async () => {
    const api = mockApi({
      'GET /api/demo-requests': json({ demoRequests: [request], pagination: page(1) }),
      [`PATCH /api/demo-requests/${request.id}/status`]: [
        empty(500),
        json({ demoRequest: { ...request, status: 'contacted', notes: 'Call Tuesday' } }),
      ],
    });
    const rendered = await open('/platform-admin/demo-requests', hasRows);
    await click(button('Update'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await choose(dialogField('status'), 'contacted');
    await typeInto(dialogField('notes'), ' Call Tuesday ');
    await click(submit());
    await waitFor(
      () => dialog()?.textContent?.includes('Failed to update demo request status.') === true,
      'failure',
    );
    await click(submit());
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to(`PATCH /api/demo-requests/${request.id}/status`).map((call) => call.body)).toEqual([
      { status: 'contacted', notes: 'Call Tuesday' },
      { status: 'contacted', notes: 'Call Tuesday' },
    ]);
    expect(toastText(rendered)).toBe('Demo Request UpdatedDana Fields: Contacted');
  });
});

describe('tenants', () => {
  const hasRows = (r: RenderedApp) =>
    r.container.querySelector('[data-tenant]') !== null || r.text().includes('No tenants found');

  it('searches once typing pauses, and filters active or inactive', async () => {
    const api = mockApi({ 'GET /api/admin/tenants': json({ tenants: [tenant], pagination: page(1) }) });
    const rendered = await open('/platform-admin/tenants', hasRows);
    expect(heading(rendered)).toBe('Tenants');
    expect(rendered.container.querySelector('[data-tenant]')?.textContent).toContain(
      'robin@maplestreet.com · professional plan · since Oct 1, 2026',
    );
    await typeInto(rendered.container.querySelector('input[type="search"]'), 'maple');
    expect(api.to('GET /api/admin/tenants')).toHaveLength(1);
    await waitFor(() => api.to('GET /api/admin/tenants').length === 2, 'the search', 2000);
    expect(query(api.to('GET /api/admin/tenants')[1]?.url)).toEqual({
      page: '1',
      status: 'all',
      search: 'maple',
    });
    await choose(rendered.container.querySelector('select'), 'inactive');
    await waitFor(() => api.to('GET /api/admin/tenants').length === 3, 'the filter');
    expect(query(api.to('GET /api/admin/tenants')[2]?.url)).toEqual({
      page: '1',
      status: 'inactive',
      search: 'maple',
    });
  });

  it("adds a tenant, checked with the contract's messages, saying the owner is invited", async () => {
    const created = {
      ...tenant,
      id: '680000000000000000000002',
      businessName: 'Green Loop',
      subdomain: 'green-loop',
    };
    const api = mockApi({
      'GET /api/admin/tenants': json({ tenants: [tenant], pagination: page(1) }),
      'POST /api/admin/tenants': [
        json({ error: 'This subdomain is already taken', code: 'CONFLICT' }, 409),
        json({ tenant: created }, 201),
      ],
    });
    const rendered = await open('/platform-admin/tenants', hasRows);
    await click(button('Add Tenant'));
    await waitFor(() => dialog() !== null, 'the dialog');
    expect(dialog()?.textContent).toContain('The owner gets an e-mail inviting them to choose a password');
    await typeInto(dialogField('subdomain'), 'Green Loop');
    await click(submit());
    expect(dialogErrors()).toEqual([
      'Business name is required',
      'Only lowercase letters, numbers, and hyphens allowed',
      'Invalid email address',
    ]);
    expect(api.to('POST /api/admin/tenants')).toHaveLength(0);

    await typeInto(dialogField('businessName'), 'Green Loop');
    await typeInto(dialogField('subdomain'), 'green-loop');
    await typeInto(dialogField('ownerEmail'), 'Sam@GreenLoop.com');
    await click(submit());
    await waitFor(
      () => dialog()?.textContent?.includes('This subdomain is already taken') === true,
      'the refusal',
    );
    await click(submit());
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('POST /api/admin/tenants')[1]?.body).toEqual({
      businessName: 'Green Loop',
      subdomain: 'green-loop',
      ownerEmail: 'sam@greenloop.com',
      customDomain: null,
      subscriptionStatus: 'trial',
    });
    expect(toastText(rendered)).toBe(
      'Tenant CreatedGreen Loop: an invitation is on its way to sam@greenloop.com.',
    );
  });

  it('asks before deactivating a business, then sends only what changed', async () => {
    const api = mockApi({
      'GET /api/admin/tenants': json({ tenants: [tenant], pagination: page(1) }),
      [`PATCH /api/admin/tenants/${tenant.id}`]: [
        empty(500),
        json({ tenant: { ...tenant, isActive: false, businessName: 'Maple Street' } }),
      ],
    });
    const rendered = await open('/platform-admin/tenants', hasRows);
    await click(button('Edit'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await typeInto(dialogField('businessName'), 'Maple Street');
    await click(dialogField('isActive'));
    await click(submit());
    await waitFor(() => rendered.text().includes('Deactivate Maple Street Compost?'), 'the question');
    expect(api.to(`PATCH /api/admin/tenants/${tenant.id}`)).toHaveLength(0);
    await click(button('Deactivate'));
    await waitFor(() => dialog()?.textContent?.includes('Failed to update tenant.') === true, 'the failure');
    await click(submit());
    await click(button('Deactivate'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(`PATCH /api/admin/tenants/${tenant.id}`).map((call) => call.body)).toEqual([
      { businessName: 'Maple Street', isActive: false },
      { businessName: 'Maple Street', isActive: false },
    ]);
    expect(toastText(rendered)).toBe('Tenant UpdatedMaple Street');
  });
});

describe('platform analytics', () => {
  it('shows the analytics as bars', async () => {
    mockApi({ 'GET /api/admin/analytics': json(analytics) });
    const rendered = await open(
      '/platform-admin/analytics',
      (r) => r.container.querySelector('[data-bar]') !== null,
    );
    expect(heading(rendered)).toBe('Platform Analytics');
    const bars = (label: string) =>
      [...rendered.container.querySelectorAll(`ul[aria-label="${label}"] [data-bar-value]`)].map(
        (v) => v.textContent,
      );
    expect(bars('Tenants, active and inactive')).toEqual(['10 (83%)', '2 (17%)']);
    expect(bars('Demo requests by status')).toEqual(['3 (38%)', '2 (25%)', '1 (13%)', '2 (25%)']);
  });

  it('shows the MRR, the demo conversion and the months behind them', async () => {
    mockApi({ 'GET /api/admin/analytics': json(analytics) });
    const rendered = await open(
      '/platform-admin/analytics',
      (r) => r.container.querySelector('[data-stat]') !== null,
    );
    expect(stats(rendered)).toEqual([
      'MRR: $660.00 (Paying platform plans)',
      'Demo Conversion: 37.5% (3 of 8 became businesses)',
      'Tenants: 12 (1 new this month)',
      'Demo Requests: 8 (1 new this month)',
    ]);
    const tenants = chartRows(rendered, 'Tenants at each month’s end');
    expect(tenants).toHaveLength(12);
    expect(tenants[0]).toEqual(['Dec 2025', '3 tenants']);
    expect(tenants.at(-1)).toEqual(['Nov 2026', '12 tenants']);
    const mrr = chartRows(rendered, 'MRR at each month’s end');
    expect(mrr.slice(-3)).toEqual([
      ['Sep 2026', '$581.00'],
      ['Oct 2026', '$581.00'],
      ['Nov 2026', '$660.00'],
    ]);
  });

  it('says what will be charted before the first business, and that no request came yet', async () => {
    mockApi({
      'GET /api/admin/analytics': json({
        ...analytics,
        overview: { totalTenants: 0, activeTenants: 0, newDemoRequests: 0, totalDemoRequests: 0 },
        demoRequestsByStatus: { new: 0, contacted: 0, scheduled: 0, completed: 0 },
        tenantsBySubscription: { trial: 0, active: 0, cancelled: 0 },
        recentDemoRequests: [],
        recentTenants: [],
        months: analytics.months.map((month) => ({
          ...month,
          tenants: 0,
          newTenants: 0,
          mrrCents: 0,
          demoRequests: 0,
        })),
        mrrCents: 0,
        demoConversion: { requests: 0, converted: 0, rate: null },
      } satisfies AdminAnalytics),
    });
    const rendered = await open(
      '/platform-admin/analytics',
      (r) => r.container.querySelector('[data-stat]') !== null,
    );
    expect(rendered.text()).toContain('No businesses yet');
    expect(rendered.container.querySelector('[data-chart]')).toBeNull();
    expect(stats(rendered)).toEqual([
      'MRR: $0.00 (Paying platform plans)',
      'Demo Conversion: — (No demo requests yet)',
      'Tenants: 0 (0 new this month)',
      'Demo Requests: 0 (0 new this month)',
    ]);
  });

  it("says 'Error loading analytics' with a Retry that loads them", async () => {
    const api = mockApi({ 'GET /api/admin/analytics': [empty(500), json(analytics)] });
    const rendered = await open('/platform-admin/analytics', (r) =>
      r.text().includes('Error loading analytics'),
    );
    await click(button('Retry'));
    await waitFor(() => rendered.container.querySelector('[data-chart]') !== null, 'the charts');
    expect(api.to('GET /api/admin/analytics')).toHaveLength(2);
  });
});
