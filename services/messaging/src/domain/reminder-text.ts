import { type ReminderKind, reminderDefaults, remindersMessages } from '@pickup/contracts';
import { escapeHtml, type MailMessage } from '@pickup/kit';
import { brandedHtml } from './branded-mail';
import type { Business, Household } from './model';
import { dayLabel } from './reminder-times';

/**
 * A pickup reminder's words: the business's own reminder text, then the pickup's date and time
 * window, which the settings screen promises are added automatically (business spec §9).
 */

/** What a reminder speaks of. */
export interface ReminderFacts {
  kind: ReminderKind;
  /** The business's reminder text; its default when the business left it empty. */
  message: string;
  pickupDate: string;
  timeWindow: string;
  /** The one-tap skip link; null in a test reminder, which skips nothing. */
  skipUrl: string | null;
}

const whenOf = (kind: ReminderKind) => (kind === 'day_before' ? 'Tomorrow' : 'Today');

const textOf = (message: string) => message.trim() || reminderDefaults.reminderMessage;

/** "Tomorrow, Friday, November 27, 2:00 PM - 5:00 PM". */
export function pickupLine({ kind, pickupDate, timeWindow }: ReminderFacts): string {
  return `${whenOf(kind)}, ${dayLabel(pickupDate)}, ${timeWindow}`;
}

function signatureOf(business: Business): string[] {
  return [business.businessName, business.phone, business.email].filter(Boolean);
}

export function reminderMail(
  business: Business,
  household: Pick<Household, 'firstName' | 'email'>,
  facts: ReminderFacts,
  subjectPrefix = '',
): MailMessage {
  const greeting = household.firstName.trim() ? `Hi ${household.firstName.trim()},` : 'Hello,';
  const message = textOf(facts.message);
  const pickup = `Your pickup: ${pickupLine(facts)}`;
  const skip = facts.skipUrl ? `Not this time? ${remindersMessages.skipLinkLabel}: ${facts.skipUrl}` : null;
  const signature = signatureOf(business);
  const text = [greeting, '', message, '', pickup, ...(skip ? ['', skip] : []), '', ...signature].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const button = facts.skipUrl
    ? `<p>Not this time? <a href="${escapeHtml(facts.skipUrl)}" style="color: ${business.primaryColor}; font-weight: bold">${escapeHtml(remindersMessages.skipLinkLabel)}</a></p>`
    : '';
  const html = brandedHtml(
    business,
    [
      paragraph(greeting),
      paragraph(message),
      `<p><strong>${escapeHtml(pickup)}</strong></p>`,
      button,
      `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return {
    to: household.email,
    subject: `${subjectPrefix}Pickup reminder: ${whenOf(facts.kind).toLowerCase()}, ${dayLabel(facts.pickupDate)}`,
    text,
    html,
    senderName: business.businessName,
    ...(business.email ? { replyTo: business.email } : {}),
  };
}

/** The text message: short, the business's name first, no link. */
export function reminderSms(business: Business, facts: ReminderFacts): string {
  return `${business.businessName}: ${textOf(facts.message)} Pickup: ${pickupLine(facts)}.`;
}
