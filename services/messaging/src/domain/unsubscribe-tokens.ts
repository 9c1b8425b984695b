import { createHmac } from 'node:crypto';
import { sameSecret } from '@pickup/kit';

/**
 * The unsubscribe link's token: the business and the address, signed (HMAC-SHA256) so that nobody
 * can unsubscribe an address the business did not write to. It does not expire: a link in an old
 * e-mail must still work.
 */

export interface UnsubscribeClaim {
  tenantId: string;
  email: string;
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

export function unsubscribeToken(key: Buffer, { tenantId, email }: UnsubscribeClaim): string {
  const payload = Buffer.from(`${tenantId}:${email}`).toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

/** The business and address a token names, or null when it is not one this key signed. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  if (!sameSecret(signature, signatureOf(key, payload))) return null;
  const decoded = Buffer.from(payload, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  const tenantId = decoded.slice(0, colon);
  const email = decoded.slice(colon + 1);
  return colon > 0 && email.includes('@') ? { tenantId, email } : null;
}
