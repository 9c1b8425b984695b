// The demo customer signs in as the portal does: by password when the seed knows it, else by the
// demo login (demo mode). The messages and orders seeds act as them.
import { authResult, identityApi } from '@pickup/contracts';
import type { GatewayClient } from './gateway-client';

export interface CustomerSession {
  token: string;
  userId: string;
}

/** The demo customer's session, or null when neither a password nor the demo login is available. */
export async function customerToken(
  api: GatewayClient,
  slug: string,
  email: string,
  password: string | null,
): Promise<CustomerSession | null> {
  const login = password
    ? await api.call(identityApi.login, { business: slug, body: { username: email, password } })
    : await api.call(identityApi.demoLogin, { business: slug, params: { role: 'customer' } });
  if (login.status !== 200) return null;
  const { token, user } = authResult.parse(login.body);
  return { token, userId: user.id };
}
