import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { UnsubscribeRegistry } from '../domain/model';

/** An address that unsubscribed from a business's campaigns: one per business and address. */
interface UnsubscribeDocument {
  tenantId: string;
  email: string;
  unsubscribedAt: Date;
}

const schema = new Schema<UnsubscribeDocument>(
  {
    email: { type: String, required: true },
    unsubscribedAt: { type: Date, required: true },
  },
  { collection: 'unsubscribes', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, email: 1 }, { unique: true, name: 'tenant_email_unique' });

/** Addresses asked about at once: a campaign asks batch by batch. */
const lookupChunk = 500;

export class MongoUnsubscribeRegistry implements UnsubscribeRegistry {
  private readonly model: Model<UnsubscribeDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Unsubscribe', schema);
  }

  async add(tenantId: string, email: string, at: Date): Promise<boolean> {
    try {
      await this.model.create({ tenantId, email, unsubscribedAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async has(tenantId: string, email: string): Promise<boolean> {
    return (await this.model.countDocuments({ tenantId, email })) > 0;
  }

  async among(tenantId: string, emails: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let at = 0; at < emails.length; at += lookupChunk) {
      const docs = await this.model
        .find({ tenantId, email: { $in: emails.slice(at, at + lookupChunk) } })
        .select({ email: 1 })
        .lean<Pick<UnsubscribeDocument, 'email'>[]>();
      for (const { email } of docs) found.add(email);
    }
    return found;
  }
}
