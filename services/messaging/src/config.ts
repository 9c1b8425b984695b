import {
  mailSettings,
  serviceConfigSchema,
  type ServiceConfig,
  smtpRequiredInProduction,
  webSettings,
} from '@pickup/kit';
import type { z } from '@pickup/contracts';

/**
 * Messaging writes to households by e-mail: the platform's mail server and sender, and the web
 * app's address for the links its e-mails carry.
 */
export const messagingConfigSchema = serviceConfigSchema
  .extend({ ...mailSettings, ...webSettings })
  .refine(...smtpRequiredInProduction);

export type MessagingConfig = ServiceConfig & z.infer<typeof messagingConfigSchema>;
