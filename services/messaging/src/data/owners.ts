import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { OwnerDirectory } from '../domain/model';

/** The business's owner logins and their names, from identity's user.registered. */
interface OwnerDocument {
  tenantId: string;
  userId: string;
  name: string;
  /** Their login's e-mail (test reminders); empty on documents from before it was kept. */
  email: string;
}

const schema = new Schema<OwnerDocument>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, default: '' },
  },
  { collection: 'owners', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, userId: 1 }, { unique: true, name: 'tenant_user_unique' });

export class MongoOwnerDirectory implements OwnerDirectory {
  private readonly model: Model<OwnerDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Owner', schema);
  }

  async apply(tenantId: string, userId: string, name: string, email: string): Promise<void> {
    await this.model.updateOne({ tenantId, userId }, { $set: { name, email } }, { upsert: true });
  }

  async emailOf(tenantId: string, userId: string): Promise<string | null> {
    const doc = await this.model
      .findOne({ tenantId, userId })
      .select({ _id: 0, email: 1 })
      .lean<Pick<OwnerDocument, 'email'>>();
    return doc?.email || null;
  }

  async firstEmailOf(tenantId: string): Promise<string | null> {
    const doc = await this.model
      .findOne({ tenantId, email: { $gt: '' } })
      .sort({ _id: 1 })
      .select({ _id: 0, email: 1 })
      .lean<Pick<OwnerDocument, 'email'>>();
    return doc?.email || null;
  }

  async nameOf(tenantId: string, userId: string): Promise<string | null> {
    const doc = await this.model
      .findOne({ tenantId, userId })
      .select({ _id: 0, name: 1 })
      .lean<Pick<OwnerDocument, 'name'>>();
    return doc?.name ?? null;
  }
}
