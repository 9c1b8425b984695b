import { type Contact, type ContactList, contactsApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import {
  countedLists,
  createList,
  type CountedList,
  importContacts,
  type ListedContact,
  listContacts,
} from '../domain/contacts';
import type { Outreach } from '../domain/model';

const listView = (list: CountedList): ContactList => ({
  id: list.id,
  name: list.name,
  description: list.description,
  contactCount: list.contactCount,
  createdAt: list.createdAt.toISOString(),
});

const contactView = (contact: ListedContact): Contact => ({
  id: contact.id,
  email: contact.email,
  firstName: contact.firstName,
  lastName: contact.lastName,
  phone: contact.phone,
  status: contact.unsubscribed ? 'unsubscribed' : 'subscribed',
  source: contact.source,
  createdAt: contact.createdAt.toISOString(),
});

/** The owner's contact lists: list, create, a list's contacts, and import into a list. */
export function contactRoutes(outreach: Outreach): Router {
  const router = Router();

  mountOperation(router, contactsApi.listContactLists, async (_input, req) => ({
    lists: (await countedLists(outreach, tenantOf(req))).map(listView),
  }));

  mountOperation(router, contactsApi.createContactList, async ({ body }, req, res) => {
    const list = await createList(outreach, tenantOf(req), body);
    res.status(201);
    return { list: listView(list) };
  });

  mountOperation(router, contactsApi.listContacts, async ({ params, query }, req) => {
    const page = await listContacts(outreach, tenantOf(req), params.listId, query);
    return { contacts: page.items.map(contactView), pagination: page.pagination };
  });

  mountOperation(router, contactsApi.importContacts, async ({ params, body }, req) =>
    importContacts(outreach, tenantOf(req), params.listId, body),
  );

  return router;
}
