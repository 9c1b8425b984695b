import { paymentPurposes } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  stageEvents,
  updateOneWithEvents,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import { orderLineSchema } from './order-lines';
import type {
  NewPayment,
  Payment,
  PaymentSettlement,
  PaymentStatus,
  PaymentStore,
  ReplayOf,
} from '../domain/model';

interface PaymentDocument extends Omit<Payment, 'id'> {
  _id: Types.ObjectId;
  /** Counts the writes: a refund is written only onto the version it was decided from. */
  revision: number;
}

const schema = new Schema<PaymentDocument>(
  {
    tenantId: { type: String, required: true, immutable: true },
    purpose: { type: String, enum: paymentPurposes, required: true },
    userId: { type: String, required: true },
    intent: { type: String, enum: ['payment', 'setup'], required: true },
    stripeIntentId: { type: String, required: true },
    // Empty for a renewal: Stripe charged it, no browser ever confirms it.
    clientSecret: { type: String, default: '' },
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
    paidAt: { type: Date, default: null },
    chargeIntentId: { type: String, default: null },
    refundedCents: { type: Number, default: 0 },
    refundedAt: { type: Date, default: null },
    revision: { type: Number, default: 0 },
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
  // Payments stored before billing kept these have no such fields.
  paidAt: doc.paidAt ?? null,
  chargeIntentId: doc.chargeIntentId ?? null,
  refundedCents: doc.refundedCents ?? 0,
  refundedAt: doc.refundedAt ?? null,
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

  async findByCharge(intentId: string): Promise<Payment | null> {
    const doc = await this.model
      .findOne({ $or: [{ stripeIntentId: intentId }, { chargeIntentId: intentId }] })
      .lean<PaymentDocument>();
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
    changes: PaymentSettlement,
    events: DomainEvent[],
    from: PaymentStatus[] = ['pending'],
  ): Promise<Payment | null> {
    const doc = await updateOneWithEvents(
      this.model,
      { tenantId: payment.tenantId, _id: new Types.ObjectId(payment.id), status: { $in: from } },
      // A new revision, so that a refund decided on the payment as it was is decided again.
      { $set: changes, $inc: { revision: 1 } },
      events,
    );
    return doc ? toPayment(doc) : null;
  }

  async recordPaid(
    payment: NewPayment,
    paidAt: Date,
    events: (p: Payment) => DomainEvent[],
  ): Promise<Payment | null> {
    const doc = new this.model({
      ...payment,
      status: 'succeeded',
      stripeSubscriptionId: null,
      orderId: null,
      failureReason: null,
      createdAt: paidAt,
      paidAt,
    });
    const recorded = toPayment(doc.toObject());
    stageEvents(doc, events(recorded));
    try {
      await doc.save();
      return recorded;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  async refund(
    payment: Payment,
    refund: { refundedCents: number; at: Date },
    events: (after: Payment) => DomainEvent[],
  ): Promise<{ payment: Payment; changed: boolean } | null> {
    const result = await updateRevisioned({
      model: this.model,
      filter: { tenantId: payment.tenantId, _id: new Types.ObjectId(payment.id) },
      label: `Payment ${payment.id}`,
      toEntity: toPayment,
      // Stripe's total only grows: an older or repeated total changes nothing.
      decide: (before: Payment) =>
        refund.refundedCents > before.refundedCents
          ? { refundedCents: refund.refundedCents, refundedAt: refund.at }
          : null,
      announce: events,
    });
    return result ? { payment: result.after, changed: result.changed } : null;
  }

  replay: ReplayOf<Payment> = (tell) => ({
    name: 'payments',
    model: this.model as Model<unknown>,
    tell: (doc) => tell(toPayment(doc as PaymentDocument)),
  });
}
