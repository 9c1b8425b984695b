/**
 * The contacts screen's words and limits (business spec §2.15, §3 Contact list and Contact, §5
 * contact import, §8), apart from the schemas of api/contacts.ts (which re-exports them), so that
 * a screen showing them downloads no zod.
 */
import type { contactSources } from './constants';

/** A contact is subscribed until they unsubscribe from the business's e-mail (ours: unsubscribed). */
export const contactStatuses = ['subscribed', 'unsubscribed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** Added on the screen by hand (manual), or imported from a CSV file (import). */
export type ContactSource = (typeof contactSources)[number];

/** A campaign is sending while its e-mails go out, sent once every address was tried. */
export const campaignStatuses = ['sending', 'sent'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignKinds = ['launch'] as const;
export type CampaignKind = (typeof campaignKinds)[number];

export const contactLimits = {
  /** Contacts one import call takes; the screen sends a file in batches of this size and shows the progress. */
  importBatch: 500,
  /** The JSON body of one import call: a full batch of long rows fits. */
  importBodyBytes: 512 * 1024,
  listNameLength: 100,
  descriptionLength: 500,
  emailLength: 254,
  nameLength: 100,
  phoneLength: 40,
  /** Contacts a list's page shows at once. */
  contactsPage: 50,
  /** E-mails a campaign hands to the mail server at once. */
  campaignBatch: 20,
} as const;

/** The one-click unsubscribe (RFC 8058): the POST body a mail client sends, and the link's path. */
export const unsubscribe = {
  path: '/api/email-campaigns/unsubscribe',
  oneClickBody: 'List-Unsubscribe=One-Click',
} as const;

export const contactsMessages = {
  /** Business spec §5. */
  invalidFile: 'Invalid file: Please select a CSV file',
  noValidContactsTitle: 'No valid contacts',
  noValidContacts: 'Please enter valid email addresses.',
  /** Business spec §8. */
  createListFailed: 'Failed to create contact list',
  importFailed: 'Failed to import contacts',
  launchFailed: 'Failed to create launch campaign',
  listNameRequired: 'Please enter a list name.',
  listNameTooLong: `A list name can be at most ${contactLimits.listNameLength} characters.`,
  descriptionTooLong: `A description can be at most ${contactLimits.descriptionLength} characters.`,
  listNotFound: 'Contact list not found',
  noContactsSent: 'Please add at least one contact.',
  tooManyContacts: `Please send at most ${contactLimits.importBatch} contacts at a time.`,
  /** A row read from a file that is not text (a picture or a spreadsheet renamed .csv, say). */
  notText: 'This is not a CSV text file: a row holds binary content.',
  /** Why an import skipped a row (the per-row error report). */
  emailMissing: 'The email is missing.',
  emailNeedsAt: 'The email must contain @.',
  emailInvalid: 'The email is not a valid address.',
  fieldTooLong: 'A field is too long.',
  /** Nobody to write to: no list holds a contact. */
  noRecipients: 'There are no contacts to send the campaign to.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
  unsubscribeConfirm: 'Unsubscribe from these e-mails?',
  unsubscribed: 'You have been unsubscribed and will receive no more of these e-mails.',
} as const;
