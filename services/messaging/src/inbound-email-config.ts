import { createHash } from 'node:crypto';
import { z } from '@pickup/contracts';

/**
 * E-mail replies to support tickets: the domain whose mail an inbound-parse provider receives and
 * posts to /api/support/inbound-email, and the secret that proves a post comes from it (and, hashed,
 * signs the per-ticket reply addresses). Both or neither: without them a ticket's reply e-mail is
 * answered to the business's own address, as a person reads it.
 */
export const inboundEmailSettings = {
  /** The domain of reply addresses (reply+<token>@domain) and businesses' support addresses (<subdomain>@domain). */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'must be a domain such as reply.example.com',
    )
    .optional(),
  /** The provider's shared secret: the X-Inbound-Secret header, or the body's HMAC-SHA256 in X-Inbound-Signature. */
  INBOUND_EMAIL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

interface InboundEmailConfig {
  INBOUND_EMAIL_DOMAIN?: string | undefined;
  INBOUND_EMAIL_SECRET?: string | undefined;
}

/** For the service's schema: `.refine(...inboundEmailBothOrNeither)`: half of it is a mistake, said at start. */
export const inboundEmailBothOrNeither: [
  (config: InboundEmailConfig) => boolean,
  { message: string; path: string[] },
] = [
  (config) => (config.INBOUND_EMAIL_DOMAIN === undefined) === (config.INBOUND_EMAIL_SECRET === undefined),
  {
    message: 'set INBOUND_EMAIL_DOMAIN and INBOUND_EMAIL_SECRET together, or neither (no e-mail replies)',
    path: ['INBOUND_EMAIL_DOMAIN'],
  },
];

export interface InboundEmail {
  domain: string;
  /** What the provider proves its posts with. */
  secret: string;
  /** Signs reply addresses: derived from the secret, never the secret itself. */
  addressKey: Buffer;
}

/** The inbound e-mail set-up, when there is one. */
export function inboundEmailOf(config: InboundEmailConfig): InboundEmail | null {
  const { INBOUND_EMAIL_DOMAIN: domain, INBOUND_EMAIL_SECRET: secret } = config;
  if (!domain || !secret) return null;
  const addressKey = createHash('sha256').update(`reply-addresses:${secret}`).digest();
  return { domain, secret, addressKey };
}
