import type { EventData } from '@pickup/contracts';
import type { Identity } from './model';

/**
 * Keeps identity's view of a business current from tenant.registered / tenant.updated. Events
 * may arrive late or twice: a snapshot older than the stored one changes nothing.
 */
export async function applyTenantSnapshot(
  identity: Identity,
  data: EventData<'tenant.registered'>,
  occurredAt: string,
): Promise<boolean> {
  return identity.tenants.apply(
    {
      id: data.tenantId,
      subdomain: data.subdomain.toLowerCase(),
      businessName: data.businessName,
      isActive: data.isActive,
    },
    new Date(occurredAt),
  );
}
