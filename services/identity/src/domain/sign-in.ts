import { authMessages, type LoginBody, type SignInOptions } from '@pickup/contracts';
import { notFound, unauthorized } from '@pickup/kit/errors';
import { countAttempt, forgetAttempts } from './attempts';
import type { Identity, Tenant, User } from './model';
import { verifyNothing, verifyPassword } from './passwords';
import { activeUser, startSession, type SignedIn } from './sessions';

/** At most this many accounts share one e-mail across businesses; more would mean abuse. */
const maxCandidates = 5;

/**
 * Whether a user may sign in where the request comes from: a platform admin anywhere; an owner
 * or a customer only on their own business, or where no business is named.
 */
export function mayActFor(user: User, requestTenantId: string | null): boolean {
  if (user.role === 'platform-admin' || !requestTenantId) return true;
  return user.tenantId === requestTenantId;
}

/**
 * The accounts a sign-in name may mean: the username first, then the accounts with that
 * e-mail (the same person may be a customer of several businesses), limited to those allowed
 * where the request comes from.
 */
async function candidates(identity: Identity, name: string, requestTenantId: string | null): Promise<User[]> {
  const found: User[] = [];
  const byUsername = await identity.users.findByUsername(name);
  if (byUsername) found.push(byUsername);
  if (name.includes('@')) {
    for (const user of await identity.users.findByEmail(name.toLowerCase())) {
      if (!found.some((known) => known.id === user.id)) found.push(user);
    }
  }
  return found.filter((user) => mayActFor(user, requestTenantId)).slice(0, maxCandidates);
}

/**
 * POST /api/auth/login. Every refusal is the same 401, whatever was wrong (unknown name, wrong
 * password, another business, disabled account, switched-off business), and costs the same
 * time, so the answer reveals nothing about which accounts exist.
 */
export async function login(
  identity: Identity,
  input: LoginBody,
  context: { ip: string; requestTenantId: string | null },
): Promise<SignedIn> {
  const account = input.username.toLowerCase();
  await countAttempt(identity.attempts, [
    ['loginPerIp', context.ip],
    ['loginPerAccount', account],
  ]);
  let matched: User | null = null;
  let checked = 0;
  for (const user of await candidates(identity, input.username, context.requestTenantId)) {
    if (!user.passwordHash) continue;
    checked += 1;
    if (await verifyPassword(input.password, user.passwordHash)) {
      matched = user;
      break;
    }
  }
  // No password was checked (no such account, or one without a password): spend the same time.
  if (checked === 0) await verifyNothing(input.password);
  const user = matched ? await activeUser(identity, matched.id) : null;
  if (!user) throw unauthorized(authMessages.invalidCredentials);
  await forgetAttempts(identity.attempts, 'loginPerAccount', account);
  return startSession(identity, user);
}

/** GET /api/auth/me: the user behind a valid access token, as stored now. */
export async function currentUser(identity: Identity, userId: string): Promise<User> {
  const user = await activeUser(identity, userId);
  if (!user) throw unauthorized(authMessages.sessionEnded);
  return user;
}

/** The business the demo logins sign in to: only in demo mode, once it exists and while it is active. */
async function demoBusiness(identity: Identity): Promise<Tenant | null> {
  if (!identity.settings.demoMode) return null;
  const tenant = await identity.tenants.findBySubdomain(identity.settings.demoTenantSubdomain);
  return tenant?.isActive ? tenant : null;
}

/** GET /api/auth/options: whether the sign-in screens may offer the demo logins, and for which business. */
export async function signInOptions(identity: Identity): Promise<SignInOptions> {
  const tenant = await demoBusiness(identity);
  return { demoLogin: tenant !== null, demoBusiness: tenant?.subdomain ?? null };
}

/**
 * GET /api/login/{role}: signs in as the demo business's real owner or customer, only in demo
 * mode. Everything else answers the same 404, as if the route did not exist.
 */
export async function demoLogin(identity: Identity, role: string): Promise<SignedIn> {
  const missing = notFound('Not found');
  if (role !== 'owner' && role !== 'customer') throw missing;
  const tenant = await demoBusiness(identity);
  if (!tenant) throw missing;
  const user = await identity.users.firstEnabled(tenant.id, role);
  if (!user) throw missing;
  return startSession(identity, user);
}
