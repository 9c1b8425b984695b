import { modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { StaffDirectory } from '../domain/model';

/** The business's staff logins and their names, from identity's user.registered. */
interface StaffDocument {
  tenantId: string;
  userId: string;
  name: string;
}

const schema = new Schema<StaffDocument>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
  },
  { collection: 'staff', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, userId: 1 }, { unique: true, name: 'tenant_user_unique' });

export class MongoStaffDirectory implements StaffDirectory {
  private readonly model: Model<StaffDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Staff', schema);
  }

  async apply(tenantId: string, userId: string, name: string): Promise<void> {
    await this.model.updateOne({ tenantId, userId }, { $set: { name } }, { upsert: true });
  }

  async nameOf(tenantId: string, userId: string): Promise<string | null> {
    const doc = await this.model
      .findOne({ tenantId, userId })
      .select({ _id: 0, name: 1 })
      .lean<StaffDocument>();
    return doc?.name ?? null;
  }
}
