import { z } from '@pickup/contracts';
import { urlWith } from '../config';
import type { Logger } from '../logger';
import { senderAddressOf, SmtpMailer } from './smtp-mailer';

/** Where development and tests deliver mail when SMTP_URL is unset: the local catcher (maildev). */
export const devSmtpUrl = 'smtp://127.0.0.1:1025';

/** The settings of a service that sends e-mail. */
export const mailSettings = {
  /** The mail server; the local catcher when unset, which production refuses (smtpRequiredInProduction). */
  SMTP_URL: urlWith(['smtp', 'smtps']).optional(),
  /** The platform's sender; a business's mail keeps the address and shows the business's name. */
  MAIL_FROM: z
    .string()
    .refine((from) => senderAddressOf(from) !== null, {
      message: 'must be one sender such as "Compost Pickup <no-reply@example.com>"',
    })
    .default('Compost Pickup <no-reply@pickup.localhost>'),
};

export interface MailConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

/** For the service's schema: `.refine(...smtpRequiredInProduction)`. */
export const smtpRequiredInProduction: [
  (config: MailConfig) => boolean,
  { message: string; path: string[] },
] = [
  (config) => config.NODE_ENV !== 'production' || config.SMTP_URL !== undefined,
  { message: 'is required in production', path: ['SMTP_URL'] },
];

export function configuredMailer(config: MailConfig, logger: Logger): SmtpMailer {
  return new SmtpMailer(config.SMTP_URL ?? devSmtpUrl, config.MAIL_FROM, logger);
}
