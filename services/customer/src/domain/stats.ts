import { type CustomerStats, toDollars } from '@pickup/contracts';
import { countedStatuses } from './admission';
import type { Clientele } from './model';

/**
 * The five stat cards over the whole business: customers that count (neither archived nor
 * pending), the active and paused ones, the monthly revenue of everyone not archived, and that
 * revenue per active customer (at least one).
 */
export async function customerStatsOf(clientele: Clientele, tenantId: string): Promise<CustomerStats> {
  const { customers } = clientele;
  const [totalCustomers, active, paused, revenueCents] = await Promise.all([
    customers.count(tenantId, countedStatuses),
    customers.count(tenantId, ['active']),
    customers.count(tenantId, ['paused']),
    customers.monthlySpendCentsExcept(tenantId, ['archived']),
  ]);
  return {
    totalCustomers,
    active,
    paused,
    monthlyRevenue: toDollars(revenueCents),
    avgOrderValue: toDollars(Math.round(revenueCents / Math.max(1, active))),
  };
}
