import type {
  BusinessSettings,
  CustomerStatus,
  DemoRequestStatus,
  PageQuery,
  Pagination,
  PlatformPlanId,
  PlatformPlanLimits,
  PlatformSubscriptionStatus,
  TenantSubscriptionStatus,
} from '@pickup/contracts';
import type { DomainEvent, Logger } from '@pickup/kit';
import type { TxtVerifier } from '../domains/txt-verifier';
import type { LogoStore } from '../logos/logo-store';
import type { AnalyticsStores } from './analytics-model';

/**
 * What the tenant service's rules work with: plain data and the stores and services they need,
 * no database or HTTP types.
 */

export interface Clock {
  now(): Date;
}

/**
 * How far a new business has come. It is stored first (its subdomain is then held), its owner is
 * made or given it in identity, its Stripe Connect account is made in billing, and only then is
 * it announced (`tenant.registered`) and served.
 */
export type ProvisioningStep = 'awaiting_owner' | 'awaiting_payments' | 'complete';

/** The platform plan as billing last announced it (platform.subscription_updated). */
export interface PlatformPlanFacts {
  planId: PlatformPlanId;
  status: PlatformSubscriptionStatus;
  limits: PlatformPlanLimits;
  /** When billing's snapshot was true: an older one is ignored. */
  asOf: Date;
}

export interface Tenant {
  id: string;
  subdomain: string;
  businessName: string;
  customDomain: string | null;
  customDomainVerified: boolean;
  customDomainVerifiedAt: Date | null;
  /** Null only while an owner who signed up first is being given the business (see registration). */
  ownerEmail: string | null;
  ownerUserId: string | null;
  isActive: boolean;
  subscriptionTier: PlatformPlanId;
  subscriptionStatus: TenantSubscriptionStatus;
  plan: PlatformPlanFacts | null;
  stripeOnboarded: boolean;
  /** When billing's Connect account snapshot was true: an older one is ignored. */
  stripeOnboardedAsOf: Date | null;
  onboardingCompleted: boolean;
  provisioning: ProvisioningStep;
  createdAt: Date;
  updatedAt: Date;
}

export type NewTenant = Pick<
  Tenant,
  'subdomain' | 'businessName' | 'customDomain' | 'ownerEmail' | 'ownerUserId' | 'subscriptionStatus'
>;

/** What a change may set on a tenant. */
export type TenantChanges = Partial<Omit<Tenant, 'id' | 'createdAt' | 'updatedAt'>>;

/** A unique field another business holds already. */
export class TenantFieldTakenError extends Error {
  constructor(readonly field: 'subdomain' | 'customDomain') {
    super(`${field} is taken`);
    this.name = 'TenantFieldTakenError';
  }
}

export interface TenantListFilter {
  search?: string;
  isActive?: boolean;
}

export interface TenantStore {
  /** Holds the subdomain (and custom domain); TenantFieldTakenError when another business has it. */
  insert(tenant: NewTenant): Promise<Tenant>;
  find(id: string): Promise<Tenant | null>;
  findBySubdomain(subdomain: string): Promise<Tenant | null>;
  findByCustomDomain(domain: string): Promise<Tenant | null>;
  findByOwnerEmail(email: string): Promise<Tenant | null>;
  findByOwnerUser(userId: string): Promise<Tenant | null>;
  /**
   * Reads, decides and writes one tenant, over again when another write came in between:
   * `decide` answers the changes (null: nothing to change) and `announce` the events of the
   * result, stored with it. Answers the tenant after (as it is when nothing changed), null when
   * there is none; TenantFieldTakenError when a new subdomain or domain is another's.
   */
  update(
    id: string,
    decide: (tenant: Tenant) => TenantChanges | null,
    announce: (after: Tenant, before: Tenant) => DomainEvent[],
  ): Promise<Tenant | null>;
  /** Deletes a business whose owner identity never confirmed; false when it has confirmed one by now. */
  deleteAwaitingOwner(id: string): Promise<boolean>;
  /** Businesses still being set up, created before `createdBefore`, at most `limit`. */
  provisioningSince(createdBefore: Date, limit: number): Promise<Tenant[]>;
  /** Set-up businesses, newest first. */
  list(filter: TenantListFilter, page: PageQuery): Promise<{ tenants: Tenant[]; pagination: Pagination }>;
  count(filter: { isActive?: boolean; subscriptionStatus?: TenantSubscriptionStatus }): Promise<number>;
  /** Set-up, active businesses whose name holds every word of the search (any case), by name, at most `limit`. */
  searchActiveByName(search: string, limit: number): Promise<Tenant[]>;
  /** Every set-up business, switched off or not, as the operator's analytics reads it. */
  timelines(): Promise<BusinessTimeline[]>;
}

/** What the operator's analytics reads of a business: when it came, its owner and its plan now. */
export type BusinessTimeline = Pick<Tenant, 'id' | 'ownerEmail' | 'plan' | 'createdAt'>;

/** Settings as the owner changed them; businessName lives on the tenant. */
export type StoredSettings = Omit<BusinessSettings, 'businessName'>;

export interface SettingsStore {
  /** The business's settings, each with its default until changed. */
  find(tenantId: string): Promise<StoredSettings>;
  /**
   * Applies the changes (read, merge, write; again when another write came in between); the
   * events are made of the result and stored with it. When nothing changes, no event is made,
   * unless `announceUnchanged` (something the events carry changed elsewhere). Answers the
   * settings before and after.
   */
  update(
    tenantId: string,
    changes: Partial<StoredSettings>,
    announce: (after: StoredSettings) => DomainEvent[],
    options?: { announceUnchanged?: boolean },
  ): Promise<{ before: StoredSettings; after: StoredSettings }>;
}

export interface DemoRequest {
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  status: DemoRequestStatus;
  notes: string;
  createdAt: Date;
  contactedAt: Date | null;
}

export type NewDemoRequest = Pick<DemoRequest, 'name' | 'email' | 'company' | 'phone' | 'message'>;

export interface DemoRequestStore {
  create(request: NewDemoRequest, now: Date): Promise<DemoRequest>;
  /** Sets the status (and notes when given); contactedAt the first time it leaves new. Null when unknown. */
  setStatus(
    id: string,
    change: { status: DemoRequestStatus; notes?: string },
    now: Date,
  ): Promise<DemoRequest | null>;
  list(
    filter: { status?: DemoRequestStatus },
    page: PageQuery,
  ): Promise<{ demoRequests: DemoRequest[]; pagination: Pagination }>;
  count(filter: { status?: DemoRequestStatus }): Promise<number>;
  /** Every request's e-mail and when it came, oldest first. */
  arrivals(): Promise<Pick<DemoRequest, 'email' | 'createdAt'>[]>;
}

/** One platform plan billing announced for a business (platform.subscription_updated). */
export interface PlatformPlanPoint {
  tenantId: string;
  planId: PlatformPlanId;
  status: PlatformSubscriptionStatus;
  /** When billing's snapshot was true. */
  asOf: Date;
}

/** Each business's platform plans over time, for the operator's MRR. */
export interface PlatformPlanHistoryStore {
  /** Keeps the announcement once (one per business and moment); whether it was new. */
  record(point: PlatformPlanPoint): Promise<boolean>;
  /** Every announcement of every business, oldest first. */
  all(): Promise<PlatformPlanPoint[]>;
}

/** Orders placed per business per calendar month (in the business's time zone). */
export interface OrderCountStore {
  /** Counts an order once, by the id of the event that announced it; false when counted before. */
  countOnce(tenantId: string, month: string, eventId: string): Promise<boolean>;
  current(tenantId: string, month: string): Promise<number>;
}

/**
 * Each business's customers as the customer service announced them (their status only), for plan
 * usage. A deleted customer is never brought back by a late snapshot.
 */
export interface CustomerStatusStore {
  /** Holds the status unless a newer snapshot is held or the customer was deleted; whether it was applied. */
  applySnapshot(tenantId: string, customerId: string, status: CustomerStatus, asOf: Date): Promise<boolean>;
  /** Forgets the customer for good; false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /** The customers held (not deleted) whose status is none of these. */
  countExcept(tenantId: string, statuses: readonly CustomerStatus[]): Promise<number>;
}

/**
 * Each business's routes as the routing service announced them (that they exist), for plan usage.
 * A deleted route is never brought back by a late snapshot.
 */
export interface RouteStore {
  /** Holds the route unless a newer snapshot is held or it was deleted; whether it was applied. */
  applySnapshot(tenantId: string, routeId: string, name: string, asOf: Date): Promise<boolean>;
  /** Forgets the route for good; false when already deleted. */
  applyDeletion(tenantId: string, routeId: string, at: Date): Promise<boolean>;
  /** The routes held (not deleted). */
  count(tenantId: string): Promise<number>;
}

/** Identity, as registration needs it: the owner's login. */
export interface OwnerAccounts {
  /** The business's owner (the same one when asked again); OwnerEmailTakenError when the e-mail is another account's. */
  createOwner(owner: {
    tenantId: string;
    email: string;
    /** Without one, identity invites the owner by e-mail to choose it. */
    password?: string;
    firstName: string;
    lastName: string;
  }): Promise<{ userId: string; email: string }>;
  /** Gives a signed-in owner the new business; OwnerHasBusinessError when they have another. */
  assignTenant(userId: string, tenantId: string): Promise<{ userId: string; email: string }>;
}

/** Billing, as registration needs it: the business's Stripe Connect account. */
export interface PaymentAccounts {
  /** The account (made once) and its onboarding link. */
  createConnectAccount(account: {
    tenantId: string;
    businessName: string;
    email: string;
  }): Promise<{ onboardingUrl: string }>;
}

export class OwnerEmailTakenError extends Error {
  constructor() {
    super('The e-mail belongs to another account');
    this.name = 'OwnerEmailTakenError';
  }
}

export class OwnerHasBusinessError extends Error {
  constructor() {
    super('The owner has another business');
    this.name = 'OwnerHasBusinessError';
  }
}

/** Identity or billing could not be reached, or answered out of turn: try again later. */
export class PeerUnavailableError extends Error {
  constructor(peer: string, cause: unknown) {
    super(`${peer} is unavailable`, { cause });
    this.name = 'PeerUnavailableError';
  }
}

/** Where businesses are served. */
export interface Hosting {
  /** The web app (scheme, host and port), e.g. http://127.0.0.1:5173. */
  webBaseUrl: string;
  /** Businesses at <subdomain>.publicDomain. */
  publicDomain: string;
  /** Where a custom domain's A record points. */
  ingressAddress: string;
}

export interface Tenancy {
  tenants: TenantStore;
  settings: SettingsStore;
  demoRequests: DemoRequestStore;
  orderCounts: OrderCountStore;
  planHistory: PlatformPlanHistoryStore;
  customers: CustomerStatusStore;
  routes: RouteStore;
  owners: OwnerAccounts;
  payments: PaymentAccounts;
  logos: LogoStore;
  verifyTxt: TxtVerifier;
  hosting: Hosting;
  clock: Clock;
  logger: Logger;
  /** The owner's analytics: facts from other services' events, per-day figures, the board, Recent Activity. */
  analytics: AnalyticsStores;
}
