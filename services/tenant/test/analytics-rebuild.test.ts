import {
  type AnalyticsOverview,
  analyticsOverview,
  type AnalyticsPeriod,
  analyticsPeriods,
  analyticsReplayApi,
  type AnalyticsSource,
  analyticsSources,
  type EventData,
  type EventEnvelope,
  type EventType,
  type ServiceZone,
} from '@pickup/contracts';
import { replayedEvent } from '@pickup/kit';
import { InternalApiStub, waitFor } from '@pickup/kit/testing';
import { analyticsReplays } from '../src/calls/peer-services';
import { rebuildAnalytics, rebuildTargets } from '../src/domain/analytics-rebuild';
import { PeerUnavailableError, type Tenancy } from '../src/domain/model';
import { buildTenancy } from '../src/service';
import { internalSecret, newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const dayMs = 86_400_000;
/** A moment `days` ago, at a distinct minute so that no two events share a moment. */
const daysAgo = (days: number, minute = 0) => new Date(Date.now() - days * dayMs + minute * 60_000);
const dayOf = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(moment);

/** One event a source tells, when it happened. */
interface Told {
  source: AnalyticsSource;
  type: EventType;
  data: unknown;
  at: Date;
}

const told = <T extends EventType>(source: AnalyticsSource, type: T, data: EventData<T>, at: Date): Told => ({
  source,
  type,
  data,
  at,
});

function household(customerId: string, userId: string, name: string, zone: ServiceZone | null) {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    customerId,
    userId,
    firstName,
    lastName,
    email: `${customerId}@example.com`,
    phone: '207-555-0100',
    address: '12 Elm Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone,
    pickupDay: 'Tuesday' as const,
    location: null,
    status: 'active' as const,
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly' as const,
    pickupInstructions: '',
  };
}

/**
 * A small business's weeks: three households (one archived), a subscription payment, an order paid
 * and partly refunded, a cancelled subscription, a day's route with a collected stop, two buckets
 * weighed (one contaminated). What each source would tell again, with when it became true.
 */
function businessHistory(): Told[] {
  const [ana, ben, cy] = [newId(), newId(), newId()];
  const [anaUser, benUser, cyUser] = [newId(), newId(), newId()];
  const [routeId, orderId, paidPlan, paidOrder] = [newId(), newId(), newId(), newId()];
  const runAt = daysAgo(7);
  const runDay = dayOf(runAt);
  const run = { routeId, name: 'Tuesday North', date: runDay };
  const weighed = (entryId: string, customerId: string, weight: number, contamination: 'Glass'[]) => ({
    entryId,
    customerId,
    bucketNumber: 'B-001',
    weight,
    pickupDate: runDay,
    status: 'processed' as const,
    contamination,
    materialTypes: [],
    routeId,
  });
  const [firstEntry, secondEntry] = [newId(), newId()];
  return [
    told('customer', 'customer.created', household(ana, anaUser, 'Ana Reyes', 'bangor'), daysAgo(20)),
    told('customer', 'customer.created', household(ben, benUser, 'Ben Okafor', 'winterport'), daysAgo(18)),
    told('customer', 'customer.created', household(cy, cyUser, 'Cy Lund', null), daysAgo(15)),
    told(
      'customer',
      'customer.archived',
      { ...household(cy, cyUser, 'Cy Lund', null), status: 'archived' },
      daysAgo(5),
    ),
    told(
      'billing',
      'payment.succeeded',
      {
        paymentId: paidPlan,
        purpose: 'customer_subscription',
        userId: anaUser,
        amountCents: 3000,
        applicationFeeCents: 0,
        orderId: null,
        subscriptionId: newId(),
      },
      daysAgo(19),
    ),
    told(
      'billing',
      'order.placed',
      {
        orderId,
        number: 'ORD-1001',
        customerUserId: benUser,
        items: [{ productId: newId(), name: 'Compost Bag', quantity: 1, unitPriceCents: 4500 }],
        subtotalCents: 4500,
        taxCents: 0,
        totalCents: 4500,
        placedAt: daysAgo(10).toISOString(),
      },
      daysAgo(10),
    ),
    told(
      'billing',
      'payment.succeeded',
      {
        paymentId: paidOrder,
        purpose: 'order',
        userId: benUser,
        amountCents: 4500,
        applicationFeeCents: 0,
        orderId,
        subscriptionId: null,
      },
      daysAgo(10, 1),
    ),
    told(
      'billing',
      'payment.refunded',
      { paymentId: paidOrder, purpose: 'order', userId: benUser, refundedCents: 1500, amountCents: 4500 },
      daysAgo(8),
    ),
    told(
      'billing',
      'subscription.canceled',
      {
        subscriptionId: newId(),
        customerUserId: benUser,
        planId: 'monthly',
        amountCents: 3000,
        status: 'cancelled',
        nextChargeAt: null,
        scheduledPlanId: null,
        reason: 'customer_request',
      },
      daysAgo(3),
    ),
    told(
      'routing',
      'route.created',
      {
        routeId,
        name: run.name,
        driverId: null,
        pickupDay: 'Tuesday',
        firstDate: runDay,
        startTime: '00:00',
        endTime: '23:59',
        customerIds: [ana, ben],
      },
      daysAgo(21),
    ),
    told('routing', 'route.started', { ...run, at: runAt.toISOString() }, runAt),
    told(
      'routing',
      'stop.completed',
      {
        routeId,
        customerId: ana,
        date: runDay,
        status: 'collected',
        reason: '',
        weight: null,
        bucketNumber: 'B-001',
        customerName: 'Ana Reyes',
        at: new Date(runAt.getTime() + 20 * 60_000).toISOString(),
      },
      new Date(runAt.getTime() + 20 * 60_000),
    ),
    told(
      'routing',
      'route.completed',
      { ...run, at: new Date(runAt.getTime() + 90 * 60_000).toISOString() },
      new Date(runAt.getTime() + 90 * 60_000),
    ),
    told('weight', 'weight.recorded', weighed(firstEntry, ana, 12.5, []), daysAgo(6)),
    told('weight', 'weight.recorded', weighed(secondEntry, ben, 9, ['Glass']), daysAgo(6, 1)),
    told(
      'weight',
      'weight.contamination.detected',
      { entryId: secondEntry, customerId: ben, materials: ['Glass'], pickupDate: runDay },
      daysAgo(6, 2),
    ),
  ];
}

/** Delivers the events as they happened, one after the other, each handled before the next. */
async function deliverLive(tenantId: string, events: readonly Told[]): Promise<void> {
  const inOrder = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of inOrder) {
    await tenant().apply(event.type, tenantId, event.data as never, event.at);
  }
}

/** Each source's replay as a stub: its events in the order told, two to a page. */
async function replayStubs(tenantId: string, events: readonly Told[]) {
  const stubs = {} as Record<AnalyticsSource, InternalApiStub>;
  for (const source of analyticsSources) {
    const envelopes: EventEnvelope[] = events
      .filter((event) => event.source === source)
      .map((event, index) =>
        replayedEvent(event.type, event.data as never, {
          tenantId,
          key: String(index),
          occurredAt: event.at,
        }),
      );
    stubs[source] = await new InternalApiStub(internalSecret)
      .on(analyticsReplayApi[source], ({ query }) => {
        if (query.tenantId !== tenantId) return { status: 200, body: { events: [], next: null } };
        const start = Number(query.after ?? 0);
        const next = start + 2 < envelopes.length ? String(start + 2) : null;
        return { status: 200, body: { events: envelopes.slice(start, start + 2), next } };
      })
      .start();
  }
  const target = (stub: InternalApiStub) => ({ baseUrl: stub.url, internalSecret, timeoutMs: 1000 });
  return {
    stubs,
    replays: analyticsReplays({
      customer: target(stubs.customer),
      billing: target(stubs.billing),
      routing: target(stubs.routing),
      weight: target(stubs.weight),
    }),
    stop: () => Promise.all(analyticsSources.map((source) => stubs[source].stop())),
  };
}

/** Once the analytics job has computed every marked day and board of the business. */
async function computed(tenantId: string): Promise<void> {
  await waitFor(
    async () => (await tenant().db.collection('analytics_dirty').countDocuments({ tenantId })) === 0,
    { timeoutMs: 20_000, what: 'the marked days to be computed' },
  );
}

/** The overview of every period; Recent Activity without its ids, which are the events' own. */
async function overviews(owner: Record<string, string>): Promise<Record<AnalyticsPeriod, unknown>> {
  const all = {} as Record<AnalyticsPeriod, unknown>;
  for (const period of analyticsPeriods) {
    const res = await tenant().api().get('/api/analytics/overview').query({ period }).set(owner).expect(200);
    const overview: AnalyticsOverview = analyticsOverview.parse(res.body);
    all[period] = {
      ...overview,
      recentActivity: overview.recentActivity.map(({ id: _id, ...item }) => item),
    };
  }
  return all;
}

const tenancyOf = (): Tenancy => buildTenancy(tenant().service.deps, tenant().clock);

async function businessNamed(tenancy: Tenancy, subdomain: string) {
  const [target] = await rebuildTargets(tenancy, subdomain);
  if (!target) throw new Error(`${subdomain} is not set up`);
  return target;
}

describe('rebuilding analytics from the sources’ replays', () => {
  it('gives the same figures as the events delivered live, again on a second rebuild, and touches no other business', async () => {
    const mine = await tenant().registered();
    const other = await tenant().registered();
    const history = businessHistory();
    await deliverLive(mine.tenantId, history);
    await deliverLive(other.tenantId, businessHistory().slice(0, 6));
    await computed(mine.tenantId);
    await computed(other.tenantId);
    const live = await overviews(mine.owner);
    const others = await overviews(other.owner);
    expect(live['30d']).toMatchObject({
      revenue: { current: 6000 },
      customers: { total: 2, new: 3 },
      operations: { totalOrders: 1, completedRoutes: 1 },
      environmental: { totalWeight: 21.5, recycledWeight: 12.5 },
    });

    const sources = await replayStubs(mine.tenantId, history);
    try {
      const tenancy = tenancyOf();
      // The read model is lost: nothing shows until it is rebuilt.
      const { facts, days, dirty, boards, activity } = tenancy.analytics;
      for (const store of [facts, days, dirty, boards, activity]) await store.forgetTenant(mine.tenantId);
      const lost = analyticsOverview.parse(
        (await tenant().api().get('/api/analytics/overview').set(mine.owner).expect(200)).body,
      );
      expect(lost).toMatchObject({ hasActivity: false, revenue: { current: 0 }, recentActivity: [] });

      const target = await businessNamed(tenancy, mine.body.subdomain);
      const first = await rebuildAnalytics(tenancy, sources.replays, target);
      expect(first).toMatchObject({
        tenantId: mine.tenantId,
        subdomain: mine.body.subdomain,
        events: { customer: 4, billing: 5, routing: 4, weight: 3 },
      });
      // Each source was read page by page, each call naming the business.
      expect(sources.stubs.billing.calls.map((call) => call.path)).toEqual(
        Array(3).fill(analyticsReplayApi.billing.path),
      );
      await computed(mine.tenantId);
      expect(await overviews(mine.owner)).toEqual(live);

      await rebuildAnalytics(tenancy, sources.replays, target);
      await computed(mine.tenantId);
      expect(await overviews(mine.owner)).toEqual(live);
      expect(await overviews(other.owner)).toEqual(others);
    } finally {
      await sources.stop();
    }
  }, 60_000);

  it('stops with the source’s name when one cannot be reached, leaving the figures as they were', async () => {
    const mine = await tenant().registered();
    const history = businessHistory();
    await deliverLive(mine.tenantId, history.slice(0, 5));
    await computed(mine.tenantId);
    const before = await overviews(mine.owner);
    const sources = await replayStubs(mine.tenantId, history);
    sources.stubs.weight.failWith = 500;
    try {
      const tenancy = tenancyOf();
      const rebuilding = rebuildAnalytics(
        tenancy,
        sources.replays,
        await businessNamed(tenancy, mine.body.subdomain),
      );
      await expect(rebuilding).rejects.toThrow(PeerUnavailableError);
      await expect(rebuilding).rejects.toThrow('weight is unavailable');
      expect(await overviews(mine.owner)).toEqual(before);
    } finally {
      await sources.stop();
    }
  });

  it('names the businesses a rebuild covers: one by its subdomain, or every one', async () => {
    const tenancy = tenancyOf();
    const first = await tenant().registered();
    const second = await tenant().registered();

    expect((await rebuildTargets(tenancy, first.body.subdomain)).map((t) => t.id)).toEqual([first.tenantId]);
    const every = (await rebuildTargets(tenancy, 'all')).map((t) => t.id);
    expect(every).toEqual(expect.arrayContaining([first.tenantId, second.tenantId]));
    await expect(rebuildTargets(tenancy, 'no-such-business')).rejects.toThrow(
      'No business has the subdomain "no-such-business"',
    );
  });
});
