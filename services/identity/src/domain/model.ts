import type { PublicUser, Role } from '@pickup/contracts';
import type { DomainEvent, Logger, Mailer } from '@pickup/kit';
import type { AttemptLimiter } from './attempts';
import type { Clock } from './clock';

/**
 * What identity's rules work with, and the stores and services they need: plain data and
 * interfaces, no database or HTTP types. `data/` implements them; the kit's mailer sends mail.
 */

export interface User {
  id: string;
  username: string;
  /** Stored lower-cased: e-mail addresses are compared without case. */
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  tenantId: string | null;
  /** Null for a customer created without one: they sign in by magic link or set one by reset. */
  passwordHash: string | null;
  disabled: boolean;
  createdAt: Date;
}

export type NewUser = Omit<User, 'id' | 'disabled' | 'createdAt'>;

export function toPublicUser(user: User): PublicUser {
  const { id, username, email, firstName, lastName, role, tenantId } = user;
  return { id, username, email, firstName, lastName, role, tenantId };
}

/**
 * Where an e-mail must be unique: a customer's within their business (the same person may be
 * a customer of two businesses), a driver's among the business's drivers (an owner who also
 * drives, or a driver who is also a customer, keeps one e-mail), an owner's or admin's across
 * the whole platform.
 */
export type EmailScope = `tenant:${string}` | `driver:${string}` | 'staff';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function emailScopeOf(user: Pick<User, 'role' | 'tenantId'>): EmailScope {
  if (user.role === 'customer' && user.tenantId) return `tenant:${user.tenantId}`;
  if (user.role === 'driver' && user.tenantId) return `driver:${user.tenantId}`;
  return 'staff';
}

export class DuplicateUserError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`A user with this ${field} exists`);
    this.name = 'DuplicateUserError';
  }
}

export interface UserStore {
  findById(id: string): Promise<User | null>;
  /** Case-insensitive. */
  findByUsername(username: string): Promise<User | null>;
  /** Every account with this e-mail, owners and admins first. */
  findByEmail(email: string): Promise<User[]>;
  findInEmailScope(email: string, scope: EmailScope): Promise<User | null>;
  /** The accounts of one business with this e-mail (its customer and its owner), customers first. */
  findInTenantByEmail(tenantId: string, email: string): Promise<User[]>;
  /**
   * Stores the user with the events `announce` makes of it (in one write); DuplicateUserError on
   * a taken username or e-mail.
   */
  create(user: NewUser, announce: (created: User) => DomainEvent[]): Promise<User>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Lets a disabled user sign in again with this password hash; null for an unknown id. */
  reinstate(id: string, passwordHash: string): Promise<User | null>;
  /**
   * Sets disabled with the events `announce` makes of it; null for an unknown id, the user as-is
   * (and no event) when already disabled.
   */
  disable(id: string, announce: (disabled: User) => DomainEvent[]): Promise<User | null>;
  /** Gives an owner without a business their business; null when the user is not such an owner. */
  assignTenant(id: string, tenantId: string): Promise<User | null>;
  platformAdminExists(): Promise<boolean>;
  /** The longest-standing enabled user of this role in the business. */
  firstEnabled(tenantId: string, role: Role): Promise<User | null>;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface RefreshToken {
  hash: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
}

export interface SessionStore {
  create(session: Session & { createdAt: Date }): Promise<void>;
  find(id: string): Promise<Session | null>;
  /** Whether it was still active. */
  revoke(id: string, reason: string, at: Date): Promise<boolean>;
  /** Revokes every active session of a user and returns their ids. */
  revokeAllOf(userId: string, reason: string, at: Date): Promise<string[]>;
  addRefreshToken(token: Omit<RefreshToken, 'rotatedAt'> & { createdAt: Date }): Promise<void>;
  /**
   * Marks a token rotated, atomically, and returns it; null when it is unknown or was rotated
   * already, so of two requests presenting the same token only one can win.
   */
  rotateRefreshToken(hash: string, at: Date): Promise<RefreshToken | null>;
  findRefreshToken(hash: string): Promise<RefreshToken | null>;
}

export type OneTimePurpose = 'magic-link' | 'password-reset';

export interface OneTimeTokenStore {
  create(token: {
    hash: string;
    purpose: OneTimePurpose;
    userId: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** Marks an unused, unexpired token used, atomically, and returns its user id; else null. */
  consume(hash: string, purpose: OneTimePurpose, now: Date): Promise<string | null>;
  /** Whether the user has an unused, unexpired token for this purpose. */
  hasOutstanding(userId: string, purpose: OneTimePurpose, now: Date): Promise<boolean>;
  /** Uses up every outstanding token of the user for this purpose. */
  invalidateAll(userId: string, purpose: OneTimePurpose, at: Date): Promise<void>;
}

/** Identity's own projection of the businesses, fed by tenant events. */
export interface Tenant {
  id: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
}

export interface TenantStore {
  find(id: string): Promise<Tenant | null>;
  findBySubdomain(subdomain: string): Promise<Tenant | null>;
  /** Applies a snapshot unless a newer one is stored; whether it was applied. */
  apply(tenant: Tenant, asOf: Date): Promise<boolean>;
}

export interface SetupStore {
  /** Stores the hash of a generated setup token unless one is stored already; whether it was stored. */
  storeGeneratedTokenHash(hash: string, at: Date): Promise<boolean>;
  generatedTokenHash(): Promise<string | null>;
  forgetGeneratedToken(): Promise<void>;
  /** Only one request may create the first admin, even with two replicas: whether this one may. */
  claimAdminCreation(at: Date): Promise<boolean>;
  releaseAdminCreation(): Promise<void>;
}

export interface Revocations {
  revoke(sessionId: string, ttlSeconds: number): Promise<void>;
}

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  tenantId: string | null;
  sessionId: string;
}

export interface AccessTokenSigner {
  readonly ttlSeconds: number;
  sign(claims: AccessTokenClaims): string;
}

export interface IdentitySettings {
  webBaseUrl: string;
  demoMode: boolean;
  demoTenantSubdomain: string;
  /** PLATFORM_ADMIN_SETUP_TOKEN; null when a generated one is used instead. */
  configuredSetupToken: string | null;
}

/** Everything identity's rules need, built once per running service. */
export interface Identity {
  users: UserStore;
  sessions: SessionStore;
  oneTimeTokens: OneTimeTokenStore;
  tenants: TenantStore;
  setup: SetupStore;
  attempts: AttemptLimiter;
  revocations: Revocations;
  mailer: Mailer;
  signer: AccessTokenSigner;
  clock: Clock;
  settings: IdentitySettings;
  logger: Logger;
}
