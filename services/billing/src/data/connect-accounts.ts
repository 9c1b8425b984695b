import { type DomainEvent, isDuplicateKey, modelOf, outboxPlugin, updateOneWithEvents } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { ConnectAccount, ConnectAccountStore } from '../domain/model';

/** One per business, keyed by its tenant id. */
type ConnectAccountDocument = ConnectAccount & { _id: string };

const schema = new Schema<ConnectAccountDocument>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    stripeAccountId: { type: String, required: true },
    chargesEnabled: { type: Boolean, required: true },
    payoutsEnabled: { type: Boolean, required: true },
    detailsSubmitted: { type: Boolean, required: true },
  },
  { collection: 'connect_accounts', versionKey: false },
);
schema.index({ stripeAccountId: 1 }, { name: 'stripeAccountId', unique: true });
schema.plugin(outboxPlugin);

const toAccount = (doc: ConnectAccountDocument): ConnectAccount => ({
  tenantId: doc._id,
  stripeAccountId: doc.stripeAccountId,
  chargesEnabled: doc.chargesEnabled,
  payoutsEnabled: doc.payoutsEnabled,
  detailsSubmitted: doc.detailsSubmitted,
});

export class MongoConnectAccountStore implements ConnectAccountStore {
  private readonly model: Model<ConnectAccountDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'ConnectAccount', schema);
  }

  async find(tenantId: string): Promise<ConnectAccount | null> {
    const doc = await this.model.findById(tenantId).lean<ConnectAccountDocument>();
    return doc ? toAccount(doc) : null;
  }

  async findByStripeAccount(stripeAccountId: string): Promise<ConnectAccount | null> {
    const doc = await this.model.findOne({ stripeAccountId }).lean<ConnectAccountDocument>();
    return doc ? toAccount(doc) : null;
  }

  async create(account: ConnectAccount): Promise<ConnectAccount> {
    try {
      await this.model.create({ ...account, _id: account.tenantId });
      return account;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.find(account.tenantId);
      if (!stored) throw error;
      return stored;
    }
  }

  async setFlags(
    tenantId: string,
    flags: Pick<ConnectAccount, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
    events: (a: ConnectAccount) => DomainEvent[],
  ): Promise<ConnectAccount | null> {
    const current = await this.find(tenantId);
    if (!current) return null;
    const unchanged =
      current.chargesEnabled === flags.chargesEnabled &&
      current.payoutsEnabled === flags.payoutsEnabled &&
      current.detailsSubmitted === flags.detailsSubmitted;
    if (unchanged) return current;
    // Compare-and-set on the flags read: of two deliveries racing, one announces the change.
    const filter = {
      _id: tenantId,
      chargesEnabled: current.chargesEnabled,
      payoutsEnabled: current.payoutsEnabled,
      detailsSubmitted: current.detailsSubmitted,
    };
    const doc = await updateOneWithEvents(
      this.model,
      filter,
      { $set: flags },
      events({ ...current, ...flags }),
    );
    return doc ? toAccount(doc) : this.find(tenantId);
  }
}
