import { createHash } from 'node:crypto';
import { z } from '@pickup/contracts';

/** The key that signs the unsubscribe links of campaign e-mails (HMAC-SHA256). */
export const unsubscribeSettings = {
  /** Required in production; changing it breaks the links of e-mails already sent. */
  UNSUBSCRIBE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

interface UnsubscribeConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  INTERNAL_SECRET: string;
  UNSUBSCRIBE_LINK_SECRET?: string | undefined;
}

/** For the service's schema: `.refine(...unsubscribeSecretRequiredInProduction)`. */
export const unsubscribeSecretRequiredInProduction: [
  (config: UnsubscribeConfig) => boolean,
  { message: string; path: string[] },
] = [
  (config) => config.NODE_ENV !== 'production' || config.UNSUBSCRIBE_LINK_SECRET !== undefined,
  { message: 'is required in production', path: ['UNSUBSCRIBE_LINK_SECRET'] },
];

/**
 * The unsubscribe links' key. Outside production, without one of its own, it is derived from the
 * internal secret (never the secret itself), so development needs no extra setting.
 */
export function unsubscribeKeyOf(config: UnsubscribeConfig): Buffer {
  return createHash('sha256')
    .update(config.UNSUBSCRIBE_LINK_SECRET ?? `unsubscribe-links:${config.INTERNAL_SECRET}`)
    .digest();
}
