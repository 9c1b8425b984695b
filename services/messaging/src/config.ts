import { mailSettings, serviceConfigSchema, type ServiceConfig, smtpRequiredInProduction } from '@pickup/kit';
import type { z } from '@pickup/contracts';

/** Messaging writes to households by e-mail: the platform's mail server and sender. */
export const messagingConfigSchema = serviceConfigSchema
  .extend({ ...mailSettings })
  .refine(...smtpRequiredInProduction);

export type MessagingConfig = ServiceConfig & z.infer<typeof messagingConfigSchema>;
