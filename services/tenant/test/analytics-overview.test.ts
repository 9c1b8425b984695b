import {
  type AnalyticsOverview,
  type AnalyticsPeriod,
  analyticsOverview,
  co2eAvoidedLbs,
  type EventData,
  type EventType,
} from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import { analyticsStores } from '../src/data/analytics-stores';
import { MongoSettingsStore } from '../src/data/settings';
import { applyAnalyticsEvent } from '../src/domain/analytics-projection';
import { newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

/** The fixtures' "now": Thursday 2026-11-05, 10:00 in New York (EST, after the clocks went back). */
const now = '2026-11-05T15:00:00Z';

function setClock(iso: string): void {
  const { clock } = tenant();
  clock.advanceMinutes((Date.parse(iso) - clock.now().getTime()) / 60_000);
}

interface Person {
  customerId: string;
  userId: string;
  firstName: string;
  lastName: string;
}

const person = (firstName: string, lastName: string): Person => ({
  customerId: newId(),
  userId: newId(),
  firstName,
  lastName,
});

const snapshot = (
  who: Person,
  status: EventData<'customer.created'>['status'] = 'active',
): EventData<'customer.created'> => ({
  ...who,
  email: `${who.customerId}@example.com`,
  phone: '207-555-0100',
  address: '12 Elm Street',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  zone: null,
  pickupDay: 'Tuesday',
  location: null,
  status,
  bucketNumber: 'B-001',
  bucketCount: 1,
  subscription: 'weekly',
  pickupInstructions: '',
});

const subscription = (who: Person): EventData<'subscription.canceled'> => ({
  subscriptionId: newId(),
  customerUserId: who.userId,
  planId: 'monthly',
  amountCents: 3200,
  status: 'cancelled',
  nextChargeAt: null,
  scheduledPlanId: null,
  reason: 'customer_request',
});

const payment = (
  who: Person | null,
  amountCents: number,
  purpose: EventData<'payment.succeeded'>['purpose'] = 'customer_subscription',
  paymentId: string | null = newId(),
): EventData<'payment.succeeded'> => ({
  paymentId,
  purpose,
  userId: who?.userId ?? newId(),
  amountCents,
  applicationFeeCents: 0,
  orderId: null,
  subscriptionId: null,
});

const route = (routeId: string, name: string, endTime: string): EventData<'route.created'> => ({
  routeId,
  name,
  driverId: null,
  pickupDay: 'Tuesday',
  firstDate: '2026-11-03',
  startTime: '08:00',
  endTime,
  customerIds: [],
});

const stop = (
  routeId: string,
  who: Person,
  at: string,
  status: 'collected' | 'skipped' = 'collected',
): EventData<'stop.completed'> => ({
  routeId,
  customerId: who.customerId,
  date: '2026-11-03',
  status,
  reason: '',
  weight: null,
  bucketNumber: 'B-001',
  customerName: `${who.firstName} ${who.lastName}`,
  at,
});

const weight = (
  entryId: string,
  who: Person,
  pounds: number,
  contamination: EventData<'weight.recorded'>['contamination'] = [],
): EventData<'weight.recorded'> => ({
  entryId,
  customerId: who.customerId,
  bucketNumber: 'B-001',
  weight: pounds,
  pickupDate: '2026-11-03',
  status: contamination.length > 0 ? 'needs_review' : 'processed',
  contamination,
  materialTypes: [],
  routeId: null,
});

/** Sends another service's event about a business as it does, and waits until it was handled. */
const tell = <T extends EventType>(type: T, tenantId: string, data: EventData<T>, at: string) =>
  tenant().apply(type, tenantId, data, new Date(at));

/** Waits until the analytics job has computed everything marked for the business. */
async function computed(tenantId: string): Promise<void> {
  const markers = tenant().db.collection('analytics_dirty');
  await waitFor(async () => (await markers.countDocuments({ tenantId })) === 0, {
    what: 'the days computed',
  });
}

async function overviewOf(
  owner: Record<string, string>,
  period?: AnalyticsPeriod,
): Promise<AnalyticsOverview> {
  const res = await tenant()
    .api()
    .get('/api/analytics/overview')
    .query(period ? { period } : {})
    .set(owner)
    .expect(200);
  return analyticsOverview.parse(res.body);
}

const jane = person('Jane', 'Doe');
const sam = person('Sam', 'Lee');
const ada = person('Ada', 'Park');
const bo = person('Bo', 'Chen');
const eve = person('Eve', 'Stone');

/**
 * One business's last weeks, in New York: five customers (one archived, one whose subscription was
 * cancelled), payments either side of the night the clocks went back (2026-11-01: the day runs from
 * 04:00Z to 05:00Z the next day), a refund, the platform's own charge, two orders (one cancelled),
 * a route's run with its stops, and three weighed buckets (one edited, one contaminated).
 */
async function history(tenantId: string): Promise<void> {
  await tell('customer.created', tenantId, snapshot(eve), '2026-10-01T15:00:00Z');
  await tell('customer.created', tenantId, snapshot(bo), '2026-10-10T15:00:00Z');
  await tell('customer.created', tenantId, snapshot(jane), '2026-10-20T14:00:00Z');
  await tell('customer.created', tenantId, snapshot(sam), '2026-10-31T16:00:00Z');
  await tell('customer.created', tenantId, snapshot(ada), '2026-11-02T15:00:00Z');
  await tell('customer.archived', tenantId, snapshot(ada, 'archived'), '2026-11-03T15:00:00Z');
  await tell('subscription.canceled', tenantId, subscription(bo), '2026-11-04T15:30:00Z');

  const janesPayment = payment(jane, 3200);
  await tell('payment.succeeded', tenantId, payment(bo, 5000), '2026-10-25T15:00:00Z');
  // 23:30 on Oct 31 in New York (EDT), then 00:30 on Nov 1.
  await tell('payment.succeeded', tenantId, janesPayment, '2026-11-01T03:30:00Z');
  await tell('payment.succeeded', tenantId, payment(sam, 2000), '2026-11-01T04:30:00Z');
  // 23:30 on Nov 1 (EST: the long day ends at 05:00Z), then 00:30 on Nov 2.
  await tell('payment.succeeded', tenantId, payment(jane, 1500), '2026-11-02T04:30:00Z');
  await tell('payment.succeeded', tenantId, payment(eve, 1000), '2026-11-02T05:30:00Z');
  await tell(
    'payment.succeeded',
    tenantId,
    payment(null, 7900, 'platform_subscription'),
    '2026-11-03T15:00:00Z',
  );
  await tell('payment.succeeded', tenantId, payment(sam, 1850, 'order'), '2026-11-03T16:01:00Z');
  await tell(
    'payment.refunded',
    tenantId,
    {
      paymentId: janesPayment.paymentId as string,
      purpose: 'customer_subscription',
      userId: jane.userId,
      refundedCents: 500,
      amountCents: 3200,
    },
    '2026-11-04T15:00:00Z',
  );

  const order = (orderId: string, number: string, who: Person, totalCents: number, placedAt: string) =>
    tell(
      'order.placed',
      tenantId,
      {
        orderId,
        number,
        customerUserId: who.userId,
        items: [],
        subtotalCents: totalCents,
        taxCents: 0,
        totalCents,
        placedAt,
      },
      placedAt,
    );
  const cancelledOrder = newId();
  await order(newId(), 'ORD-0000A1B2', sam, 1850, '2026-11-03T16:00:00Z');
  await order(cancelledOrder, 'ORD-0000A1B3', jane, 1200, '2026-11-04T14:00:00Z');
  await tell(
    'order.status_changed',
    tenantId,
    { orderId: cancelledOrder, customerUserId: jane.userId, status: 'cancelled' },
    '2026-11-04T14:30:00Z',
  );

  // Bangor Tuesday runs 08:00–12:00 (13:00Z–17:00Z that day); the other route has no end time.
  const bangor = newId();
  const open = newId();
  await tell('route.created', tenantId, route(bangor, 'Bangor Tuesday', '12:00'), '2026-10-01T12:00:00Z');
  await tell('route.created', tenantId, route(open, 'Orono Tuesday', ''), '2026-10-01T12:00:00Z');
  const run = { routeId: bangor, name: 'Bangor Tuesday', date: '2026-11-03' };
  await tell('route.started', tenantId, { ...run, at: '2026-11-03T13:00:00Z' }, '2026-11-03T13:00:00Z');
  await tell('stop.completed', tenantId, stop(bangor, jane, '2026-11-03T16:45:00Z'), '2026-11-03T16:45:00Z');
  await tell('stop.completed', tenantId, stop(bangor, eve, '2026-11-03T17:00:00Z'), '2026-11-03T17:00:00Z');
  await tell('stop.completed', tenantId, stop(bangor, sam, '2026-11-03T17:30:00Z'), '2026-11-03T17:30:00Z');
  await tell(
    'stop.completed',
    tenantId,
    stop(bangor, bo, '2026-11-03T17:35:00Z', 'skipped'),
    '2026-11-03T17:35:00Z',
  );
  await tell('stop.completed', tenantId, stop(open, ada, '2026-11-03T18:30:00Z'), '2026-11-03T18:30:00Z');
  await tell('route.completed', tenantId, { ...run, at: '2026-11-03T17:45:00Z' }, '2026-11-03T17:45:00Z');

  const edited = newId();
  const contaminated = newId();
  await tell('weight.recorded', tenantId, weight(newId(), jane, 12.5), '2026-11-03T17:50:00Z');
  await tell('weight.recorded', tenantId, weight(contaminated, sam, 8), '2026-11-03T17:51:00Z');
  await tell('weight.recorded', tenantId, weight(edited, eve, 10.2), '2026-11-03T17:52:00Z');
  await tell(
    'weight.updated',
    tenantId,
    { ...weight(contaminated, sam, 8, ['Glass']), previousStatus: 'processed' },
    '2026-11-03T17:59:00Z',
  );
  await tell(
    'weight.contamination.detected',
    tenantId,
    { entryId: contaminated, customerId: sam.customerId, materials: ['Glass'], pickupDate: '2026-11-03' },
    '2026-11-03T18:00:00Z',
  );
  await tell(
    'weight.updated',
    tenantId,
    { ...weight(edited, eve, 9.6), previousStatus: 'processed' },
    '2026-11-03T17:58:00Z',
  );
}

describe('GET /api/analytics/overview', () => {
  const business = { tenantId: '', owner: {} as Record<string, string> };

  beforeAll(async () => {
    setClock(now);
    const { tenantId, owner } = tenant().business();
    Object.assign(business, { tenantId, owner });
    await history(tenantId);
    await computed(tenantId);
  }, 120_000);

  beforeEach(() => setClock(now));

  it('computes each figure of the last 7 days from the events, on the business’s calendar', async () => {
    const overview = await overviewOf(business.owner, '7d');
    const days = ['10-30', '10-31', '11-01', '11-02', '11-03', '11-04', '11-05'].map((day) => `2026-${day}`);
    const pounds = 12.5 + 8 + 9.6;
    expect(overview).toEqual({
      period: '7d',
      from: '2026-10-30',
      to: '2026-11-05',
      timeZone: 'America/New_York',
      revenue: {
        // 3200 + 2000 + 1500 + 1000 + 1850 - 500; the 7900 of the platform's plan is not the business's.
        current: 9050,
        previous: 5000,
        change: 81,
        trend: [0, 3200, 3500, 1000, 1850, -500, 0].map((value, i) => ({ date: days[i], value })),
      },
      customers: {
        total: 4,
        active: 4,
        new: 2,
        // Bo's subscription and Ada's archive, of the 5 served: 3 on the books when it began, 2 joined.
        churnRate: 40,
        trend: [3, 4, 4, 5, 4, 4, 4].map((value, i) => ({ date: days[i], value })),
      },
      operations: {
        totalOrders: 1,
        completedRoutes: 1,
        avgDeliveryTime: 285,
        // Jane before 12:00, Eve at 12:00, Sam after; Orono has no end time, Bo was skipped.
        onTimeRate: 66.7,
      },
      environmental: {
        totalWeight: 30.1,
        recycledWeight: 22.1,
        recyclingRate: 73.4,
        co2Saved: Math.round(co2eAvoidedLbs(pounds) * 10) / 10,
        trend: [0, 0, 0, 0, 30.1, 0, 0].map((value, i) => ({ date: days[i], value })),
      },
      recentActivity: expect.any(Array),
      recentCustomers: [sam, jane, bo, eve].map((who) => ({
        customerId: who.customerId,
        name: `${who.firstName} ${who.lastName}`,
        zone: null,
        status: 'active',
        joinedAt: expect.any(String),
      })),
      growth: { revenueGrowth: 81, newCustomers: 2, retention: 60 },
      topCustomers: [
        { customerId: jane.customerId, name: 'Jane Doe', revenue: 4200, payments: 2 },
        { customerId: sam.customerId, name: 'Sam Lee', revenue: 3850, payments: 2 },
        { customerId: eve.customerId, name: 'Eve Stone', revenue: 1000, payments: 1 },
      ],
      hasActivity: true,
    });
  });

  it('words Recent Activity, newest first', async () => {
    const { recentActivity } = await overviewOf(business.owner, '7d');
    expect(recentActivity.map((item) => item.text)).toEqual([
      'Bo Chen cancelled their subscription',
      'Refund of $5.00 to Jane Doe',
      'Order ORD-0000A1B3 from Jane Doe, $12.00',
      "Contamination found in Sam Lee's bucket (Glass)",
      'Route Bangor Tuesday completed',
      'Sam Lee paid $18.50',
      'Order ORD-0000A1B2 from Sam Lee, $18.50',
      'Ada Park left',
      'Ada Park joined',
      'Eve Stone paid $10.00',
    ]);
    expect(recentActivity.map((item) => item.kind)).toEqual([
      'subscription_canceled',
      'refund',
      'order',
      'contamination',
      'route_completed',
      'payment',
      'order',
      'customer_left',
      'customer_joined',
      'payment',
    ]);
  });

  it('compares 30 days with nothing before them, and ranks its top customers by what they paid less refunds', async () => {
    const overview = await overviewOf(business.owner);
    expect(overview).toMatchObject({
      period: '30d',
      from: '2026-10-07',
      to: '2026-11-05',
      revenue: { current: 14_050, previous: 0, change: null },
      growth: { revenueGrowth: null, newCustomers: 4 },
    });
    expect(overview.topCustomers.map((top) => [top.name, top.revenue, top.payments])).toEqual([
      ['Bo Chen', 5000, 1],
      ['Jane Doe', 4200, 2],
      ['Sam Lee', 3850, 2],
      ['Eve Stone', 1000, 1],
    ]);
  });

  it('cuts 90 days into weeks from Monday and a year into calendar months, each point its first day in the period', async () => {
    const quarter = await overviewOf(business.owner, '90d');
    expect(quarter.from).toBe('2026-08-08');
    expect(quarter.revenue.trend.map((point) => point.date)).toEqual([
      '2026-08-08',
      ...[
        '08-10',
        '08-17',
        '08-24',
        '08-31',
        '09-07',
        '09-14',
        '09-21',
        '09-28',
        '10-05',
        '10-12',
        '10-19',
        '10-26',
        '11-02',
      ].map((day) => `2026-${day}`),
    ]);
    // Week of Oct 26: Jane's 3200, Sam's 2000 and Jane's 1500 (Nov 1 is its Sunday); Bo's 5000 of
    // Sunday Oct 25 is the week before.
    expect(quarter.revenue.trend.slice(-3).map((point) => point.value)).toEqual([5000, 6700, 2350]);
    expect(quarter.revenue.trend.at(-1)?.value).toBe(2350);
    expect(quarter.customers.trend.at(-1)?.value).toBe(4);

    const year = await overviewOf(business.owner, '1y');
    expect(year.from).toBe('2025-11-06');
    expect(year.revenue.trend.map((point) => point.date)).toEqual([
      '2025-11-06',
      '2025-12-01',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map(
        (month) => `2026-${month}-01`,
      ),
    ]);
    expect(year.revenue.trend.slice(-2).map((point) => point.value)).toEqual([8200, 5850]);
    expect(year.environmental.trend.at(-1)?.value).toBe(30.1);
  });

  it('ends 7 days on today of the business’s calendar, not the server’s', async () => {
    const { tenantId, owner } = tenant().business();
    // 00:30 (EDT) of Oct 30 and of Oct 31 in New York, and 23:30 of Oct 29.
    await tell('payment.succeeded', tenantId, payment(jane, 100), '2026-10-30T04:30:00Z');
    await tell('payment.succeeded', tenantId, payment(jane, 200), '2026-10-31T04:30:00Z');
    await tell('payment.succeeded', tenantId, payment(jane, 400), '2026-10-30T03:30:00Z');
    await computed(tenantId);

    // 22:30 on Nov 5 in New York, already Nov 6 in UTC.
    setClock('2026-11-06T03:30:00Z');
    const late = await overviewOf(owner, '7d');
    expect([late.from, late.to]).toEqual(['2026-10-30', '2026-11-05']);
    expect([late.revenue.current, late.revenue.previous]).toEqual([300, 400]);

    setClock('2026-11-06T05:30:00Z');
    const nextDay = await overviewOf(owner, '7d');
    expect([nextDay.from, nextDay.to]).toEqual(['2026-10-31', '2026-11-06']);
    expect([nextDay.revenue.current, nextDay.revenue.previous]).toEqual([200, 500]);
  });
});

describe('applying events', () => {
  it('changes nothing when an event is delivered twice, or applied twice by a replay', async () => {
    setClock(now);
    const fixture = tenant();
    const { tenantId, owner } = fixture.business();
    const who = person('Rae', 'Kim');
    await tell('customer.created', tenantId, snapshot(who), '2026-11-02T15:00:00Z');
    const paid = fixture.probe.envelope('payment.succeeded', payment(who, 3200), {
      tenantId,
      occurredAt: new Date('2026-11-03T15:00:00Z'),
    });
    await fixture.probe.send(paid);
    await fixture.handled(paid.id);
    await fixture.probe.send(paid);
    const tenancy = {
      settings: new MongoSettingsStore(fixture.db),
      analytics: analyticsStores(fixture.db, fixture.service.deps.redis),
    };
    await applyAnalyticsEvent(tenancy, paid);
    await tell('customer.updated', tenantId, snapshot(who), '2026-11-04T15:00:00Z');
    await computed(tenantId);

    const overview = await overviewOf(owner, '7d');
    expect(overview.revenue.current).toBe(3200);
    expect(overview.topCustomers).toEqual([
      { customerId: who.customerId, name: 'Rae Kim', revenue: 3200, payments: 1 },
    ]);
    expect(overview.recentActivity.map((item) => item.text)).toEqual([
      'Rae Kim paid $32.00',
      'Rae Kim joined',
    ]);
  });

  it('keeps the newest word: an older snapshot after a newer one, or an older edit of a weight, changes nothing', async () => {
    setClock(now);
    const { tenantId, owner } = tenant().business();
    const who = person('Lou', 'Hart');
    const entryId = newId();
    await tell('customer.created', tenantId, snapshot(who), '2026-11-01T15:00:00Z');
    await tell('customer.archived', tenantId, snapshot(who, 'archived'), '2026-11-03T15:00:00Z');
    await tell('customer.updated', tenantId, snapshot({ ...who, lastName: 'Old' }), '2026-11-02T15:00:00Z');
    await tell('weight.recorded', tenantId, weight(entryId, who, 10), '2026-11-03T15:00:00Z');
    await tell(
      'weight.updated',
      tenantId,
      { ...weight(entryId, who, 14.5), previousStatus: 'processed' },
      '2026-11-03T17:00:00Z',
    );
    await tell(
      'weight.updated',
      tenantId,
      { ...weight(entryId, who, 11), previousStatus: 'processed' },
      '2026-11-03T16:00:00Z',
    );
    await computed(tenantId);

    const overview = await overviewOf(owner, '7d');
    expect(overview.customers).toMatchObject({ total: 0, new: 1 });
    expect(overview.recentCustomers).toEqual([]);
    expect(overview.environmental).toMatchObject({ totalWeight: 14.5, recycledWeight: 14.5 });
  });

  it('counts a customer again once restored, and not the one deleted', async () => {
    setClock(now);
    const { tenantId, owner } = tenant().business();
    const back = person('Kit', 'Moss');
    const gone = person('Ned', 'Rowe');
    await tell('customer.created', tenantId, snapshot(back), '2026-11-01T15:00:00Z');
    await tell('customer.created', tenantId, snapshot(gone), '2026-11-01T16:00:00Z');
    await tell('customer.archived', tenantId, snapshot(back, 'archived'), '2026-11-02T15:00:00Z');
    await tell('customer.restored', tenantId, snapshot(back), '2026-11-03T15:00:00Z');
    await tell('payment.succeeded', tenantId, payment(gone, 900), '2026-11-03T16:00:00Z');
    await tell(
      'customer.deleted',
      tenantId,
      { customerId: gone.customerId, userId: gone.userId },
      '2026-11-04T15:00:00Z',
    );
    await computed(tenantId);

    const overview = await overviewOf(owner, '7d');
    expect(overview.customers).toMatchObject({ total: 1, active: 1, new: 2 });
    expect(overview.customers.trend.map((point) => point.value)).toEqual([0, 0, 2, 2, 2, 1, 1]);
    expect(overview.recentCustomers.map((customer) => customer.name)).toEqual(['Kit Moss']);
    // The money came in; whose it was is forgotten with them.
    expect(overview.revenue.current).toBe(900);
    expect(overview.topCustomers).toEqual([]);
  });

  it('judges a route’s stops by its end time as it stands, its past days included', async () => {
    setClock(now);
    const { tenantId, owner } = tenant().business();
    const routeId = newId();
    const who = person('Max', 'Ford');
    await tell('route.created', tenantId, route(routeId, 'Bangor Tuesday', '12:00'), '2026-10-01T12:00:00Z');
    // 12:30 in New York: after a window ending at 12:00.
    await tell(
      'stop.completed',
      tenantId,
      stop(routeId, who, '2026-11-03T17:30:00Z'),
      '2026-11-03T17:30:00Z',
    );
    await computed(tenantId);
    expect((await overviewOf(owner, '7d')).operations.onTimeRate).toBe(0);

    await tell('route.updated', tenantId, route(routeId, 'Bangor Tuesday', '13:00'), '2026-11-04T12:00:00Z');
    await computed(tenantId);
    expect((await overviewOf(owner, '7d')).operations.onTimeRate).toBe(100);
  });
});

describe('who sees what', () => {
  it('shows a new business zeros, and that nothing has happened yet', async () => {
    setClock(now);
    const { owner } = tenant().business();
    const overview = await overviewOf(owner);
    expect(overview).toMatchObject({
      period: '30d',
      revenue: { current: 0, previous: 0, change: null },
      customers: { total: 0, active: 0, new: 0, churnRate: null },
      operations: { totalOrders: 0, completedRoutes: 0, avgDeliveryTime: null, onTimeRate: null },
      environmental: { totalWeight: 0, recycledWeight: 0, recyclingRate: null, co2Saved: 0 },
      recentActivity: [],
      recentCustomers: [],
      growth: { revenueGrowth: null, newCustomers: 0, retention: null },
      topCustomers: [],
      hasActivity: false,
    });
    expect(overview.revenue.trend).toHaveLength(30);
    expect(overview.revenue.trend.every((point) => point.value === 0)).toBe(true);
  });

  it('never shows another business’s events, whatever the request names', async () => {
    setClock(now);
    const mine = tenant().business();
    const theirs = tenant().business();
    await tell('payment.succeeded', theirs.tenantId, payment(jane, 7777), '2026-11-03T15:00:00Z');
    await tell('payment.succeeded', mine.tenantId, payment(jane, 1111), '2026-11-03T15:00:00Z');
    await computed(theirs.tenantId);
    await computed(mine.tenantId);

    const res = await tenant()
      .api()
      .get('/api/analytics/overview')
      .query({ period: '7d', tenantId: theirs.tenantId })
      .set({ ...mine.owner, 'x-tenant-id': theirs.tenantId })
      .expect(200);
    expect(analyticsOverview.parse(res.body).revenue.current).toBe(1111);
    expect((await overviewOf(theirs.owner, '7d')).revenue.current).toBe(7777);
  });

  it('answers only the business’s owner', async () => {
    const fixture = tenant();
    const { tenantId } = fixture.business();
    const path = '/api/analytics/overview';
    await fixture.api().get(path).expect(401);
    await fixture.api().get(path).set(fixture.auth('customer', tenantId)).expect(403);
    await fixture.api().get(path).set(fixture.auth('driver', tenantId)).expect(403);
    await fixture.api().get(path).set(fixture.auth('platform-admin', null)).expect(403);
  });

  it('refuses a period it does not know', async () => {
    const { owner } = tenant().business();
    const res = await tenant()
      .api()
      .get('/api/analytics/overview')
      .query({ period: '14d' })
      .set(owner)
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
