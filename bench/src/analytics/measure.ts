import {
  type AnalyticsPeriod,
  analyticsOverview,
  analyticsPeriods,
  billingInternalApi,
  identityInternalApi,
  tenantRegistrationResult,
} from '@pickup/contracts';
import { queuesOf } from '@pickup/kit';
import { InternalApiStub, TestTokenIssuer, uniqueName } from '@pickup/kit/testing';
import mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { deleteBrokerObjects } from '../cleanup';
import { settings } from '../settings';
import { round, summarize } from '../stats';
import type { ServerHandle } from '../sut/child';
import { businessHistory, type SeededBusiness } from './history';
import { startTenantService } from './tenant-process';

/** What the issue set out to reach; printed next to the figures, never enforced. */
export const analyticsGoals = { p99Ms: 200, largeOverSmall: 3 } as const;

export interface OverviewLatency {
  period: AnalyticsPeriod;
  small: { p50Ms: number; p99Ms: number };
  large: { p50Ms: number; p99Ms: number };
  /** Large ÷ small at p50 and p99. */
  ratioP50: number;
  ratioP99: number;
}

export interface AnalyticsResults {
  sizes: { small: number; large: number };
  requestsPerPeriodAndSize: number;
  /** Seconds spent writing each business's history into the read model. */
  seedSeconds: { small: number; large: number };
  periods: OverviewLatency[];
  goals: typeof analyticsGoals;
}

/** The default retry delays of a service's consumer, which name its retry queues. */
const serviceRetryDelaysMs = [1000, 5000, 15_000, 60_000];
const batchSize = 1000;
/** Nothing listens here: the overview calls no other service. */
const unused = 'http://127.0.0.1:1';
const timeZone = 'America/New_York';

/** Identity and billing as registration calls them: an owner login and a Connect account, each answered at once. */
async function registrationPeers() {
  const identity = await new InternalApiStub(settings.internalSecret)
    .on(identityInternalApi.createOwner, ({ body }) => ({
      status: 201,
      body: {
        user: {
          id: randomBytes(12).toString('hex'),
          username: body.email,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          role: 'owner',
          tenantId: body.tenantId,
        },
      },
    }))
    .start();
  const billing = await new InternalApiStub(settings.internalSecret)
    .on(billingInternalApi.createConnectAccount, () => ({
      status: 200,
      body: { onboardingUrl: 'https://connect.stripe.test/bench' },
    }))
    .start();
  return { identity, billing };
}

/** A business registered through the service's own wizard, so the overview finds it set up. */
async function registerBusiness(url: string, customers: number): Promise<{ tenantId: string }> {
  const res = await fetch(`${url}/api/tenants/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subdomain: `bench-${customers}-${randomBytes(3).toString('hex')}`,
      businessName: `Bench Compost ${customers}`,
      ownerEmail: `bench-${randomBytes(4).toString('hex')}@example.com`,
      ownerPassword: 'compost-bench-1',
      ownerFirstName: 'Bench',
      ownerLastName: 'Owner',
      customDomain: null,
    }),
  });
  if (res.status !== 201)
    throw new Error(`registering a business answered ${res.status}: ${await res.text()}`);
  return { tenantId: tenantRegistrationResult.parse(await res.json()).tenant.id };
}

/** Writes a business's history straight into the tenant service's analytics collections. */
async function seed(db: mongoose.Connection, business: SeededBusiness): Promise<void> {
  const insert = async (collection: string, docs: Record<string, unknown>[]) => {
    for (let start = 0; start < docs.length; start += batchSize) {
      await db.collection(collection).insertMany(docs.slice(start, start + batchSize), { ordered: false });
    }
  };
  await insert('analytics_facts', business.customerFacts);
  await insert('analytics_days', business.days);
  await insert('analytics_boards', [business.board]);
  await insert('analytics_activity', business.activity);
}

async function overviewMs(url: string, authorization: string, period: AnalyticsPeriod): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/analytics/overview?period=${period}`, { headers: { authorization } });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`the overview (${period}) answered ${res.status}`);
  return elapsed;
}

/** One real answer first: a run that measures errors fast must fail loudly instead. */
async function checkOverview(url: string, authorization: string, customers: number): Promise<void> {
  const res = await fetch(`${url}/api/analytics/overview?period=1y`, { headers: { authorization } });
  if (res.status !== 200) throw new Error(`the overview answered ${res.status}: ${await res.text()}`);
  const overview = analyticsOverview.parse(await res.json());
  if (!overview.hasActivity || overview.customers.total !== customers || overview.revenue.current <= 0) {
    throw new Error(`the overview does not show the seeded history: ${JSON.stringify(overview.customers)}`);
  }
}

/**
 * The owner's overview at two sizes of business, a year of history each, side by side: each
 * period asked of both in turn, the same number of times, one request at a time.
 */
export async function measureAnalytics(log: (line: string) => void): Promise<AnalyticsResults> {
  const { infra, analytics } = settings;
  const issuer = await new TestTokenIssuer().start();
  const peers = await registrationPeers();
  const names = {
    dbName: uniqueName('bench_analytics'),
    exchange: uniqueName('bench.analytics.events'),
    consumer: uniqueName('bench_analytics'),
  };
  let service: ServerHandle | null = null;
  const db = mongoose.createConnection(infra.mongoUrl, { dbName: names.dbName });
  try {
    service = await startTenantService({
      LOG_LEVEL: settings.serviceLogLevel,
      MONGO_URL: infra.mongoUrl,
      MONGO_DB_NAME: names.dbName,
      RABBITMQ_URL: infra.rabbitUrl,
      EVENTS_EXCHANGE: names.exchange,
      EVENTS_CONSUMER_NAME: names.consumer,
      REDIS_URL: infra.redisUrl,
      JWKS_URL: issuer.url,
      INTERNAL_SECRET: settings.internalSecret,
      IDENTITY_URL: peers.identity.url,
      BILLING_URL: peers.billing.url,
      CUSTOMER_URL: unused,
      ROUTING_URL: unused,
      WEIGHT_URL: unused,
      PUBLIC_DOMAIN: 'pickup.bench',
      INGRESS_ADDRESS: '203.0.113.10',
    });
    const url = service.url;
    await db.asPromise();

    const now = new Date();
    const businesses = { small: analytics.smallCustomers, large: analytics.largeCustomers };
    const tokens = {} as Record<keyof typeof businesses, string>;
    const seedSeconds = { small: 0, large: 0 };
    for (const size of ['small', 'large'] as const) {
      const customers = businesses[size];
      const { tenantId } = await registerBusiness(url, customers);
      const started = performance.now();
      log(`  seeding ${customers.toLocaleString('en-US')} customers and a year of history …`);
      await seed(db, businessHistory(tenantId, customers, timeZone, now));
      seedSeconds[size] = round((performance.now() - started) / 1000, 1);
      tokens[size] = `Bearer ${issuer.mint({ role: 'owner', tenantId, expiresInSeconds: 3600 })}`;
      await checkOverview(url, tokens[size], customers);
    }

    const periods: OverviewLatency[] = [];
    for (const period of analyticsPeriods) {
      log(`  ${period}: ${analytics.requests} requests at each size, alternating …`);
      const times = { small: [] as number[], large: [] as number[] };
      for (let warm = 0; warm < analytics.warmupRequests; warm += 1) {
        await overviewMs(url, tokens.small, period);
        await overviewMs(url, tokens.large, period);
      }
      for (let index = 0; index < analytics.requests; index += 1) {
        times.small.push(await overviewMs(url, tokens.small, period));
        times.large.push(await overviewMs(url, tokens.large, period));
      }
      const small = summarize(times.small);
      const large = summarize(times.large);
      periods.push({
        period,
        small: { p50Ms: round(small.p50, 1), p99Ms: round(small.p99, 1) },
        large: { p50Ms: round(large.p50, 1), p99Ms: round(large.p99, 1) },
        ratioP50: round(large.p50 / small.p50),
        ratioP99: round(large.p99 / small.p99),
      });
    }
    return {
      sizes: businesses,
      requestsPerPeriodAndSize: analytics.requests,
      seedSeconds,
      periods,
      goals: analyticsGoals,
    };
  } finally {
    await service?.stop();
    await db.dropDatabase().catch(() => undefined);
    await db.close();
    await Promise.all([peers.identity.stop(), peers.billing.stop(), issuer.stop()]);
    const queues = queuesOf(names.consumer);
    await deleteBrokerObjects(infra.rabbitUrl, {
      queues: [queues.main, queues.deadLetter, ...serviceRetryDelaysMs.map(queues.retry)],
      exchanges: [names.exchange],
    });
  }
}
