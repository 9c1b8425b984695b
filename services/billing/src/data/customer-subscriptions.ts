import { customerPlanIntervals, customerSubscriptionStatuses } from '@pickup/contracts';
import { type DomainEvent, isDuplicateKey, modelOf, outboxPlugin, updateOneWithEvents } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { CustomerSubscription, CustomerSubscriptionStore, ReplayOf } from '../domain/model';

interface CustomerSubscriptionDocument extends Omit<CustomerSubscription, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<CustomerSubscriptionDocument>(
  {
    tenantId: { type: String, required: true, immutable: true },
    customerUserId: { type: String, required: true },
    email: { type: String, required: true },
    name: { type: String, required: true },
    planId: { type: String, enum: customerPlanIntervals, required: true },
    amountCents: { type: Number, required: true },
    status: { type: String, enum: customerSubscriptionStatuses, required: true },
    stripeCustomerId: { type: String, required: true },
    stripeSubscriptionId: { type: String, default: null },
    nextChargeAt: { type: Date, default: null },
    scheduledPlanId: { type: String, enum: [...customerPlanIntervals, null], default: null },
    card: { type: new Schema({ brand: String, last4: String }, { _id: false }), default: null },
    lastStripeEventId: { type: String, default: null },
    activatedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    cancelReason: {
      type: String,
      enum: ['customer_request', 'payment_failed', 'ended', null],
      default: null,
    },
  },
  { collection: 'customer_subscriptions', versionKey: false },
);
// Not tenantScopedPlugin: Stripe's webhook finds a subscription by Stripe's id alone (unique across
// the platform); every lookup for a user names the tenant.
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, customerUserId: 1 }, { name: 'tenantId_customerUserId', unique: true });
schema.index({ stripeSubscriptionId: 1 }, { name: 'stripeSubscriptionId', sparse: true });

const toSubscription = (doc: CustomerSubscriptionDocument): CustomerSubscription => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  customerUserId: doc.customerUserId,
  email: doc.email,
  name: doc.name,
  planId: doc.planId,
  amountCents: doc.amountCents,
  status: doc.status,
  stripeCustomerId: doc.stripeCustomerId,
  stripeSubscriptionId: doc.stripeSubscriptionId,
  nextChargeAt: doc.nextChargeAt,
  scheduledPlanId: doc.scheduledPlanId,
  card: doc.card ? { brand: doc.card.brand, last4: doc.card.last4 } : null,
  lastStripeEventId: doc.lastStripeEventId,
  // Subscriptions stored before billing kept these have no such fields.
  activatedAt: doc.activatedAt ?? null,
  cancelledAt: doc.cancelledAt ?? null,
  cancelReason: doc.cancelReason ?? null,
});

export class MongoCustomerSubscriptionStore implements CustomerSubscriptionStore {
  private readonly model: Model<CustomerSubscriptionDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'CustomerSubscription', schema);
  }

  async findByCustomer(tenantId: string, customerUserId: string) {
    const doc = await this.model.findOne({ tenantId, customerUserId }).lean<CustomerSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async find(tenantId: string, id: string) {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findOne({ tenantId, _id: id }).lean<CustomerSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async findByStripeSubscription(stripeSubscriptionId: string) {
    const doc = await this.model.findOne({ stripeSubscriptionId }).lean<CustomerSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async createOnce(subscription: Omit<CustomerSubscription, 'id'>): Promise<CustomerSubscription> {
    try {
      return toSubscription((await this.model.create(subscription)).toObject());
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.findByCustomer(subscription.tenantId, subscription.customerUserId);
      if (!stored) throw error;
      return stored;
    }
  }

  async update(
    tenantId: string,
    id: string,
    changes: Partial<CustomerSubscription>,
    events: (s: CustomerSubscription) => DomainEvent[],
  ): Promise<CustomerSubscription | null> {
    const current = await this.find(tenantId, id);
    if (!current) return null;
    const doc = await updateOneWithEvents(
      this.model,
      { tenantId, _id: new Types.ObjectId(id) },
      { $set: changes },
      events({ ...current, ...changes }),
    );
    return doc ? toSubscription(doc) : null;
  }

  replay: ReplayOf<CustomerSubscription> = (tell) => ({
    name: 'customer_subscriptions',
    model: this.model as Model<unknown>,
    tell: (doc) => tell(toSubscription(doc as CustomerSubscriptionDocument)),
  });
}
