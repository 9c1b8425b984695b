import {
  type AnalyticsReplayPage,
  type AnalyticsReplayQuery,
  type AnalyticsSource,
  analyticsSources,
} from '@pickup/contracts';
import { daysBetween, dayOf } from './analytics-calendar';
import { applyAnalyticsEvent } from './analytics-projection';
import type { Tenancy, Tenant } from './model';
import { setUpTenant } from './tenants';

/**
 * Rebuilding a business's analytics from scratch (docs/analytics.md, Rebuilding): everything it
 * held is forgotten, each source service tells its current state again as the catalogue's events
 * (its replay), the live projection applies them (marking the days of each fact), and every day
 * from the first event to today is marked for the analytics job to compute again, with the board.
 * The read model is never read from the sources' databases, only from what they tell.
 */

/** The sources' replays, a page at a time. */
export interface AnalyticsReplays {
  page(
    source: AnalyticsSource,
    query: Pick<AnalyticsReplayQuery, 'tenantId' | 'limit'> & { after?: string },
  ): Promise<AnalyticsReplayPage>;
}

export interface RebuildSummary {
  tenantId: string;
  subdomain: string;
  /** How many events each source told. */
  events: Record<AnalyticsSource, number>;
  durationMs: number;
}

/** A source answered something a rebuild cannot trust; it stops rather than count it. */
export class ReplayRefusedError extends Error {
  constructor(source: AnalyticsSource, reason: string) {
    super(`The ${source} service's replay ${reason}`);
    this.name = 'ReplayRefusedError';
  }
}

/** Events per page asked of a source: the contract's default. */
const pageSize = 500;

const firstPage = (replays: AnalyticsReplays, source: AnalyticsSource, tenantId: string) =>
  replays.page(source, { tenantId, limit: pageSize });

/**
 * One source's pages from its first (already read), each event applied in the order told;
 * answers how many there were and the earliest moment told.
 */
async function replaySource(
  tenancy: Tenancy,
  replays: AnalyticsReplays,
  source: AnalyticsSource,
  tenantId: string,
  first: AnalyticsReplayPage,
): Promise<{ told: number; earliest: number }> {
  let page = first;
  let told = 0;
  let earliest = Infinity;
  for (;;) {
    for (const event of page.events) {
      if (event.tenantId !== tenantId) throw new ReplayRefusedError(source, 'told another business’s event');
      await applyAnalyticsEvent(tenancy, event);
      earliest = Math.min(earliest, Date.parse(event.occurredAt));
    }
    told += page.events.length;
    const after = page.next;
    if (after === null) return { told, earliest };
    page = await replays.page(source, { tenantId, limit: pageSize, after });
    if (page.next === after) throw new ReplayRefusedError(source, 'repeated its cursor');
  }
}

async function forget(tenancy: Tenancy, tenantId: string): Promise<void> {
  const { facts, days, dirty, boards, activity } = tenancy.analytics;
  await Promise.all([facts, days, dirty, boards, activity].map((store) => store.forgetTenant(tenantId)));
}

/**
 * Rebuilds one business's analytics from its sources' replays. Every source's first page is read
 * before anything is forgotten, so a source that is down leaves the analytics as they were; one
 * lost midway leaves them partly rebuilt, until the rebuild is run again.
 */
export async function rebuildAnalytics(
  tenancy: Tenancy,
  replays: AnalyticsReplays,
  tenant: Pick<Tenant, 'id' | 'subdomain'>,
): Promise<RebuildSummary> {
  const startedAt = performance.now();
  const firstPages = await Promise.all(
    analyticsSources.map(async (source) => ({ source, page: await firstPage(replays, source, tenant.id) })),
  );
  await forget(tenancy, tenant.id);
  let earliest = Infinity;
  const events = {} as Record<AnalyticsSource, number>;
  // In the contract's order, customers first: the other sources' facts take the customer's zone and name.
  for (const { source, page } of firstPages) {
    const replayed = await replaySource(tenancy, replays, source, tenant.id, page);
    events[source] = replayed.told;
    earliest = Math.min(earliest, replayed.earliest);
  }

  const { timeZone } = await tenancy.settings.find(tenant.id);
  if (earliest !== Infinity) {
    const today = dayOf(tenancy.clock.now(), timeZone);
    for (const day of daysBetween(dayOf(new Date(earliest), timeZone), today)) {
      await tenancy.analytics.dirty.markDay(tenant.id, day);
    }
  }
  await tenancy.analytics.dirty.markBoard(tenant.id);
  return {
    tenantId: tenant.id,
    subdomain: tenant.subdomain,
    events,
    durationMs: performance.now() - startedAt,
  };
}

/** Businesses read at once when rebuilding every one. */
const tenantPage = 100;

/**
 * The businesses a rebuild covers: the one of that subdomain, or every set-up business for `all`
 * (listed first, so one registered meanwhile is simply left for its own live events).
 */
export async function rebuildTargets(tenancy: Tenancy, which: string): Promise<Tenant[]> {
  if (which !== 'all') {
    const tenant = await tenancy.tenants.findBySubdomain(which.trim().toLowerCase());
    if (!tenant) throw new Error(`No business has the subdomain "${which}"`);
    return [await setUpTenant(tenancy, tenant.id)];
  }
  const tenants: Tenant[] = [];
  for (let page = 1; ; page += 1) {
    const listed = await tenancy.tenants.list({}, { page, limit: tenantPage });
    tenants.push(...listed.tenants);
    if (page >= listed.pagination.totalPages) return tenants;
  }
}
