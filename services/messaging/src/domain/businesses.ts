import type { EventData } from '@pickup/contracts';
import type { Messaging } from './model';

/**
 * tenant.registered and tenant.updated: the business's name (an operator's rename arrives only
 * so) and its subdomain, which its page's address is made of.
 */
export async function applyBusinessFacts(
  messaging: Messaging,
  tenantId: string,
  { businessName, subdomain }: EventData<'tenant.registered'>,
  asOf: Date,
): Promise<boolean> {
  const named = await messaging.businesses.applyName(tenantId, businessName, asOf);
  const placed = await messaging.businesses.applySubdomain(tenantId, subdomain, asOf);
  return named || placed;
}

/** tenant.settings.updated: the name again, and how the business is reached (the support page too) and dressed. */
export async function applyBusinessSettings(
  messaging: Messaging,
  tenantId: string,
  { businessName, email, phone, website, primaryColor }: EventData<'tenant.settings.updated'>,
  asOf: Date,
): Promise<boolean> {
  const named = await messaging.businesses.applyName(tenantId, businessName, asOf);
  const contact = await messaging.businesses.applyContact(
    tenantId,
    { email, phone, website, primaryColor },
    asOf,
  );
  return named || contact;
}
