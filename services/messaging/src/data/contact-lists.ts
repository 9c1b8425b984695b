import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { ContactListRecord, ContactListStore } from '../domain/model';

/** A business's contact lists; their contacts live in contacts, counted when asked for. */
interface ContactListDocument extends Omit<ContactListRecord, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<ContactListDocument>(
  {
    name: { type: String, required: true },
    description: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'contact_lists', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, createdAt: 1 }, { name: 'tenant_created' });

const toList = (doc: ContactListDocument): ContactListRecord => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  name: doc.name,
  description: doc.description ?? '',
  createdAt: doc.createdAt,
});

export class MongoContactListStore implements ContactListStore {
  private readonly model: Model<ContactListDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'ContactList', schema);
  }

  async create({ id, ...list }: ContactListRecord): Promise<void> {
    await this.model.create({ _id: new Types.ObjectId(id), ...list });
  }

  async find(tenantId: string, listId: string): Promise<ContactListRecord | null> {
    const doc = await this.model
      .findOne({ tenantId, _id: new Types.ObjectId(listId) })
      .lean<ContactListDocument>();
    return doc ? toList(doc) : null;
  }

  async all(tenantId: string): Promise<ContactListRecord[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ContactListDocument[]>();
    return docs.map(toList);
  }
}
