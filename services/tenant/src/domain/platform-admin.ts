import {
  type AdminAnalytics,
  type AdminCreateTenantBody,
  type AdminTenant,
  type AdminUpdateTenantBody,
  demoRequestStatuses,
  type EventActor,
  tenantMessages,
  tenantSubscriptionStatuses,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit';
import { announceUpdate } from '../events/tenant-events';
import { domainChanges } from './custom-domains';
import { demoRequestView } from './demo-requests';
import { type Tenancy, type Tenant, type TenantChanges, TenantFieldTakenError } from './model';
import { platformGrowth } from './platform-growth';
import { domainTaken, provisionBusiness, subdomainTaken, takenFieldError } from './registration';
import { setUpTenant } from './tenants';

const recentCount = 5;

export function adminTenantOf(tenant: Tenant): AdminTenant {
  return {
    id: tenant.id,
    businessName: tenant.businessName,
    subdomain: tenant.subdomain,
    customDomain: tenant.customDomain,
    // Set by the time a business is set up, the only ones the operator sees.
    ownerEmail: tenant.ownerEmail ?? '',
    subscriptionTier: tenant.subscriptionTier,
    subscriptionStatus: tenant.subscriptionStatus,
    stripeOnboarded: tenant.stripeOnboarded,
    isActive: tenant.isActive,
    createdAt: tenant.createdAt.toISOString(),
    updatedAt: tenant.updatedAt.toISOString(),
  };
}

/** The operator creates a business the way registration does; identity invites its owner by e-mail. */
export async function createTenantForOwner(
  tenancy: Tenancy,
  body: AdminCreateTenantBody,
  actor: EventActor,
): Promise<Tenant> {
  const { tenant } = await provisionBusiness(tenancy, {
    subdomain: body.subdomain,
    businessName: body.businessName,
    customDomain: body.customDomain ?? null,
    ...(body.subscriptionStatus ? { subscriptionStatus: body.subscriptionStatus } : {}),
    owner: {
      kind: 'invitation',
      email: body.ownerEmail,
      firstName: body.ownerFirstName ?? 'Business',
      lastName: body.ownerLastName ?? 'Owner',
    },
    actor,
  });
  return tenant;
}

/**
 * The operator edits a business: each change is announced (tenant.updated), and identity and the
 * gateway stop the sign-ins and public pages of one switched off. A new domain is unverified again.
 */
export async function updateTenantAsAdmin(
  tenancy: Tenancy,
  tenantId: string,
  body: AdminUpdateTenantBody,
  actor: EventActor,
): Promise<Tenant> {
  await setUpTenant(tenancy, tenantId);
  if (body.subdomain) {
    const holder = await tenancy.tenants.findBySubdomain(body.subdomain);
    if (holder && holder.id !== tenantId) throw subdomainTaken();
  }
  if (body.customDomain) {
    const holder = await tenancy.tenants.findByCustomDomain(body.customDomain);
    if (holder && holder.id !== tenantId) throw domainTaken();
  }
  const decide = (current: Tenant): TenantChanges => ({
    ...(body.businessName === undefined ? {} : { businessName: body.businessName }),
    ...(body.subdomain === undefined ? {} : { subdomain: body.subdomain }),
    ...(body.subscriptionStatus === undefined ? {} : { subscriptionStatus: body.subscriptionStatus }),
    ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    ...(body.customDomain === undefined ? {} : (domainChanges(current, body.customDomain) ?? {})),
  });
  try {
    const updated = await tenancy.tenants.update(tenantId, decide, announceUpdate(actor));
    if (!updated) throw notFound(tenantMessages.tenantNotFound);
    return updated;
  } catch (error) {
    if (error instanceof TenantFieldTakenError) throw takenFieldError(error);
    throw error;
  }
}

/**
 * The operator's overview: real counts of businesses and demo requests, the latest of each, and
 * how the platform grew over the last 12 months (businesses, MRR, demo requests and conversion).
 */
export async function platformAnalytics(tenancy: Tenancy): Promise<AdminAnalytics> {
  const { tenants, demoRequests } = tenancy;
  const firstPage = { page: 1, limit: recentCount };
  const [
    totalTenants,
    activeTenants,
    bySubscription,
    totalDemoRequests,
    byDemoStatus,
    recentDemo,
    recentTenants,
    businesses,
    planHistory,
    arrivals,
  ] = await Promise.all([
    tenants.count({}),
    tenants.count({ isActive: true }),
    Promise.all(tenantSubscriptionStatuses.map((status) => tenants.count({ subscriptionStatus: status }))),
    demoRequests.count({}),
    Promise.all(demoRequestStatuses.map((status) => demoRequests.count({ status }))),
    demoRequests.list({}, firstPage),
    tenants.list({}, firstPage),
    tenants.timelines(),
    tenancy.planHistory.all(),
    demoRequests.arrivals(),
  ]);
  const demoRequestsByStatus = Object.fromEntries(
    demoRequestStatuses.map((status, i) => [status, byDemoStatus[i] ?? 0]),
  ) as AdminAnalytics['demoRequestsByStatus'];
  return {
    overview: {
      totalTenants,
      activeTenants,
      newDemoRequests: demoRequestsByStatus.new,
      totalDemoRequests,
    },
    demoRequestsByStatus,
    tenantsBySubscription: Object.fromEntries(
      tenantSubscriptionStatuses.map((status, i) => [status, bySubscription[i] ?? 0]),
    ) as AdminAnalytics['tenantsBySubscription'],
    recentDemoRequests: recentDemo.demoRequests.map(demoRequestView),
    recentTenants: recentTenants.tenants.map(adminTenantOf),
    ...platformGrowth(tenancy.clock.now(), { businesses, planHistory, demoRequests: arrivals }),
  };
}
