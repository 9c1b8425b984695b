import type { EventData } from '@pickup/contracts';
import type { Routing } from './model';

/** tenant.settings.updated: the business's time zone, which decides its "today" and its pickup times. */
export function applyBusinessSettings(
  routing: Routing,
  tenantId: string,
  { timeZone }: EventData<'tenant.settings.updated'>,
  asOf: Date,
): Promise<boolean> {
  return routing.timeZones.apply(tenantId, timeZone, asOf);
}
