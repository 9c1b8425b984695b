import type { CampaignStatus, ContactSource, ContactStatus } from '@pickup/contracts/schemas';
import type { StatusTone } from '../../../components/status-chip';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A number of contacts in words: "1 contact", "1,204 contacts". */
export const contactsCount = (n: number) => count(n, 'contact', 'contacts');

/** A number of rows of a file in words: "1 row", "412 rows". */
export const rowsCount = (n: number) => count(n, 'row', 'rows');

/** A number of e-mail addresses in words: "1 address", "12 addresses". */
export const addressesCount = (n: number) => count(n, 'address', 'addresses');

/**
 * The screen's own words where the spec gives none: business spec §8 names the contacts' failure
 * toasts only, so the success toasts are titled in the style of its others ('Route Created').
 */
export const contactsWords = {
  listCreatedTitle: 'List Created',
  importedTitle: 'Contacts Imported',
  importSummary: ({
    imported,
    merged,
    skipped,
  }: {
    imported: number;
    merged: number;
    skipped: readonly unknown[];
  }) =>
    `${imported.toLocaleString('en-US')} added, ${merged.toLocaleString('en-US')} merged, ${skipped.length.toLocaleString('en-US')} skipped.`,
  campaignSentTitle: 'Launch Campaign Sent',
  campaignSendingTitle: 'Launch Campaign Sending',
} as const;

export const contactStatusLooks: Record<ContactStatus, { label: string; tone: StatusTone }> = {
  subscribed: { label: 'Subscribed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
};

export const sourceLabels: Record<ContactSource, string> = {
  manual: 'Added by hand',
  import: 'Imported',
};

export const campaignStatusLooks: Record<CampaignStatus, { label: string; tone: StatusTone }> = {
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
};

/** "Nov 26, 2026": the day something was made, in the business's time zone. */
export function dayLabel(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** "Nov 26, 2026, 2:05 PM": when something happened, in the business's time zone. */
export function momentLabel(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
