import {
  auth,
  authMessages,
  type AssignTenantBody,
  type CreateCustomerBody,
  type CreateDriverLoginBody,
  type CreateOwnerBody,
  type EventActor,
  type PlatformAdminSetupBody,
  type RegisterBody,
  type SetPasswordBody,
  systemActor,
  type WelcomeCustomerBody,
} from '@pickup/contracts';
import { type AppError, badRequest, conflict, notFound } from '@pickup/kit/errors';
import { randomBytes } from 'node:crypto';
import {
  DuplicateUserError,
  emailScopeOf,
  type Identity,
  type NewUser,
  normalizeEmail,
  type User,
} from './model';
import { userDisabled, userRegistered } from '../events/user-events';
import { inviteOwner, welcomeToBusiness } from './one-time-links';
import { hashPassword } from './passwords';
import { endEverySession, startSession, type SignedIn } from './sessions';

function conflictFor(error: DuplicateUserError): AppError {
  return conflict(error.field === 'username' ? authMessages.usernameTaken : authMessages.emailTaken);
}

/**
 * Creates a user after the friendly checks; the unique indexes behind `create` still catch two
 * requests racing for the same username or e-mail, with the same 409.
 */
async function createUser(
  identity: Pick<Identity, 'users'>,
  user: NewUser,
  actor: EventActor | 'self',
): Promise<User> {
  if (await identity.users.findByUsername(user.username)) throw conflict(authMessages.usernameTaken);
  if (await identity.users.findInEmailScope(user.email, emailScopeOf(user)))
    throw conflict(authMessages.emailTaken);
  try {
    return await identity.users.create(user, (created) => [userRegistered(created, actor)]);
  } catch (error) {
    if (error instanceof DuplicateUserError) throw conflictFor(error);
    throw error;
  }
}

/**
 * The business a customer registers into: the one the request names (host or X-Tenant, resolved
 * by the gateway), known to identity and active.
 */
async function tenantForCustomer(identity: Identity, tenantId: string | null): Promise<string> {
  if (!tenantId) throw badRequest(authMessages.noBusiness);
  const tenant = await identity.tenants.find(tenantId);
  if (!tenant || !tenant.isActive) throw notFound(authMessages.businessNotFound);
  return tenant.id;
}

/** POST /api/auth/register: an owner starts without a business (onboarding creates it). */
export async function register(
  identity: Identity,
  input: RegisterBody,
  requestTenantId: string | null,
): Promise<SignedIn> {
  const tenantId = input.role === 'customer' ? await tenantForCustomer(identity, requestTenantId) : null;
  const user = await createUser(
    identity,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      tenantId,
      passwordHash: await hashPassword(input.password),
    },
    'self',
  );
  return startSession(identity, user);
}

/** The first platform admin (see platform-admin-setup.ts for who may call this). */
export async function createPlatformAdmin(
  identity: Pick<Identity, 'users'>,
  input: Omit<PlatformAdminSetupBody, 'setupToken'>,
): Promise<User> {
  return createUser(
    identity,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'platform-admin',
      tenantId: null,
      passwordHash: await hashPassword(input.password),
    },
    systemActor,
  );
}

/**
 * A username for an account another service creates without one: the e-mail's local part,
 * with a short random suffix when that is taken or too short.
 */
async function usernameFor(identity: Identity, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').replace(/[^\w.-]/g, '').slice(0, auth.usernameMaxLength - 5);
  const reserved = (auth.reservedUsernames as readonly string[]).includes(base.toLowerCase());
  if (base.length >= auth.usernameMinLength && !reserved && !(await identity.users.findByUsername(base))) {
    return base;
  }
  for (;;) {
    const candidate = `${base || 'user'}-${randomBytes(2).toString('hex')}`;
    if (!(await identity.users.findByUsername(candidate))) return candidate;
  }
}

export interface Provisioned {
  user: User;
  created: boolean;
}

/**
 * Internal: the owner of a new business. Asking again for the same e-mail and business returns
 * the same owner, so the tenant service may retry after a timeout. An owner given no password is
 * invited by e-mail to choose one; asking again sends another only when none is outstanding.
 */
export async function provisionOwner(identity: Identity, input: CreateOwnerBody): Promise<Provisioned> {
  const email = normalizeEmail(input.email);
  const existing = await identity.users.findInEmailScope(email, 'staff');
  if (existing) {
    if (existing.role !== 'owner' || existing.tenantId !== input.tenantId)
      throw conflict(authMessages.emailTaken);
    await inviteOwner(identity, existing);
    return { user: existing, created: false };
  }
  const user = await createUser(
    identity,
    {
      username: input.username ?? (await usernameFor(identity, email)),
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'owner',
      tenantId: input.tenantId,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
    systemActor,
  );
  await inviteOwner(identity, user);
  return { user, created: true };
}

/**
 * Internal: a sign-in for a customer who signed up with a business. Idempotent by e-mail and
 * business. Without a password the customer signs in by magic link, or sets one by reset.
 */
export async function provisionCustomer(identity: Identity, input: CreateCustomerBody): Promise<Provisioned> {
  const email = normalizeEmail(input.email);
  const existing = await identity.users.findInEmailScope(email, `tenant:${input.tenantId}`);
  if (existing) return { user: existing, created: false };
  const user = await createUser(
    identity,
    {
      username: input.username ?? (await usernameFor(identity, email)),
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'customer',
      tenantId: input.tenantId,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
    systemActor,
  );
  return { user, created: true };
}

/**
 * Internal: a login for the drivers' app, asked by the routing service when an owner gives their
 * driver a password. Idempotent by e-mail and business: asked again, the same login answers with
 * the password just given (the owner's latest word); a login disabled when its driver was removed
 * is the same person driving again, so it signs in again.
 */
export async function provisionDriver(
  identity: Identity,
  input: CreateDriverLoginBody,
): Promise<Provisioned> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await identity.users.findInEmailScope(email, `driver:${input.tenantId}`);
  if (existing) {
    const reinstated = await identity.users.reinstate(existing.id, passwordHash);
    return { user: reinstated ?? existing, created: false };
  }
  const user = await createUser(
    identity,
    {
      username: await usernameFor(identity, email),
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'driver',
      tenantId: input.tenantId,
      passwordHash,
    },
    systemActor,
  );
  return { user, created: true };
}

/**
 * Internal: an owner gave their driver a new password. Only a driver's login may be set this way
 * (every other user chooses their own); every session they have ends, so the old password's
 * sign-ins stop too.
 */
export async function setDriverPassword(
  identity: Identity,
  userId: string,
  input: SetPasswordBody,
): Promise<User> {
  const user = await identity.users.findById(userId);
  if (!user) throw notFound('User not found');
  if (user.role !== 'driver') throw conflict("Only a driver's password can be set by their business");
  await identity.users.setPasswordHash(user.id, await hashPassword(input.password));
  await endEverySession(identity, user.id, 'password set by the business');
  return user;
}

/**
 * Internal: the customer service's word that a customer's subscription started. They are e-mailed
 * a welcome to the business with a link to choose their password; asked again while that link is
 * outstanding, or once they have a password, nothing more is sent.
 */
export async function welcomeCustomer(
  identity: Identity,
  userId: string,
  input: WelcomeCustomerBody,
): Promise<User> {
  const user = await identity.users.findById(userId);
  if (!user) throw notFound('User not found');
  if (user.role !== 'customer') throw conflict('Only a customer can be welcomed to a business');
  await welcomeToBusiness(identity, user, input.businessName);
  return user;
}

/**
 * Internal: an owner who registered without a business gets the one onboarding created. Their
 * next refresh carries it in the token. Idempotent; a different business is a conflict.
 */
export async function assignTenant(
  identity: Identity,
  userId: string,
  input: AssignTenantBody,
): Promise<User> {
  const user = await identity.users.findById(userId);
  if (!user) throw notFound('User not found');
  if (user.role !== 'owner') throw badRequest('Only an owner can be given a business');
  if (user.tenantId === input.tenantId) return user;
  if (user.tenantId) throw conflict('This owner already has a business');
  const updated = await identity.users.assignTenant(userId, input.tenantId);
  if (!updated) throw conflict('This owner already has a business');
  return updated;
}

/** Internal: the user can no longer sign in, and every session they have ends now. */
export async function disableUser(identity: Identity, userId: string): Promise<User> {
  const user = await identity.users.disable(userId, (disabled) => [userDisabled(disabled, systemActor)]);
  if (!user) throw notFound('User not found');
  // Also when already disabled: a retry after a failure half-way must still end the sessions.
  await endEverySession(identity, userId, 'user disabled');
  return user;
}
