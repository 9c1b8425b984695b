import {
  co2eAvoidedLbs,
  type DiversionReportQuery,
  type DiversionReportRow,
  type ServiceZone,
} from '@pickup/contracts';
import type { BusinessDay, WeightFact } from './analytics-model';
import type { Tenancy } from './model';
import { setUpTenant } from './tenants';

/**
 * The diversion report (docs/analytics.md): what municipal and grant programmes ask a compost
 * hauler for. Every weighed bucket between two days of the business's calendar, one line per month
 * and service zone (the household's zone when the bucket was weighed), and the whole range's total.
 */

export type DiversionFigures = Omit<DiversionReportRow, 'month' | 'zone'>;

export interface DiversionReport {
  businessName: string;
  subdomain: string;
  from: BusinessDay;
  to: BusinessDay;
  rows: DiversionReportRow[];
  total: DiversionFigures;
}

/** Weights are entered to a tenth of a pound; sums and rates are shown the same way. */
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

function figuresOf(buckets: readonly WeightFact[]): DiversionFigures {
  const pounds = buckets.reduce((sum, bucket) => sum + bucket.pounds, 0);
  const contaminatedBuckets = buckets.filter((bucket) => bucket.contaminated).length;
  return {
    pounds: oneDecimal(pounds),
    households: new Set(buckets.map((bucket) => bucket.customerId)).size,
    buckets: buckets.length,
    contaminatedBuckets,
    contaminationRate: buckets.length ? oneDecimal((contaminatedBuckets / buckets.length) * 100) : null,
    co2eAvoidedLbs: oneDecimal(co2eAvoidedLbs(pounds)),
  };
}

/** Months in order; within a month, zones alphabetically and households without a zone last. */
function byMonthThenZone(a: DiversionReportRow, b: DiversionReportRow): number {
  if (a.month !== b.month) return a.month < b.month ? -1 : 1;
  if (a.zone === b.zone) return 0;
  if (a.zone === null) return 1;
  if (b.zone === null) return -1;
  return a.zone < b.zone ? -1 : 1;
}

export function diversionRows(buckets: readonly WeightFact[]): DiversionReportRow[] {
  const groups = new Map<string, { month: string; zone: ServiceZone | null; buckets: WeightFact[] }>();
  for (const bucket of buckets) {
    const month = bucket.day.slice(0, 7);
    const key = `${month}|${bucket.zone ?? ''}`;
    const group = groups.get(key) ?? { month, zone: bucket.zone, buckets: [] };
    group.buckets.push(bucket);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ month, zone, buckets: inGroup }) => ({ month, zone, ...figuresOf(inGroup) }))
    .sort(byMonthThenZone);
}

/** The report of the business's buckets from one day to another, inclusive; a range with none gives a zero total. */
export async function diversionReport(
  tenancy: Tenancy,
  tenantId: string,
  { from, to }: Pick<DiversionReportQuery, 'from' | 'to'>,
): Promise<DiversionReport> {
  const tenant = await setUpTenant(tenancy, tenantId);
  const buckets = await tenancy.analytics.facts.weightsBetween(tenantId, from, to);
  return {
    businessName: tenant.businessName,
    subdomain: tenant.subdomain,
    from,
    to,
    rows: diversionRows(buckets),
    // Households over the whole range: one served every month is one household, not twelve.
    total: figuresOf(buckets),
  };
}
