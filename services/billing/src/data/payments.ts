import { paymentPurposes } from '@pickup/contracts';
import { type DomainEvent, modelOf, outboxPlugin, updateOneWithEvents } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import { orderLineSchema } from './order-lines';
import type { NewPayment, Payment, PaymentStatus, PaymentStore } from '../domain/model';

interface PaymentDocument extends Omit<Payment, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<PaymentDocument>(
  {
    tenantId: { type: String, required: true, immutable: true },
    purpose: { type: String, enum: paymentPurposes, required: true },
    userId: { type: String, required: true },
    intent: { type: String, enum: ['payment', 'setup'], required: true },
    stripeIntentId: { type: String, required: true },
    clientSecret: { type: String, required: true },
    amountCents: { type: Number, required: true },
    applicationFeeCents: { type: Number, required: true },
    status: { type: String, enum: ['pending', 'succeeded', 'failed'], required: true },
    lines: { type: [orderLineSchema], default: [] },
    subtotalCents: { type: Number, default: 0 },
    taxCents: { type: Number, default: 0 },
    planId: { type: String, default: null },
    subscriptionId: { type: String, default: null },
    stripeSubscriptionId: { type: String, default: null },
    orderId: { type: String, default: null },
    failureReason: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'payments', versionKey: false },
);
// Not tenantScopedPlugin: Stripe's webhook finds a payment by Stripe's id alone (unique across the
// platform); every lookup for a user names the tenant.
schema.plugin(outboxPlugin);
schema.index({ stripeIntentId: 1 }, { name: 'stripeIntentId', unique: true });
schema.index({ stripeSubscriptionId: 1 }, { name: 'stripeSubscriptionId', sparse: true });
schema.index({ tenantId: 1, userId: 1, purpose: 1, createdAt: -1 }, { name: 'tenantId_userId_purpose' });

const toPayment = (doc: PaymentDocument): Payment => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  purpose: doc.purpose,
  userId: doc.userId,
  intent: doc.intent,
  stripeIntentId: doc.stripeIntentId,
  clientSecret: doc.clientSecret,
  amountCents: doc.amountCents,
  applicationFeeCents: doc.applicationFeeCents,
  status: doc.status,
  lines: doc.lines.map((line) => ({ ...line })),
  subtotalCents: doc.subtotalCents,
  taxCents: doc.taxCents,
  planId: doc.planId,
  subscriptionId: doc.subscriptionId,
  stripeSubscriptionId: doc.stripeSubscriptionId,
  orderId: doc.orderId,
  failureReason: doc.failureReason,
  createdAt: doc.createdAt,
});

export class MongoPaymentStore implements PaymentStore {
  private readonly model: Model<PaymentDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Payment', schema);
  }

  async create(payment: NewPayment): Promise<Payment> {
    const doc = await this.model.create({
      ...payment,
      status: 'pending',
      stripeSubscriptionId: null,
      orderId: null,
      failureReason: null,
      createdAt: new Date(),
    });
    return toPayment(doc.toObject());
  }

  async find(tenantId: string, id: string): Promise<Payment | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findOne({ tenantId, _id: id }).lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  async findByIntent(stripeIntentId: string): Promise<Payment | null> {
    const doc = await this.model.findOne({ stripeIntentId }).lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  async findByStripeSubscription(stripeSubscriptionId: string): Promise<Payment | null> {
    const doc = await this.model.findOne({ stripeSubscriptionId }).lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  async findPending(tenantId: string, userId: string, purpose: Payment['purpose']) {
    const doc = await this.model
      .findOne({ tenantId, userId, purpose, status: 'pending', stripeSubscriptionId: null })
      .sort({ createdAt: -1 })
      .lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  async reprice(payment: Payment, planId: string, amountCents: number, applicationFeeCents: number) {
    const doc = await this.model
      .findOneAndUpdate(
        {
          tenantId: payment.tenantId,
          _id: new Types.ObjectId(payment.id),
          status: 'pending',
          stripeSubscriptionId: null,
        },
        { $set: { planId, amountCents, applicationFeeCents } },
        { returnDocument: 'after' },
      )
      .lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  async settle(
    payment: Payment,
    changes: Pick<Payment, 'status'> &
      Partial<Pick<Payment, 'failureReason' | 'orderId' | 'stripeSubscriptionId'>>,
    events: DomainEvent[],
    from: PaymentStatus[] = ['pending'],
  ): Promise<Payment | null> {
    const doc = await updateOneWithEvents(
      this.model,
      { tenantId: payment.tenantId, _id: new Types.ObjectId(payment.id), status: { $in: from } },
      { $set: changes },
      events,
    );
    return doc ? toPayment(doc) : null;
  }
}
