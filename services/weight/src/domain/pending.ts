import { type EventActor, type EventData, type PendingWeight, weightLimits } from '@pickup/contracts';
import { createHash } from 'node:crypto';
import { roundLbs } from './review-rule';
import { businessToday, curbRecorder, storeNewEntry } from './entries';
import { todayIn } from './calendar';
import type { StopResult, Weighing } from './model';

/**
 * Routing's stop results: a collected stop waits for its weight (Pending Weights) until the
 * customer has an entry for that day; a curb weight becomes the customer's entry at once.
 */

/**
 * A curb weight's entry id, the same for every delivery of the stop's result: one entry per
 * business, route, customer and day, however often the result arrives.
 */
export function curbEntryId({ tenantId, routeId, customerId, date }: StopResult): string {
  return createHash('sha256')
    .update(`${tenantId}:${routeId}:${customerId}:${date}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * The weight the driver entered, to one decimal, when a bucket can weigh it (routing takes up to
 * 1,000 lbs); otherwise the stop waits for its weight like one not weighed.
 */
function curbWeightOf({ status, weight }: EventData<'stop.completed'>): number | null {
  if (status !== 'collected' || weight === null) return null;
  const lbs = roundLbs(weight);
  return lbs > 0 && lbs <= weightLimits.maxBucketLbs ? lbs : null;
}

/** Records the stop's curb weight as the customer's entry, once. */
async function recordCurbWeight(weighing: Weighing, result: StopResult, weight: number, actor: EventActor) {
  const customer = await weighing.customers.find(result.tenantId, result.customerId);
  const entryDate = todayIn(await weighing.timeZones.timeZoneOf(result.tenantId), result.at);
  await storeNewEntry(
    weighing,
    {
      id: curbEntryId(result),
      tenantId: result.tenantId,
      customerId: result.customerId,
      customerName: customer?.name ?? result.customerName,
      bucketNumber: customer?.bucketNumber ?? result.bucketNumber,
      weight,
      materialTypes: [],
      contamination: [],
      pickupDate: result.date,
      entryDate,
      notes: '',
      status: undefined,
      source: 'curb',
      routeId: result.routeId,
    },
    curbRecorder,
    actor,
  );
}

/**
 * stop.completed: holds the stop's latest result (a later one replaces it, an older one is
 * ignored) and, when that result is collected with a curb weight, records the entry (once, also
 * when the event comes again after a crash). A deleted customer's results are ignored.
 */
export async function applyStopResult(
  weighing: Weighing,
  tenantId: string,
  data: EventData<'stop.completed'>,
  actor: EventActor,
): Promise<boolean> {
  if (await weighing.customers.isDeleted(tenantId, data.customerId)) return false;
  const applied = await weighing.stops.apply({
    tenantId,
    routeId: data.routeId,
    customerId: data.customerId,
    date: data.date,
    status: data.status,
    weight: curbWeightOf(data),
    customerName: data.customerName,
    bucketNumber: data.bucketNumber,
    at: new Date(data.at),
  });
  const held = await weighing.stops.find(tenantId, data.routeId, data.customerId, data.date);
  if (held?.status === 'collected' && held.weight !== null) {
    await recordCurbWeight(weighing, held, held.weight, actor);
  }
  return applied;
}

/**
 * The customers collected on a day's routes (default today) who have no entry for that day yet,
 * each once (their first collected stop), by name.
 */
export async function pendingWeights(
  weighing: Weighing,
  tenantId: string,
  date?: string,
): Promise<{ date: string; pending: PendingWeight[] }> {
  const day = date ?? (await businessToday(weighing, tenantId));
  const collected = await weighing.stops.collectedWithoutWeight(tenantId, day);
  const ids = collected.map((stop) => stop.customerId);
  const [weighed, customers] = await Promise.all([
    weighing.entries.customersWeighedOn(tenantId, day, ids),
    weighing.customers.findMany(tenantId, ids),
  ]);
  const known = new Map(customers.map((customer) => [customer.customerId, customer]));
  const waiting = new Map<string, PendingWeight>();
  for (const stop of collected) {
    if (weighed.has(stop.customerId) || waiting.has(stop.customerId)) continue;
    const customer = known.get(stop.customerId);
    waiting.set(stop.customerId, {
      customerId: stop.customerId,
      customerName: customer?.name ?? stop.customerName,
      bucketNumber: customer?.bucketNumber ?? stop.bucketNumber,
      routeId: stop.routeId,
      pickupDate: stop.date,
      collectedAt: stop.at.toISOString(),
    });
  }
  const pending = [...waiting.values()].sort((a, b) => a.customerName.localeCompare(b.customerName));
  return { date: day, pending };
}
