/**
 * Contacts: the business's contact lists, contacts added by hand or imported from a CSV, the launch
 * campaign that announces online sign-up to them, and the one-click unsubscribe every campaign
 * e-mail carries (business spec §2.15, §3 Contact list and Contact, §5 contact import, §7, §8). The
 * words and limits are in ../contacts-constants, re-exported here.
 *
 * The client parses a CSV (header row skipped) and sends its rows in batches; the server judges
 * each row on its own, so one bad row is a skip with its reason, never a failed batch.
 */
import { contactSources } from '../constants';
import { errorBody } from '../errors';
import { objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';
import {
  campaignKinds,
  campaignStatuses,
  contactLimits,
  contactsMessages,
  contactStatuses,
  unsubscribe,
} from '../contacts-constants';

export * from '../contacts-constants';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const moment = z.iso.datetime();

// Lists (business spec §3 Contact list; createdAt is ours).

export const contactList = z
  .object({
    id: objectId,
    name: z.string(),
    description: z.string(),
    /** Contacts the list holds, counted. */
    contactCount: z.number().int(),
    createdAt: moment,
  })
  .openapi('ContactList');
export type ContactList = z.infer<typeof contactList>;

export const contactListsResult = z.object({ lists: z.array(contactList) }).openapi('ContactLists');
export type ContactListsResult = z.infer<typeof contactListsResult>;

export const createContactListBody = z
  .object({
    name: z
      .string({ error: contactsMessages.listNameRequired })
      .trim()
      .min(1, contactsMessages.listNameRequired)
      .max(contactLimits.listNameLength, contactsMessages.listNameTooLong),
    description: z
      .string()
      .trim()
      .max(contactLimits.descriptionLength, contactsMessages.descriptionTooLong)
      .default(''),
  })
  .openapi('CreateContactListRequest');
export type CreateContactListBody = z.input<typeof createContactListBody>;

export const contactListResult = z.object({ list: contactList }).openapi('ContactListResult');
export type ContactListResult = z.infer<typeof contactListResult>;

export const contactListParams = z.object({ listId: objectId });
export type ContactListParams = z.infer<typeof contactListParams>;

// Contacts (business spec §3 Contact; createdAt is ours).

export const contact = z
  .object({
    id: objectId,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    /** Unsubscribed once the address opted out of the business's campaigns (in any list). */
    status: z.enum(contactStatuses),
    source: z.enum(contactSources),
    createdAt: moment,
  })
  .openapi('Contact');
export type Contact = z.infer<typeof contact>;

export const contactsQuery = pageQuery
  .extend({
    limit: z.coerce.number().int().min(1).max(contactLimits.contactsPage).default(contactLimits.contactsPage),
    search: z.string().trim().max(100).optional(),
  })
  .openapi('ContactsQuery');
export type ContactsQuery = z.infer<typeof contactsQuery>;

export const contactsResult = z.object({ contacts: z.array(contact), pagination }).openapi('Contacts');
export type ContactsResult = z.infer<typeof contactsResult>;

// Import (business spec §5): rows as the client read them; each is judged on the server.

/**
 * What a text file never holds: control characters other than tab and line breaks, and the
 * replacement character a browser writes for bytes that are no UTF-8 text.
 */
const binaryContent = /[^\P{Cc}\t\n\r]|\uFFFD/u;

/**
 * Generous bounds against abuse; the real limits are judged per row and give a skip with its
 * reason. A row that is not text refuses the whole batch: its file was no CSV.
 */
const rowField = z
  .string()
  .max(1000)
  .refine((value) => !binaryContent.test(value), contactsMessages.notText)
  .default('');

export const importedContact = z
  .object({
    email: rowField,
    firstName: rowField,
    lastName: rowField,
    phone: rowField,
    /** The row's number in the file (the header is row 1), for the error report. */
    row: z.number().int().min(1).optional(),
  })
  .openapi('ImportedContact');
export type ImportedContact = z.input<typeof importedContact>;

export const importContactsBody = z
  .object({
    contacts: z
      .array(importedContact, { error: contactsMessages.noContactsSent })
      .min(1, contactsMessages.noContactsSent)
      .max(contactLimits.importBatch, contactsMessages.tooManyContacts),
    /** Lines typed on the screen (manual), or rows of a CSV file (import). */
    source: z.enum(contactSources).default('import'),
  })
  .openapi('ImportContactsRequest');
export type ImportContactsBody = z.input<typeof importContactsBody>;

export const skippedContact = z
  .object({
    /** The row's number as sent, else its place in this batch (1 for the first). */
    row: z.number().int(),
    email: z.string(),
    reason: z.string(),
  })
  .openapi('SkippedContact');
export type SkippedContact = z.infer<typeof skippedContact>;

export const importContactsResult = z
  .object({
    /** New contacts added to the list. */
    imported: z.number().int(),
    /** Rows whose address the list already held (or an earlier row of the batch did): merged into it. */
    merged: z.number().int(),
    skipped: z.array(skippedContact),
    /** The list's contacts after the import. */
    contactCount: z.number().int(),
  })
  .openapi('ImportContactsResult');
export type ImportContactsResult = z.infer<typeof importContactsResult>;

// Campaigns.

export const createLaunchCampaignBody = z
  .object({
    /** The list to write to; every list (each address once) when left out. */
    listId: objectId.optional(),
  })
  .openapi('CreateLaunchCampaignRequest');
export type CreateLaunchCampaignBody = z.infer<typeof createLaunchCampaignBody>;

/**
 * A campaign answers once every address was tried, or after a few seconds with the counts so far
 * (status sending): it goes on sending, and the campaigns list shows its progress.
 */
export const launchCampaignResult = z
  .object({
    campaignId: objectId,
    status: z.enum(campaignStatuses),
    /** Distinct addresses the campaign was for. */
    recipients: z.number().int(),
    sent: z.number().int(),
    /** The mail server refused them. */
    failed: z.number().int(),
    /** Unsubscribed addresses, written to by nothing. */
    skipped: z.number().int(),
  })
  .openapi('LaunchCampaignResult');
export type LaunchCampaignResult = z.infer<typeof launchCampaignResult>;

export const campaign = z
  .object({
    id: objectId,
    kind: z.enum(campaignKinds),
    listId: objectId.nullable(),
    /** The list's name when it was sent; null for every list. */
    listName: z.string().nullable(),
    status: z.enum(campaignStatuses),
    recipients: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    createdAt: moment,
    finishedAt: moment.nullable(),
  })
  .openapi('EmailCampaign');
export type Campaign = z.infer<typeof campaign>;

export const campaignsResult = z.object({ campaigns: z.array(campaign) }).openapi('EmailCampaigns');
export type CampaignsResult = z.infer<typeof campaignsResult>;

// Unsubscribe: a signed token names the business and the address; no session is needed.

export const unsubscribeQuery = z
  .object({
    token: z
      .string({ error: contactsMessages.unsubscribeLinkInvalid })
      .min(1, contactsMessages.unsubscribeLinkInvalid)
      .max(1000, contactsMessages.unsubscribeLinkInvalid),
  })
  .openapi('UnsubscribeQuery');
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

export const unsubscribeStatus = z
  .object({
    email: z.string(),
    businessName: z.string(),
    unsubscribed: z.boolean(),
  })
  .openapi('UnsubscribeStatus');
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatus>;

export const contactsApi = {
  listContactLists: {
    method: 'get',
    path: '/api/contact-lists',
    owner: 'messaging',
    summary: "The business's contact lists with their counts, newest first",
    access: owner,
    responses: { 200: ok('The lists', contactListsResult) },
  },
  createContactList: {
    method: 'post',
    path: '/api/contact-lists',
    owner: 'messaging',
    summary: 'Create a contact list (a name is required)',
    access: owner,
    body: createContactListBody,
    responses: { 201: ok('The list', contactListResult), 400: error(contactsMessages.listNameRequired) },
  },
  listContacts: {
    method: 'get',
    path: '/api/contact-lists/{listId}/contacts',
    owner: 'messaging',
    summary: "A list's contacts, newest first, searched by e-mail or name",
    access: owner,
    params: contactListParams,
    query: contactsQuery,
    responses: { 200: ok('The contacts', contactsResult), 404: error(contactsMessages.listNotFound) },
  },
  importContacts: {
    method: 'post',
    path: '/api/contact-lists/{listId}/import',
    owner: 'messaging',
    summary: `Add up to ${contactLimits.importBatch} contacts to a list: bad rows are skipped with their reason, an address the list holds is merged`,
    access: owner,
    params: contactListParams,
    body: importContactsBody,
    responses: {
      200: ok('What was imported, merged and skipped', importContactsResult),
      400: error(contactsMessages.noContactsSent),
      404: error(contactsMessages.listNotFound),
    },
  },
  createLaunchCampaign: {
    method: 'post',
    path: '/api/email-campaigns/create-launch',
    owner: 'messaging',
    summary:
      'Send the launch e-mail (the business now takes sign-ups online) to a list or every list, each address once, skipping unsubscribed ones',
    access: owner,
    body: createLaunchCampaignBody,
    responses: {
      201: ok('The campaign and its counts', launchCampaignResult),
      400: error(contactsMessages.noRecipients),
      404: error(contactsMessages.listNotFound),
    },
  },
  listCampaigns: {
    method: 'get',
    path: '/api/email-campaigns',
    owner: 'messaging',
    summary: "The business's campaigns with their counts, newest first",
    access: owner,
    responses: { 200: ok('The campaigns', campaignsResult) },
  },
  unsubscribePage: {
    method: 'get',
    path: unsubscribe.path,
    owner: 'messaging',
    summary:
      'The link in every campaign e-mail: a page that asks to confirm (JSON when asked for JSON); nothing changes until it is confirmed',
    access: 'public',
    query: unsubscribeQuery,
    responses: {
      200: ok('Who would be unsubscribed, and whether they already are', unsubscribeStatus),
      400: error(contactsMessages.unsubscribeLinkInvalid),
    },
  },
  unsubscribe: {
    method: 'post',
    path: unsubscribe.path,
    owner: 'messaging',
    summary: `Unsubscribe the address from the business's campaigns: the page's confirmation, or a mail client's one-click (RFC 8058, body ${unsubscribe.oneClickBody})`,
    access: 'public',
    query: unsubscribeQuery,
    responses: {
      200: ok('Unsubscribed', unsubscribeStatus),
      400: error(contactsMessages.unsubscribeLinkInvalid),
    },
  },
} as const satisfies Operations;

export const contactsOperations: ApiOperation[] = Object.values(contactsApi);
