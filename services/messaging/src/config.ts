import {
  mailSettings,
  serviceConfigSchema,
  type ServiceConfig,
  smtpRequiredInProduction,
  webSettings,
} from '@pickup/kit';
import type { z } from '@pickup/contracts';
import { inboundEmailBothOrNeither, inboundEmailSettings } from './inbound-email-config';
import { linkSecretRequiredInProduction, reminderSettings, smsAllOrNone } from './reminder-config';
import { unsubscribeSecretRequiredInProduction, unsubscribeSettings } from './unsubscribe-config';

/**
 * Messaging writes to households by e-mail: the platform's mail server and sender, and the web
 * app's address for the links its e-mails carry; pickup reminders' routing, skip links and SMS;
 * the key of campaigns' unsubscribe links; the inbound mail that continues support tickets.
 */
export const messagingConfigSchema = serviceConfigSchema
  .extend({
    ...mailSettings,
    ...webSettings,
    ...reminderSettings,
    ...unsubscribeSettings,
    ...inboundEmailSettings,
  })
  .refine(...smtpRequiredInProduction)
  .refine(...smsAllOrNone)
  .refine(...linkSecretRequiredInProduction)
  .refine(...unsubscribeSecretRequiredInProduction)
  .refine(...inboundEmailBothOrNeither);

export type MessagingConfig = ServiceConfig & z.infer<typeof messagingConfigSchema>;
