import {
  type EventActor,
  type ExistingAccountBody,
  systemActor,
  tenantMessages,
  type TenantSubscriptionStatus,
} from '@pickup/contracts';
import { AppError, conflict } from '@pickup/kit';
import { tenantRegistered } from '../events/tenant-events';
import {
  OwnerEmailTakenError,
  OwnerHasBusinessError,
  PeerUnavailableError,
  type Tenancy,
  type Tenant,
  TenantFieldTakenError,
} from './model';

/**
 * Registration, a saga over three services without a transaction between them:
 *
 * 1. the tenant is stored, `awaiting_owner`: its unique subdomain makes two identical requests
 *    one business;
 * 2. identity makes the owner (or gives a signed-in owner the business): `awaiting_payments`;
 * 3. billing makes the Stripe Connect account: `complete`, stored with `tenant.registered`.
 *
 * Each call is safe to repeat, so a retry of the same request resumes where the last one
 * stopped; the provisioning job finishes what callers leave (provisioning-job.ts).
 */

/** Who will own the business, and how identity learns of them. */
export type OwnerOfNewBusiness =
  | { kind: 'registration'; email: string; password: string; firstName: string; lastName: string }
  /** An owner who signed up without a business: identity gives them this one. */
  | { kind: 'signed_in'; userId: string }
  /** The platform operator's: identity invites the owner by e-mail to choose a password. */
  | { kind: 'invitation'; email: string; firstName: string; lastName: string };

export interface NewBusiness {
  subdomain: string;
  businessName: string;
  customDomain: string | null;
  subscriptionStatus?: TenantSubscriptionStatus;
  owner: OwnerOfNewBusiness;
  actor: EventActor;
}

export interface Provisioned {
  tenant: Tenant;
  /** The business's Stripe Connect onboarding. */
  onboardingUrl: string;
}

export const registrationUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', tenantMessages.registrationUnavailable);

/** 409 for an e-mail that has an account: the wizard's friendly panel. */
export function existingAccount(tenancy: Tenancy, businessName: string | null): AppError {
  const body: Omit<ExistingAccountBody, 'error' | 'code'> = {
    type: 'existing_account',
    businessName,
    loginUrl: `${tenancy.hosting.webBaseUrl}/login`,
    message: tenantMessages.existingAccount,
    suggestion: tenantMessages.existingAccountSuggestion,
  };
  return conflict(tenantMessages.existingAccount, body);
}

export const subdomainTaken = () =>
  new AppError('CONFLICT', tenantMessages.subdomainTaken, {
    details: [{ path: 'subdomain', message: tenantMessages.subdomainTaken }],
  });

export const domainTaken = () =>
  new AppError('CONFLICT', tenantMessages.domainTaken, {
    details: [{ path: 'customDomain', message: tenantMessages.domainTaken }],
  });

export const takenFieldError = (error: TenantFieldTakenError) =>
  error.field === 'subdomain' ? subdomainTaken() : domainTaken();

/** The business this owner already has, set up or still being set up. */
function ownedBy(tenancy: Tenancy, owner: OwnerOfNewBusiness): Promise<Tenant | null> {
  return owner.kind === 'signed_in'
    ? tenancy.tenants.findByOwnerUser(owner.userId)
    : tenancy.tenants.findByOwnerEmail(owner.email);
}

/**
 * The owner's business when this request repeats one still being set up (same owner, same
 * subdomain); a conflict when the owner has a business otherwise.
 */
function resumable(tenancy: Tenancy, business: NewBusiness, owned: Tenant): Tenant {
  if (owned.provisioning !== 'complete' && owned.subdomain === business.subdomain) return owned;
  if (business.owner.kind === 'signed_in') throw conflict(tenantMessages.alreadyHasBusiness);
  throw existingAccount(tenancy, owned.businessName);
}

async function ensureFree(tenancy: Tenancy, business: NewBusiness): Promise<void> {
  if (await tenancy.tenants.findBySubdomain(business.subdomain)) throw subdomainTaken();
  if (business.customDomain && (await tenancy.tenants.findByCustomDomain(business.customDomain))) {
    throw domainTaken();
  }
}

/** Step 1: the tenant, stored or found again. */
async function claim(tenancy: Tenancy, business: NewBusiness): Promise<Tenant> {
  const owned = await ownedBy(tenancy, business.owner);
  if (owned) return resumable(tenancy, business, owned);
  await ensureFree(tenancy, business);
  const { owner } = business;
  try {
    return await tenancy.tenants.insert({
      subdomain: business.subdomain,
      businessName: business.businessName,
      customDomain: business.customDomain,
      ownerEmail: owner.kind === 'signed_in' ? null : owner.email,
      ownerUserId: owner.kind === 'signed_in' ? owner.userId : null,
      subscriptionStatus: business.subscriptionStatus ?? 'trial',
    });
  } catch (error) {
    if (!(error instanceof TenantFieldTakenError)) throw error;
    // The same request, sent twice at once: the other one stored it.
    const again = await ownedBy(tenancy, owner);
    if (again) return resumable(tenancy, business, again);
    throw takenFieldError(error);
  }
}

/** Identity's half of step 2, for each kind of owner. */
function askIdentity(tenancy: Tenancy, tenant: Tenant, owner: OwnerOfNewBusiness) {
  switch (owner.kind) {
    case 'signed_in':
      return tenancy.owners.assignTenant(owner.userId, tenant.id);
    case 'registration':
      return tenancy.owners.createOwner({
        tenantId: tenant.id,
        email: owner.email,
        password: owner.password,
        firstName: owner.firstName,
        lastName: owner.lastName,
      });
    case 'invitation':
      return tenancy.owners.createOwner({
        tenantId: tenant.id,
        email: owner.email,
        firstName: owner.firstName,
        lastName: owner.lastName,
      });
  }
}

/**
 * Step 2: the owner. When identity refuses (the e-mail is another account's, the signed-in owner
 * has a business by now), the tenant is deleted at once, freeing its subdomain.
 */
export async function secureOwner(
  tenancy: Tenancy,
  tenant: Tenant,
  owner: OwnerOfNewBusiness,
): Promise<Tenant> {
  if (tenant.provisioning !== 'awaiting_owner') return tenant;
  let confirmed: { userId: string; email: string };
  try {
    confirmed = await askIdentity(tenancy, tenant, owner);
  } catch (error) {
    if (error instanceof OwnerEmailTakenError) {
      await tenancy.tenants.deleteAwaitingOwner(tenant.id);
      throw existingAccount(tenancy, null);
    }
    if (error instanceof OwnerHasBusinessError) {
      await tenancy.tenants.deleteAwaitingOwner(tenant.id);
      throw conflict(tenantMessages.alreadyHasBusiness);
    }
    throw error;
  }
  const updated = await tenancy.tenants.update(
    tenant.id,
    (current) =>
      current.provisioning === 'awaiting_owner'
        ? { ownerUserId: confirmed.userId, ownerEmail: confirmed.email, provisioning: 'awaiting_payments' }
        : null,
    () => [],
  );
  if (!updated) throw registrationUnavailable();
  return updated;
}

/** Step 3: the payment account, then the business is complete and announced (once). */
export async function completeProvisioning(
  tenancy: Tenancy,
  tenant: Tenant,
  actor: EventActor = systemActor,
): Promise<Provisioned> {
  const ownerEmail = tenant.ownerEmail;
  if (!ownerEmail) throw new Error(`Tenant ${tenant.id} has no owner yet`);
  const { onboardingUrl } = await tenancy.payments.createConnectAccount({
    tenantId: tenant.id,
    businessName: tenant.businessName,
    email: ownerEmail,
  });
  const completed = await tenancy.tenants.update(
    tenant.id,
    (current) => (current.provisioning === 'awaiting_payments' ? { provisioning: 'complete' } : null),
    (after) => [tenantRegistered(after, actor)],
  );
  if (!completed) throw registrationUnavailable();
  return { tenant: completed, onboardingUrl };
}

/**
 * A new business from start to finish, or from where an earlier attempt of the same request
 * stopped. 409 when the owner, subdomain or domain is another's; 503 when identity or billing
 * cannot be reached (the business is then finished or removed later).
 */
export async function provisionBusiness(tenancy: Tenancy, business: NewBusiness): Promise<Provisioned> {
  try {
    const claimed = await claim(tenancy, business);
    const owned = await secureOwner(tenancy, claimed, business.owner);
    return await completeProvisioning(tenancy, owned, business.actor);
  } catch (error) {
    if (error instanceof PeerUnavailableError) {
      tenancy.logger.warn({ err: error }, 'registration stopped half-way; it resumes on retry or by the job');
      throw registrationUnavailable();
    }
    throw error;
  }
}
