import {
  type ContactListResult,
  contactsApi,
  type EventData,
  type ImportContactsResult,
  type ImportedContact,
  type LaunchCampaignResult,
} from '@pickup/contracts';
import type { MailMessage } from '@pickup/kit';
import type { MessagingFixture } from './support/messaging-fixture';

/** What the contacts, campaign and unsubscribe tests share: an owner's business, lists and launches. */

export type OwnerHeader = { authorization: string };

/** A business messaging knows (name, subdomain, settings) and its owner's header. */
export async function ownerBusiness(
  fixture: MessagingFixture,
  settings: Partial<EventData<'tenant.settings.updated'>> = {},
): Promise<{ tenantId: string; owner: OwnerHeader; subdomain: string }> {
  const tenantId = await fixture.business(settings);
  return { tenantId, owner: fixture.auth('owner', tenantId), subdomain: `biz${tenantId.slice(-8)}` };
}

export const row = (email: string, firstName = '', lastName = '', phone = ''): ImportedContact => ({
  email,
  firstName,
  lastName,
  phone,
});

export async function createList(
  fixture: MessagingFixture,
  owner: OwnerHeader,
  name = 'Farmers market',
): Promise<string> {
  const res = await fixture.api().post(contactsApi.createContactList.path).set(owner).send({ name });
  expect(res.status).toBe(201);
  return (res.body as ContactListResult).list.id;
}

export const importPath = (listId: string) => `/api/contact-lists/${listId}/import`;
export const contactsPath = (listId: string) => `/api/contact-lists/${listId}/contacts`;

export async function importRows(
  fixture: MessagingFixture,
  owner: OwnerHeader,
  listId: string,
  contacts: ImportedContact[],
): Promise<ImportContactsResult> {
  const res = await fixture.api().post(importPath(listId)).set(owner).send({ contacts });
  expect(res.status).toBe(200);
  return res.body as ImportContactsResult;
}

/** A list holding these addresses; answers its id. */
export async function listOf(
  fixture: MessagingFixture,
  owner: OwnerHeader,
  emails: string[],
): Promise<string> {
  const listId = await createList(fixture, owner);
  await importRows(
    fixture,
    owner,
    listId,
    emails.map((email) => row(email)),
  );
  return listId;
}

export async function launch(
  fixture: MessagingFixture,
  owner: OwnerHeader,
  listId?: string,
): Promise<LaunchCampaignResult> {
  const res = await fixture
    .api()
    .post(contactsApi.createLaunchCampaign.path)
    .set(owner)
    .send(listId ? { listId } : {});
  expect(res.status).toBe(201);
  return res.body as LaunchCampaignResult;
}

/** A unique address for a test. */
let counter = 0;
export const address = (name: string) => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

/** The unsubscribe link's token a campaign e-mail carries. */
export function unsubscribeTokenOf(mail: MailMessage | undefined): string {
  const url = new URL(mail?.unsubscribeUrl ?? 'http://missing');
  return url.searchParams.get('token') ?? '';
}
