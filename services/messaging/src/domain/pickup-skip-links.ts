import { remindersMessages, z } from '@pickup/contracts';
import { AppError, badRequest, sameSecret } from '@pickup/kit';
import { createHmac } from 'node:crypto';

/**
 * The one-tap skip link of a reminder e-mail: a claim on one customer's pickup of one day, signed
 * with HMAC-SHA256 and good until the route starts that day. Its holder may skip that pickup and
 * nothing else; a changed character breaks the signature.
 */

export interface SkipClaim {
  tenantId: string;
  customerId: string;
  date: string;
  expiresAt: Date;
}

const payload = z.object({
  t: z.string().min(1),
  c: z.string().min(1),
  d: z.iso.date(),
  /** Seconds since the epoch. */
  e: z.number().int(),
});

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function skipToken(secret: string, claim: SkipClaim): string {
  const body = Buffer.from(
    JSON.stringify({
      t: claim.tenantId,
      c: claim.customerId,
      d: claim.date,
      e: Math.floor(claim.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${body}.${signatureOf(secret, body)}`;
}

export function skipUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/reminders/skip?token=${encodeURIComponent(token)}`;
}

const invalid = () => badRequest(remindersMessages.skipLinkInvalid);

/** The claim of a token signed with the secret: 400 when it is not one, 410 once its pickup has started. */
export function readSkipToken(secret: string, token: string, now: Date): SkipClaim {
  const [body = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !sameSecret(signature, signatureOf(secret, body))) throw invalid();
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = payload.safeParse(decoded);
  if (!parsed.success) throw invalid();
  const expiresAt = new Date(parsed.data.e * 1000);
  if (now.getTime() >= expiresAt.getTime()) throw new AppError('GONE', remindersMessages.skipLinkExpired);
  return { tenantId: parsed.data.t, customerId: parsed.data.c, date: parsed.data.d, expiresAt };
}
