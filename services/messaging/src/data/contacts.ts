import { contactSources, type PageQuery } from '@pickup/contracts';
import {
  isDuplicateKey,
  type ListPage,
  listPage,
  modelOf,
  searchFilter,
  tenantScopedPlugin,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { ContactAdded, ContactDetails, ContactRecord, ContactStore, Recipient } from '../domain/model';

/** One contact per list and address: a second row of the address merges into it. */
interface ContactDocument extends Omit<ContactRecord, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<ContactDocument>(
  {
    listId: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    phone: { type: String, default: '' },
    source: { type: String, enum: contactSources, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'contacts', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, listId: 1, email: 1 }, { unique: true, name: 'tenant_list_email_unique' });
// A list's page: newest first (listPage ends the sort with _id).
schema.index({ tenantId: 1, listId: 1, createdAt: 1, _id: 1 }, { name: 'tenant_list_created' });

const toContact = (doc: ContactDocument): ContactRecord => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  listId: doc.listId,
  email: doc.email,
  firstName: doc.firstName ?? '',
  lastName: doc.lastName ?? '',
  phone: doc.phone ?? '',
  source: doc.source,
  createdAt: doc.createdAt,
});

const detailFields = ['firstName', 'lastName', 'phone'] as const;

/** The details a row brings that the contact held lacks: merging never overwrites what was there. */
function missingDetails(held: ContactDetails, given: ContactDetails): Partial<ContactDetails> {
  const fill: Partial<ContactDetails> = {};
  for (const field of detailFields) {
    if (!held[field] && given[field]) fill[field] = given[field];
  }
  return fill;
}

export class MongoContactStore implements ContactStore {
  private readonly model: Model<ContactDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Contact', schema);
  }

  async add({ id, ...contact }: ContactRecord): Promise<ContactAdded> {
    try {
      await this.model.create({ _id: new Types.ObjectId(id), ...contact });
      return 'imported';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const { tenantId, listId, email } = contact;
    const held = await this.model.findOne({ tenantId, listId, email }).lean<ContactDocument>();
    const fill = held ? missingDetails(toContact(held), contact) : {};
    if (Object.keys(fill).length > 0) {
      await this.model.updateOne({ tenantId, listId, email }, { $set: fill });
    }
    return 'merged';
  }

  async countByList(tenantId: string): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { tenantId } },
      { $group: { _id: '$listId', count: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.count]));
  }

  count(tenantId: string, listId: string): Promise<number> {
    return this.model.countDocuments({ tenantId, listId });
  }

  async page(
    tenantId: string,
    listId: string,
    { search, ...page }: PageQuery & { search?: string | undefined },
  ): Promise<ListPage<ContactRecord>> {
    const listed = await listPage(this.model, {
      tenantId,
      filter: { listId, ...searchFilter(search, ['email', 'firstName', 'lastName']) },
      sort: { createdAt: -1 },
      page,
    });
    return { ...listed, items: listed.items.map(toContact) };
  }

  async recipients(tenantId: string, listId: string | null): Promise<Recipient[]> {
    const docs = await this.model
      .find({ tenantId, ...(listId ? { listId } : {}) })
      .select({ email: 1, firstName: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .lean<Pick<ContactDocument, 'email' | 'firstName'>[]>();
    const byEmail = new Map<string, Recipient>();
    for (const { email, firstName = '' } of docs) {
      const known = byEmail.get(email);
      if (!known) byEmail.set(email, { email, firstName });
      else if (!known.firstName && firstName) known.firstName = firstName;
    }
    return [...byEmail.values()];
  }
}
