import { type EventActor, type TenantInfo, tenantMessages } from '@pickup/contracts';
import { notFound } from '@pickup/kit';
import { announceUpdate } from '../events/tenant-events';
import type { Hosting, Tenancy, Tenant } from './model';

/** A business that is set up: one still being set up, or gone, is not found. */
export async function setUpTenant(tenancy: Tenancy, tenantId: string): Promise<Tenant> {
  const tenant = await tenancy.tenants.find(tenantId);
  if (!tenant || tenant.provisioning !== 'complete') throw notFound(tenantMessages.tenantNotFound);
  return tenant;
}

/** A business visitors may see: set up and active; otherwise "Business Not Found". */
export function servedTenant(tenant: Tenant | null): Tenant {
  if (!tenant || tenant.provisioning !== 'complete' || !tenant.isActive) {
    throw notFound(tenantMessages.businessNotFound);
  }
  return tenant;
}

/** The business's own address: its subdomain of the product domain, on the web app's scheme and port. */
export function subdomainUrlOf(hosting: Hosting, subdomain: string): string {
  const web = new URL(hosting.webBaseUrl);
  return `${web.protocol}//${subdomain}.${hosting.publicDomain}${web.port ? `:${web.port}` : ''}`;
}

export function customDomainUrlOf(hosting: Hosting, customDomain: string | null): string | null {
  return customDomain ? `${new URL(hosting.webBaseUrl).protocol}//${customDomain}` : null;
}

export function tenantInfoOf(hosting: Hosting, tenant: Tenant): TenantInfo {
  return {
    id: tenant.id,
    businessName: tenant.businessName,
    subdomain: tenant.subdomain,
    customDomain: tenant.customDomain,
    customDomainVerified: tenant.customDomainVerified,
    subdomainUrl: subdomainUrlOf(hosting, tenant.subdomain),
    customDomainUrl: customDomainUrlOf(hosting, tenant.customDomain),
    subscriptionTier: tenant.subscriptionTier,
    subscriptionStatus: tenant.subscriptionStatus,
    stripeOnboarded: tenant.stripeOnboarded,
    onboardingCompleted: tenant.onboardingCompleted,
    isActive: tenant.isActive,
    createdAt: tenant.createdAt.toISOString(),
  };
}

/** The set-up checklist's last item; repeating it changes nothing. */
export async function completeOnboarding(
  tenancy: Tenancy,
  tenantId: string,
  actor: EventActor,
): Promise<Tenant> {
  await setUpTenant(tenancy, tenantId);
  const tenant = await tenancy.tenants.update(
    tenantId,
    () => ({ onboardingCompleted: true }),
    announceUpdate(actor),
  );
  if (!tenant) throw notFound(tenantMessages.tenantNotFound);
  return tenant;
}

/** The gateway's question on a cache miss: a set-up business by its slug, or by a verified custom domain. */
export async function resolveTenant(
  tenancy: Tenancy,
  query: { slug?: string; host?: string },
): Promise<Tenant> {
  const tenant = query.slug
    ? await tenancy.tenants.findBySubdomain(query.slug)
    : query.host
      ? await tenancy.tenants.findByCustomDomain(query.host)
      : null;
  const routable =
    tenant && tenant.provisioning === 'complete' && (query.slug || tenant.customDomainVerified);
  if (!routable) throw notFound(tenantMessages.businessNotFound);
  return tenant;
}
