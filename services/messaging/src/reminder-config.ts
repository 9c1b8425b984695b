import { z } from '@pickup/contracts';
import { type InternalTarget, serviceUrl } from '@pickup/kit';

/**
 * The settings of pickup reminders: routing (whom to remind, and the skip link's target), the key
 * that signs skip links, and an optional SMS provider speaking Twilio's Messages API. SMS is set
 * up only when all four SMS settings are given; without them no SMS is sent.
 */
export const reminderSettings = {
  /** Routing's internal API: the pickups of a day, and a customer's skip (routingTargetOf's default when unset). */
  ROUTING_URL: serviceUrl.optional(),
  /** Per attempt of a call to routing (each is tried three times); 5000 when unset. */
  ROUTING_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  /** How often each instance looks for reminders due; 60000 when unset (reminder times are whole minutes). */
  REMINDER_ROUND_MS: z.coerce.number().int().min(1000).optional(),
  /** Signs the one-tap skip links of reminder e-mails (HMAC-SHA256); required in production. */
  REMINDER_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A Twilio-compatible API's base URL, e.g. https://api.twilio.com. */
  SMS_PROVIDER_URL: serviceUrl.optional(),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  /** The number reminders are sent from, E.164 (+12075550100). */
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164 form, such as +12075550100')
    .optional(),
};

export interface ReminderConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  INTERNAL_SECRET: string;
  ROUTING_URL?: string | undefined;
  ROUTING_CALL_TIMEOUT_MS?: number | undefined;
  REMINDER_ROUND_MS?: number | undefined;
  REMINDER_LINK_SECRET?: string | undefined;
  SMS_PROVIDER_URL?: string | undefined;
  SMS_ACCOUNT_SID?: string | undefined;
  SMS_AUTH_TOKEN?: string | undefined;
  SMS_FROM?: string | undefined;
}

const smsKeys = ['SMS_PROVIDER_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

/** For the service's schema: `.refine(...smsAllOrNone)`: half an SMS provider is a mistake, said at start. */
export const smsAllOrNone: [(config: ReminderConfig) => boolean, { message: string; path: string[] }] = [
  (config) => {
    const given = smsKeys.filter((key) => config[key] !== undefined).length;
    return given === 0 || given === smsKeys.length;
  },
  { message: `set all of ${smsKeys.join(', ')}, or none (no SMS reminders)`, path: ['SMS_PROVIDER_URL'] },
];

/** For the service's schema: `.refine(...linkSecretRequiredInProduction)`. */
export const linkSecretRequiredInProduction: [
  (config: ReminderConfig) => boolean,
  { message: string; path: string[] },
] = [
  (config) => config.NODE_ENV !== 'production' || config.REMINDER_LINK_SECRET !== undefined,
  { message: 'is required in production', path: ['REMINDER_LINK_SECRET'] },
];

/** How often each instance runs the reminders' round. */
export function reminderRoundOf(config: ReminderConfig): number {
  return config.REMINDER_ROUND_MS ?? 60_000;
}

/** Where routing's internal API is: on this machine's routing port unless told (as .env.example has it). */
export function routingTargetOf(config: ReminderConfig): InternalTarget {
  return {
    baseUrl: config.ROUTING_URL ?? 'http://127.0.0.1:4004',
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.ROUTING_CALL_TIMEOUT_MS ?? 5000,
  };
}

/** The SMS provider's settings, when all are given. */
export function smsProviderOf(
  config: ReminderConfig,
): { baseUrl: string; accountSid: string; authToken: string; from: string } | null {
  const { SMS_PROVIDER_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM } = config;
  if (!SMS_PROVIDER_URL || !SMS_ACCOUNT_SID || !SMS_AUTH_TOKEN || !SMS_FROM) return null;
  return {
    baseUrl: SMS_PROVIDER_URL,
    accountSid: SMS_ACCOUNT_SID,
    authToken: SMS_AUTH_TOKEN,
    from: SMS_FROM,
  };
}

/**
 * The skip links' key. Outside production, without one of its own, it is derived from the internal
 * secret (never the secret itself), so development needs no extra setting.
 */
export function linkSecretOf(config: ReminderConfig): string {
  return config.REMINDER_LINK_SECRET ?? `reminder-links:${config.INTERNAL_SECRET}`;
}
