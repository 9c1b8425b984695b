import type { EventData } from '@pickup/contracts';
import type { Messaging } from './model';

/** tenant.registered and tenant.updated: the business's name (an operator's rename arrives only so). */
export function applyBusinessFacts(
  messaging: Messaging,
  tenantId: string,
  { businessName }: EventData<'tenant.registered'>,
  asOf: Date,
): Promise<boolean> {
  return messaging.businesses.applyName(tenantId, businessName, asOf);
}

/** tenant.settings.updated: the name again, and how the business is reached and dressed. */
export async function applyBusinessSettings(
  messaging: Messaging,
  tenantId: string,
  { businessName, email, phone, primaryColor }: EventData<'tenant.settings.updated'>,
  asOf: Date,
): Promise<boolean> {
  const named = await messaging.businesses.applyName(tenantId, businessName, asOf);
  const contact = await messaging.businesses.applyContact(tenantId, { email, phone, primaryColor }, asOf);
  return named || contact;
}
