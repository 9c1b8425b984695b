import {
  type ContactsQuery,
  type CreateContactListBody,
  contactLimits,
  contactsMessages,
  type ImportContactsResult,
  type SkippedContact,
  z,
} from '@pickup/contracts';
import { type ListPage, newDocumentId, notFound } from '@pickup/kit';
import type { ContactDetails, ContactListRecord, ContactRecord, Outreach } from './model';

/**
 * A business's contact lists and their contacts (business spec §2.15, §5): lists need a name,
 * each row of an import is judged on its own, and an address is held once per list.
 */

export interface CountedList extends ContactListRecord {
  contactCount: number;
}

export interface ListedContact extends ContactRecord {
  unsubscribed: boolean;
}

/** A row of an import as the contract parsed it. */
export interface ContactRow {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  row?: number | undefined;
}

export async function createList(
  outreach: Outreach,
  tenantId: string,
  { name, description = '' }: CreateContactListBody,
): Promise<CountedList> {
  const list: ContactListRecord = {
    id: newDocumentId(),
    tenantId,
    name: name.trim(),
    description: description.trim(),
    createdAt: outreach.clock.now(),
  };
  await outreach.contactLists.create(list);
  return { ...list, contactCount: 0 };
}

export async function countedLists(outreach: Outreach, tenantId: string): Promise<CountedList[]> {
  const [lists, counts] = await Promise.all([
    outreach.contactLists.all(tenantId),
    outreach.contacts.countByList(tenantId),
  ]);
  return lists.map((list) => ({ ...list, contactCount: counts.get(list.id) ?? 0 }));
}

/** The business's list; another business's, or none, is not found. */
export async function findList(
  outreach: Outreach,
  tenantId: string,
  listId: string,
): Promise<ContactListRecord> {
  const list = await outreach.contactLists.find(tenantId, listId);
  if (!list) throw notFound(contactsMessages.listNotFound);
  return list;
}

export async function listContacts(
  outreach: Outreach,
  tenantId: string,
  listId: string,
  query: ContactsQuery,
): Promise<ListPage<ListedContact>> {
  await findList(outreach, tenantId, listId);
  const page = await outreach.contacts.page(tenantId, listId, query);
  const unsubscribed = await outreach.unsubscribes.among(
    tenantId,
    page.items.map((contact) => contact.email),
  );
  return {
    ...page,
    items: page.items.map((contact) => ({ ...contact, unsubscribed: unsubscribed.has(contact.email) })),
  };
}

const emailAddress = z.email();

/** A row's contact, its address lower-cased; or why the row is skipped. */
export function judgeRow(row: ContactRow): ContactDetails | { reason: string } {
  const email = row.email.trim().toLowerCase();
  if (!email) return { reason: contactsMessages.emailMissing };
  if (!email.includes('@')) return { reason: contactsMessages.emailNeedsAt };
  if (email.length > contactLimits.emailLength || !emailAddress.safeParse(email).success) {
    return { reason: contactsMessages.emailInvalid };
  }
  const details = {
    email,
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    phone: row.phone.trim(),
  };
  const tooLong =
    details.firstName.length > contactLimits.nameLength ||
    details.lastName.length > contactLimits.nameLength ||
    details.phone.length > contactLimits.phoneLength;
  return tooLong ? { reason: contactsMessages.fieldTooLong } : details;
}

/** Rows of one address merged in order: a later row fills only what an earlier one left empty. */
function mergeInto(held: ContactDetails, row: ContactDetails): void {
  held.firstName ||= row.firstName;
  held.lastName ||= row.lastName;
  held.phone ||= row.phone;
}

/** Contacts written to the database at once. */
const writeConcurrency = 10;

/**
 * Adds a batch of rows to the list: bad rows are skipped with their reason; rows of an address
 * the batch or the list already holds are merged into it, filling only details it lacks.
 */
export async function importContacts(
  outreach: Outreach,
  tenantId: string,
  listId: string,
  { contacts: rows, source }: { contacts: ContactRow[]; source: ContactRecord['source'] },
): Promise<ImportContactsResult> {
  await findList(outreach, tenantId, listId);
  const skipped: SkippedContact[] = [];
  const byEmail = new Map<string, ContactDetails>();
  let merged = 0;
  rows.forEach((row, index) => {
    const judged = judgeRow(row);
    if ('reason' in judged) {
      skipped.push({ row: row.row ?? index + 1, email: row.email.trim(), reason: judged.reason });
      return;
    }
    const held = byEmail.get(judged.email);
    if (held) {
      mergeInto(held, judged);
      merged += 1;
    } else {
      byEmail.set(judged.email, judged);
    }
  });

  const createdAt = outreach.clock.now();
  const unique = [...byEmail.values()];
  let imported = 0;
  for (let at = 0; at < unique.length; at += writeConcurrency) {
    const added = await Promise.all(
      unique
        .slice(at, at + writeConcurrency)
        .map((details) =>
          outreach.contacts.add({ ...details, id: newDocumentId(), tenantId, listId, source, createdAt }),
        ),
    );
    for (const outcome of added) {
      if (outcome === 'imported') imported += 1;
      else merged += 1;
    }
  }
  const contactCount = await outreach.contacts.count(tenantId, listId);
  return { imported, merged, skipped, contactCount };
}
