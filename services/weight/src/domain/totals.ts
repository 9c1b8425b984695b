import {
  co2eAvoidedLbs,
  type CustomerWeight,
  type CustomerWeightsQuery,
  type CustomerWeightsResult,
  gasolineGallonsFor,
  type HouseholdWeights,
  weightLimits,
  type WeightSummary,
  type WeightSummaryQuery,
} from '@pickup/contracts';
import { monthOf, periodStart } from './calendar';
import { businessToday } from './entries';
import type { WeighedBucket, WeighedCustomer, Weighing } from './model';
import { pendingWeights } from './pending';
import { roundLbs } from './review-rule';

/**
 * The business's totals, per customer and for a period, and a household's own numbers
 * (docs/weights.md says how each figure is computed).
 */

/** Entries compared for a trend, and how far apart their averages are still steady. */
const trendWindow = 4;
const steadyWithin = 0.1;

/** Per cent, and gallons, to one decimal. */
const oneDecimal = roundLbs;

const sumOf = (buckets: readonly WeighedBucket[]) => buckets.reduce((sum, bucket) => sum + bucket.weight, 0);
const averageOf = (buckets: readonly WeighedBucket[]) =>
  buckets.length > 0 ? roundLbs(sumOf(buckets) / buckets.length) : null;

/** Oldest pickup first; entries of one day in the order they were recorded. */
const chronologically = (a: WeighedBucket, b: WeighedBucket) =>
  a.pickupDate.localeCompare(b.pickupDate) || a.createdAt.getTime() - b.createdAt.getTime();

/** The last 4 entries' average against the 4 before them: up or down past 10 %, else steady. */
export function trendOf(buckets: readonly WeighedBucket[]): CustomerWeight['trend'] {
  const sorted = [...buckets].sort(chronologically);
  const recent = sorted.slice(-trendWindow);
  const before = sorted.slice(-2 * trendWindow, -trendWindow);
  const now = averageOf(recent);
  const then = averageOf(before);
  if (now === null || then === null || then === 0) return 'steady';
  if (now > then * (1 + steadyWithin)) return 'up';
  if (now < then * (1 - steadyWithin)) return 'down';
  return 'steady';
}

function customerWeightOf(customer: WeighedCustomer, buckets: readonly WeighedBucket[]): CustomerWeight {
  const last = [...buckets].sort(chronologically).at(-1);
  return {
    customerId: customer.customerId,
    customerName: customer.name,
    bucketNumber: customer.bucketNumber,
    totalWeight: roundLbs(sumOf(buckets)),
    entries: buckets.length,
    lastWeight: last?.weight ?? null,
    lastPickupDate: last?.pickupDate ?? null,
    averageWeight: averageOf(buckets),
    trend: trendOf(buckets),
    contaminationCount: buckets.filter((bucket) => bucket.contamination.length > 0).length,
  };
}

function byCustomer(buckets: readonly WeighedBucket[]): Map<string, WeighedBucket[]> {
  const grouped = new Map<string, WeighedBucket[]>();
  for (const bucket of buckets)
    grouped.set(bucket.customerId, [...(grouped.get(bucket.customerId) ?? []), bucket]);
  return grouped;
}

/** A page of the business's customers, by name, each with their totals. */
export async function customerWeights(
  weighing: Weighing,
  tenantId: string,
  { search, page, limit }: CustomerWeightsQuery,
): Promise<CustomerWeightsResult> {
  const listed = await weighing.customers.list(tenantId, search, { page, limit });
  const buckets = byCustomer(
    await weighing.entries.bucketsOf(
      tenantId,
      listed.items.map((customer) => customer.customerId),
    ),
  );
  return {
    customers: listed.items.map((customer) =>
      customerWeightOf(customer, buckets.get(customer.customerId) ?? []),
    ),
    pagination: listed.pagination,
  };
}

/** The stat cards and the Environmental Impact Summary of the period ending on the day. */
export async function weightSummary(
  weighing: Weighing,
  tenantId: string,
  { period, date }: WeightSummaryQuery,
): Promise<WeightSummary> {
  const day = date ?? (await businessToday(weighing, tenantId));
  const from = periodStart(period, day);
  const [totals, entriesToday, pending, needsReview] = await Promise.all([
    weighing.entries.periodTotals(tenantId, from, day),
    weighing.entries.countEnteredOn(tenantId, day),
    pendingWeights(weighing, tenantId, day),
    weighing.entries.countByStatus(tenantId, 'needs_review'),
  ]);
  const { totalWeight, entries, contaminated, households } = totals;
  const co2e = co2eAvoidedLbs(totalWeight);
  return {
    date: day,
    period,
    from,
    totalWeight: roundLbs(totalWeight),
    entries,
    entriesToday,
    pendingWeights: pending.pending.length,
    averageWeight: entries > 0 ? roundLbs(totalWeight / entries) : null,
    needsReview,
    contaminationRate: entries > 0 ? oneDecimal((contaminated / entries) * 100) : 0,
    impact: {
      divertedLbs: roundLbs(totalWeight),
      co2eAvoidedLbs: roundLbs(co2e),
      gasolineGallons: oneDecimal(gasolineGallonsFor(co2e)),
      householdsServed: households,
    },
  };
}

const noWeights: HouseholdWeights = {
  entries: [],
  monthly: [],
  lifetimeLbs: 0,
  lifetimeEntries: 0,
  averageWeight: null,
  co2eAvoidedLbs: 0,
  gasolineGallons: 0,
  since: null,
};

/** A signed-in customer's own weights: found by their login, never another household's. */
export async function householdWeights(
  weighing: Weighing,
  tenantId: string,
  userId: string,
): Promise<HouseholdWeights> {
  const customer = await weighing.customers.findByUserId(tenantId, userId);
  if (!customer) return noWeights;
  const buckets = (await weighing.entries.bucketsOf(tenantId, [customer.customerId])).sort(chronologically);
  if (buckets.length === 0) return noWeights;
  const months = new Map<string, WeighedBucket[]>();
  for (const bucket of buckets) {
    const month = monthOf(bucket.pickupDate);
    months.set(month, [...(months.get(month) ?? []), bucket]);
  }
  const lifetime = sumOf(buckets);
  const co2e = co2eAvoidedLbs(lifetime);
  return {
    entries: buckets
      .slice(-weightLimits.householdEntries)
      .reverse()
      .map(({ id, pickupDate, weight, materialTypes, contamination }) => ({
        id,
        pickupDate,
        weight,
        materialTypes,
        contamination,
      })),
    monthly: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, inMonth]) => ({ month, totalWeight: roundLbs(sumOf(inMonth)), entries: inMonth.length })),
    lifetimeLbs: roundLbs(lifetime),
    lifetimeEntries: buckets.length,
    averageWeight: averageOf(buckets),
    co2eAvoidedLbs: roundLbs(co2e),
    gasolineGallons: oneDecimal(gasolineGallonsFor(co2e)),
    since: buckets[0]?.pickupDate ?? null,
  };
}
