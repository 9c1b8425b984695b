import { unlimited, type PlatformPlanLimits } from '@pickup/contracts/constants';

function limitText(count: number, what: string): string {
  return count === unlimited ? `Unlimited ${what}` : `Up to ${count.toLocaleString('en-US')} ${what}`;
}

/** A plan's limits as its card lists them ("Up to 50 customers", "Unlimited routes"). */
export function planLimitLines(limits: PlatformPlanLimits): string[] {
  return [
    limitText(limits.customers, 'customers'),
    limitText(limits.routes, 'routes'),
    limitText(limits.monthlyOrders, 'orders a month'),
  ];
}
