import type { Job } from '@pickup/kit';
import { addDays, dayOf, instantAt } from './analytics-calendar';
import { boardHorizon, boardOf, dayTotalsOf } from './analytics-figures';
import { type AnalyticsBoard, type BusinessDay, factKey, type RoutePlanFact } from './analytics-model';
import type { Tenancy } from './model';

/**
 * The analytics job (docs/analytics.md): computes again each day and board a change marked, from
 * the facts as they are now. Every replica runs it; a lease per day and per board lets one compute
 * at a time, so an older computation is never written over a newer one. A marker is removed only
 * by the run that computed it, so one written during a computation is computed on the next run.
 */

/** Markers read at once; a run keeps reading while full batches come and some could be computed. */
const batchSize = 500;

/** Computes one day of a business again from its facts. */
export async function computeDay(tenancy: Tenancy, tenantId: string, day: BusinessDay): Promise<void> {
  const { facts, days } = tenancy.analytics;
  const [{ timeZone }, dayFacts] = await Promise.all([
    tenancy.settings.find(tenantId),
    facts.onDay(tenantId, day),
  ]);
  const routeIds = new Set(
    dayFacts.flatMap((fact) => (fact.kind === 'stop' && fact.collected ? [fact.routeId] : [])),
  );
  const plans = new Map<string, RoutePlanFact>();
  for (const routeId of routeIds) {
    const plan = await facts.find(tenantId, factKey.route(routeId));
    if (plan?.kind === 'route') plans.set(routeId, plan);
  }
  await days.put(dayTotalsOf(tenantId, day, dayFacts, plans, timeZone));
}

/** Computes a business's board again for its day now. */
export async function computeBoard(tenancy: Tenancy, tenantId: string): Promise<AnalyticsBoard> {
  const { facts, boards } = tenancy.analytics;
  const now = tenancy.clock.now();
  const { timeZone } = await tenancy.settings.find(tenantId);
  const today = dayOf(now, timeZone);
  const [customers, payments] = await Promise.all([
    facts.ofKind(tenantId, 'customer'),
    facts.paymentsSince(tenantId, boardHorizon(today)),
  ]);
  const board = boardOf(tenantId, today, customers, payments, {
    computedAt: now,
    nextDayAt: instantAt(addDays(today, 1), '00:00', timeZone),
  });
  await boards.put(board);
  return board;
}

export const dayLease = (tenantId: string, day: BusinessDay) => `day:${tenantId}:${day}`;
export const boardLease = (tenantId: string) => `board:${tenantId}`;

/** One pass over the marked days and boards; answers how many markers it removed. */
async function computeMarked(tenancy: Tenancy): Promise<{ read: number; removed: number }> {
  const { dirty, leases } = tenancy.analytics;
  const markers = await dirty.take(batchSize);
  const work = new Map<string, { tenantId: string; day: BusinessDay | null; ids: string[] }>();
  for (const marker of markers) {
    const name = marker.day ? dayLease(marker.tenantId, marker.day) : boardLease(marker.tenantId);
    const entry = work.get(name) ?? { tenantId: marker.tenantId, day: marker.day, ids: [] };
    entry.ids.push(marker.id);
    work.set(name, entry);
  }
  const done: string[] = [];
  for (const [name, { tenantId, day, ids }] of work) {
    const computed = await leases.tryHold(name, async () => {
      if (day) await computeDay(tenancy, tenantId, day);
      else await computeBoard(tenancy, tenantId);
    });
    // Taken: another replica computes it now and removes these markers when done.
    if (computed.held) done.push(...ids);
  }
  await dirty.remove(done);
  return { read: markers.length, removed: done.length };
}

/** How often the job looks for boards whose business's day has turned. */
const turnedEveryMs = 60_000;

/** Marks the boards of businesses whose day has turned since they were computed. */
async function markTurnedBoards(tenancy: Tenancy): Promise<void> {
  const { boards, dirty } = tenancy.analytics;
  for (const tenantId of await boards.turned(tenancy.clock.now(), batchSize)) {
    await dirty.markBoard(tenantId);
  }
}

/**
 * The job; `everyMs` is short so that the overview follows events within about a period. Once a
 * minute it also marks the boards whose business's day has turned, so that the first overview of
 * a day rarely has to compute its board itself.
 */
export function analyticsJob(tenancy: Tenancy, everyMs = 1000): Job {
  let turnedCheckedAt = 0;
  return {
    name: 'analytics',
    everyMs,
    async run() {
      if (Date.now() - turnedCheckedAt >= turnedEveryMs) {
        turnedCheckedAt = Date.now();
        await markTurnedBoards(tenancy);
      }
      for (;;) {
        const { read, removed } = await computeMarked(tenancy);
        if (read < batchSize || removed === 0) return;
      }
    },
  };
}
