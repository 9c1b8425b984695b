import { isDuplicateKey, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { SetupStore } from '../domain/model';

/** Single documents, by well-known _id, that make the first-admin setup happen once. */
interface SetupDocument {
  _id: string;
  tokenHash?: string;
  at: Date;
}

const generatedToken = 'platform-admin-setup-token';
const adminCreation = 'platform-admin-creation';

const schema = new Schema<SetupDocument>(
  { _id: { type: String, required: true }, tokenHash: String, at: { type: Date, required: true } },
  { collection: 'setup', versionKey: false },
);

export class MongoSetupStore implements SetupStore {
  private readonly model: Model<SetupDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Setup', schema);
  }

  /** Inserting under a fixed _id: of two replicas starting together, only one stores (and shows) a token. */
  private async insertOnce(doc: SetupDocument): Promise<boolean> {
    try {
      await this.model.create(doc);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  storeGeneratedTokenHash(hash: string, at: Date): Promise<boolean> {
    return this.insertOnce({ _id: generatedToken, tokenHash: hash, at });
  }

  async generatedTokenHash(): Promise<string | null> {
    return (await this.model.findById(generatedToken).lean<SetupDocument>())?.tokenHash ?? null;
  }

  async forgetGeneratedToken(): Promise<void> {
    await this.model.deleteOne({ _id: generatedToken });
  }

  claimAdminCreation(at: Date): Promise<boolean> {
    return this.insertOnce({ _id: adminCreation, at });
  }

  async releaseAdminCreation(): Promise<void> {
    await this.model.deleteOne({ _id: adminCreation });
  }
}
