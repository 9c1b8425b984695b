import type { EventData } from '@pickup/contracts';
import type { Clientele } from './model';

/**
 * The customer service's view of each business, from the tenant service's and billing's
 * announcements: enough to answer a household's sign-up and welcome it, to celebrate milestones,
 * and to hold the plan's customer limit, without asking anyone. A snapshot older than the one
 * held changes nothing.
 */

/** tenant.registered / tenant.updated: the business's name, address and whether it is switched on. */
export function applyBusiness(
  clientele: Clientele,
  { tenantId, subdomain, businessName, isActive }: EventData<'tenant.registered'>,
  asOf: Date,
): Promise<boolean> {
  return clientele.businesses.applyBusiness(
    { tenantId, subdomain: subdomain.toLowerCase(), businessName, isActive },
    asOf,
  );
}

/** tenant.settings.updated: the milestone interval, and the time zone pauses begin and end in. */
export async function applySettings(
  clientele: Clientele,
  tenantId: string,
  { milestoneInterval, timeZone }: EventData<'tenant.settings.updated'>,
  asOf: Date,
): Promise<boolean> {
  const [interval, zone] = await Promise.all([
    clientele.businesses.applyMilestoneInterval(tenantId, milestoneInterval, asOf),
    clientele.timeZones.apply(tenantId, timeZone, asOf),
  ]);
  return interval || zone;
}

/** billing's platform.subscription_updated: the plan's customer limit, and whether customers may be added. */
export function applyPlatformPlan(
  clientele: Clientele,
  tenantId: string,
  { limits, canCreate }: EventData<'platform.subscription_updated'>,
  asOf: Date,
): Promise<boolean> {
  return clientele.businesses.applyAllowance(tenantId, { customerLimit: limits.customers, canCreate }, asOf);
}
