import { bearerToken, type ConnectionHandshake } from '@pickup/kit';

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * When the access token a connection opened with expires (ms), or null when it names no exp. The
 * token is read where the kit's connection reading finds it (header, then socket.io's auth, then
 * ?token=); it has already been verified there, so only its claims are read here.
 */
export function tokenExpiryOf({ headers, query, auth }: ConnectionHandshake): number | null {
  const token = bearerToken(headers.authorization) ?? stringOrNull(auth?.token) ?? stringOrNull(query.token);
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
