import type { SmsSender } from '../domain/reminder-model';

/** A provider speaking Twilio's Messages API: its base URL, the account and its token, our number. */
export interface SmsProviderSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/**
 * Sends a text message as Twilio's API takes one: a form POST to the account's Messages resource
 * with basic auth. Any provider that speaks the same API (or a local fake in tests) will do.
 */
export function twilioCompatibleSms(settings: SmsProviderSettings): SmsSender {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(to: string, body: string): Promise<void> {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: settings.from, Body: body }).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(
          `SMS provider answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
        );
      }
    },
  };
}
