/** Test-only: contact lists, contacts and campaigns for the contacts screen's tests. */
import type {
  Campaign,
  CampaignsResult,
  Contact,
  ContactList,
  ContactListsResult,
  ContactsResult,
  ImportContactsResult,
} from '@pickup/contracts/schemas';

export const marketList: ContactList = {
  id: '6d0000000000000000000001',
  name: 'Farmers market sign-ups',
  description: 'Names from the Saturday market table',
  contactCount: 12,
  createdAt: '2026-11-20T15:00:00.000Z',
};

export const neighboursList: ContactList = {
  id: '6d0000000000000000000002',
  name: 'Neighbours',
  description: '',
  contactCount: 30,
  createdAt: '2026-11-21T15:00:00.000Z',
};

export const emptyList: ContactList = {
  ...neighboursList,
  id: '6d0000000000000000000003',
  name: 'Empty',
  contactCount: 0,
};

export const listsOf = (lists: ContactList[]): ContactListsResult => ({ lists });

export const robinContact: Contact = {
  id: '6e0000000000000000000001',
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Lee',
  phone: '555-0100',
  status: 'subscribed',
  source: 'import',
  createdAt: '2026-11-22T15:00:00.000Z',
};

export function contactsOf(contacts: Contact[], totalPages = 1): ContactsResult {
  return { contacts, pagination: { total: contacts.length, page: 1, limit: 50, totalPages } };
}

export function importAnswer(partial: Partial<ImportContactsResult> = {}): ImportContactsResult {
  return { imported: 0, merged: 0, skipped: [], contactCount: 0, ...partial };
}

export const sendingCampaign: Campaign = {
  id: '6f0000000000000000000001',
  kind: 'launch',
  listId: marketList.id,
  listName: marketList.name,
  status: 'sending',
  recipients: 12,
  sent: 4,
  failed: 0,
  skipped: 0,
  createdAt: '2026-11-23T15:00:00.000Z',
  finishedAt: null,
};

export const sentCampaign: Campaign = {
  ...sendingCampaign,
  status: 'sent',
  sent: 10,
  failed: 1,
  skipped: 1,
  finishedAt: '2026-11-23T15:01:00.000Z',
};

export const campaignsOf = (campaigns: Campaign[]): CampaignsResult => ({ campaigns });
