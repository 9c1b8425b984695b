import { createPrivateKey } from 'node:crypto';
import {
  mailSettings,
  serviceConfigSchema,
  type ServiceConfig,
  smtpRequiredInProduction,
  webSettings,
} from '@pickup/kit';
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
    /** Demo logins (/api/login/{role}) answer only when this is true. */
    DEMO_MODE: z.stringbool().default(false),
    /** The business whose owner and customer the demo logins sign in as. */
    DEMO_TENANT_SUBDOMAIN: z.string().trim().toLowerCase().min(1).default('demo'),
    /** The one-time token that creates the first platform admin; when unset one is generated and logged. */
    PLATFORM_ADMIN_SETUP_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Outgoing mail: magic links, password resets, invitations and welcomes. */
    ...mailSettings,
    /** The web app's address: the links in e-mails open its /magic-login and /reset-password. */
    ...webSettings,
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.JWT_PRIVATE_KEY !== undefined, {
    message: 'is required in production',
    path: ['JWT_PRIVATE_KEY'],
  })
  .refine(...smtpRequiredInProduction);

export type IdentityConfig = ServiceConfig & z.infer<typeof identityConfigSchema>;
