import { randomBytes } from 'node:crypto';
import type { SystemState } from '../../tests/system/system-stack';
import { expectCall } from './api';

export interface Login {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A username and e-mail nobody else uses, so suites never meet in the shared infrastructure. */
export function newLogin(prefix: string): Login {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${prefix}-${suffix}`,
    email: `${prefix}-${suffix}@example.com`,
    password: `pw-${randomBytes(9).toString('hex')}`,
    firstName: 'Robin',
    lastName: 'Meadows',
  };
}

/** A login of a business, made through identity's internal API as onboarding and sign-up make them. */
export async function createLogin(
  system: SystemState,
  role: 'owner' | 'customer',
  tenantId: string,
  login: Login,
): Promise<{ id: string }> {
  const created = await expectCall<{ user: { id: string } }>(
    201,
    system.identityUrl,
    'post',
    role === 'owner' ? '/internal/owners' : '/internal/customers',
    {},
    { ...login, tenantId },
    { 'x-internal-secret': system.internalSecret },
  );
  return { id: created.user.id };
}

export interface Session {
  token: string;
  userId: string;
  tenant: string;
}

/** Signs in through the gateway, as the web app does, and keeps the access token. */
export async function signIn(
  system: SystemState,
  tenant: string,
  login: Pick<Login, 'username' | 'password'>,
) {
  const signedIn = await expectCall<{ token: string; user: { id: string } }>(
    200,
    system.gatewayUrl,
    'post',
    '/api/auth/login',
    { tenant },
    { username: login.username, password: login.password },
  );
  return { token: signedIn.token, userId: signedIn.user.id, tenant } satisfies Session;
}
