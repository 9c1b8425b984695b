import { createPrivateKey } from 'node:crypto';
import { serviceConfigSchema, type ServiceConfig } from '@pickup/kit';
import { z } from '@pickup/contracts';

function isRsaPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

export const identityConfigSchema = serviceConfigSchema
  .extend({
    /** The RS256 signing key (PEM). Escaped newlines are accepted, as env files often carry them. */
    JWT_PRIVATE_KEY: z
      .string()
      .transform((pem) => pem.replace(/\\n/g, '\n').trim())
      .refine(isRsaPrivateKey, 'must be an RSA private key in PEM format')
      .optional(),
    /** Where development keeps a generated key when JWT_PRIVATE_KEY is not set. */
    JWT_KEY_FILE: z.string().min(1).default('.data/keys/identity-jwt.pem'),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.JWT_PRIVATE_KEY !== undefined, {
    message: 'is required in production',
    path: ['JWT_PRIVATE_KEY'],
  });

export type IdentityConfig = ServiceConfig & z.infer<typeof identityConfigSchema>;
