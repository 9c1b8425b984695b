import { type DomainStatus, domainVerification, type EventActor, tenantMessages } from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit';
import { announceUpdate } from '../events/tenant-events';
import { type Tenancy, type Tenant, TenantFieldTakenError } from './model';
import { domainTaken, takenFieldError } from './registration';
import { setUpTenant } from './tenants';

/** The TXT record's value that proves the business controls its domain. */
export const verificationValueOf = (tenantId: string) => `${domainVerification.txtValuePrefix}${tenantId}`;

export function domainStatusOf(tenancy: Tenancy, tenant: Tenant): DomainStatus {
  return {
    customDomain: tenant.customDomain,
    verified: tenant.customDomainVerified,
    verifiedAt: tenant.customDomainVerifiedAt?.toISOString() ?? null,
    records: tenant.customDomain
      ? [
          { type: 'A', name: '@', value: tenancy.hosting.ingressAddress },
          { type: 'TXT', name: domainVerification.txtRecordName, value: verificationValueOf(tenant.id) },
        ]
      : [],
    propagationNote: domainVerification.propagationNote,
  };
}

/** The changes of a new custom domain (or none): a new one is unverified until its TXT record is found. */
export function domainChanges(tenant: Tenant, customDomain: string | null) {
  if (customDomain === tenant.customDomain) return null;
  return { customDomain, customDomainVerified: false, customDomainVerifiedAt: null };
}

/** Sets, changes or removes a domain; 409 when another business uses it. */
export async function setCustomDomain(
  tenancy: Tenancy,
  tenantId: string,
  customDomain: string | null,
  actor: EventActor,
): Promise<Tenant> {
  await setUpTenant(tenancy, tenantId);
  if (customDomain) {
    const holder = await tenancy.tenants.findByCustomDomain(customDomain);
    if (holder && holder.id !== tenantId) throw domainTaken();
  }
  try {
    const tenant = await tenancy.tenants.update(
      tenantId,
      (current) => domainChanges(current, customDomain),
      announceUpdate(actor),
    );
    if (!tenant) throw notFound(tenantMessages.tenantNotFound);
    return tenant;
  } catch (error) {
    if (error instanceof TenantFieldTakenError) throw takenFieldError(error);
    throw error;
  }
}

/**
 * Looks the TXT record up now. Found: the domain is verified (and the gateway starts serving it,
 * from the event); not yet: 409, nothing changes. An unanswered lookup counts as not found.
 */
export async function verifyCustomDomain(
  tenancy: Tenancy,
  tenantId: string,
  actor: EventActor,
): Promise<Tenant> {
  const tenant = await setUpTenant(tenancy, tenantId);
  const domain = tenant.customDomain;
  if (!domain) throw notFound(tenantMessages.noCustomDomain);
  const found = await tenancy.verifyTxt(domain, verificationValueOf(tenantId)).catch((error: unknown) => {
    tenancy.logger.warn({ err: error, domain }, 'TXT lookup failed');
    return false;
  });
  if (!found) throw conflict(tenantMessages.domainNotVerified);
  const verified = await tenancy.tenants.update(
    tenantId,
    // Only the domain looked up: one changed meanwhile stays unverified.
    (current) =>
      current.customDomain === domain && !current.customDomainVerified
        ? { customDomainVerified: true, customDomainVerifiedAt: tenancy.clock.now() }
        : null,
    announceUpdate(actor),
  );
  if (!verified) throw notFound(tenantMessages.tenantNotFound);
  return verified;
}
