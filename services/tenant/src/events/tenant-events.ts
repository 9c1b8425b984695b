import type { BusinessSettings, EventActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import { isDeepStrictEqual } from 'node:util';
import type { Tenant } from '../domain/model';

/** Builders of the tenant service's events: each use case hands them to the write that announces them. */

const snapshotOf = (tenant: Tenant) => ({
  tenantId: tenant.id,
  subdomain: tenant.subdomain,
  businessName: tenant.businessName,
  customDomain: tenant.customDomain,
  customDomainVerified: tenant.customDomainVerified,
  isActive: tenant.isActive,
  subscriptionStatus: tenant.subscriptionStatus,
});

/** `tenant.registered`: the business is set up (owner and payment account made) and served from now on. */
export function tenantRegistered(tenant: Tenant, actor: EventActor): DomainEvent {
  return domainEvent('tenant.registered', snapshotOf(tenant), { tenantId: tenant.id, actor });
}

/** `tenant.updated`: the business after any change, whole. */
export function tenantUpdated(tenant: Tenant, actor: EventActor): DomainEvent {
  return domainEvent('tenant.updated', snapshotOf(tenant), { tenantId: tenant.id, actor });
}

/** `tenant.settings.updated`: every setting, whole, with the business's name. */
export function settingsUpdated(
  tenantId: string,
  settings: BusinessSettings,
  actor: EventActor,
): DomainEvent {
  return domainEvent('tenant.settings.updated', settings, { tenantId, actor });
}

/**
 * The events of a change to a business: tenant.updated when what it carries changed, once the
 * business has been announced at all. Bookkeeping (set-up progress, the plan's facts) is not news.
 */
export const announceUpdate =
  (actor: EventActor) =>
  (after: Tenant, before: Tenant): DomainEvent[] =>
    after.provisioning === 'complete' && !isDeepStrictEqual(snapshotOf(after), snapshotOf(before))
      ? [tenantUpdated(after, actor)]
      : [];
