import { platformPlanIds, platformSubscriptionStatuses, purchasablePlanIds } from '@pickup/contracts';
import {
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  stageEvents,
  updateOneWithEvents,
} from '@pickup/kit';
import { type Connection, type Model, type QueryFilter, Schema } from 'mongoose';
import type { PlatformSubscription, PlatformSubscriptionStore } from '../domain/model';

/** One per business, keyed by its tenant id. */
type PlatformSubscriptionDocument = Omit<PlatformSubscription, 'tenantId'> & {
  _id: string;
  tenantId: string;
};

const schema = new Schema<PlatformSubscriptionDocument>(
  {
    _id: { type: String, required: true },
    tenantId: { type: String, required: true },
    planId: { type: String, enum: platformPlanIds, required: true },
    status: { type: String, enum: platformSubscriptionStatuses, required: true },
    trialEndsAt: { type: Date, default: null },
    trialReminderSentAt: { type: Date, default: null },
    stripeCustomerId: { type: String, default: null },
    stripeSubscriptionId: { type: String, default: null },
    currentPeriodEnd: { type: Date, default: null },
    scheduledPlanId: { type: String, enum: [...purchasablePlanIds, null], default: null },
    lastStripeEventId: { type: String, default: null },
  },
  { collection: 'platform_subscriptions', versionKey: false },
);
schema.index({ stripeSubscriptionId: 1 }, { name: 'stripeSubscriptionId', sparse: true });
schema.index({ status: 1, trialEndsAt: 1 }, { name: 'status_trialEndsAt' });
schema.plugin(outboxPlugin);

function toSubscription(doc: PlatformSubscriptionDocument): PlatformSubscription {
  return {
    tenantId: doc._id,
    planId: doc.planId,
    status: doc.status,
    trialEndsAt: doc.trialEndsAt,
    trialReminderSentAt: doc.trialReminderSentAt,
    stripeCustomerId: doc.stripeCustomerId,
    stripeSubscriptionId: doc.stripeSubscriptionId,
    currentPeriodEnd: doc.currentPeriodEnd,
    scheduledPlanId: doc.scheduledPlanId,
    lastStripeEventId: doc.lastStripeEventId,
  };
}

export class MongoPlatformSubscriptionStore implements PlatformSubscriptionStore {
  private readonly model: Model<PlatformSubscriptionDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'PlatformSubscription', schema);
  }

  async find(tenantId: string): Promise<PlatformSubscription | null> {
    const doc = await this.model.findById(tenantId).lean<PlatformSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async createTrial(
    subscription: PlatformSubscription,
    events: (s: PlatformSubscription) => DomainEvent[],
  ): Promise<boolean> {
    const doc = new this.model({ ...subscription, _id: subscription.tenantId });
    stageEvents(doc, events(subscription));
    try {
      await doc.save();
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async update(
    tenantId: string,
    expected: Partial<PlatformSubscription>,
    changes: Partial<PlatformSubscription>,
    events: (s: PlatformSubscription) => DomainEvent[],
  ): Promise<PlatformSubscription | null> {
    const current = await this.find(tenantId);
    if (!current) return null;
    const next = { ...current, ...changes };
    const filter = { _id: tenantId, ...expected } as QueryFilter<PlatformSubscriptionDocument>;
    const doc = await updateOneWithEvents(this.model, filter, { $set: changes }, events(next));
    return doc ? toSubscription(doc) : null;
  }

  async findByStripeSubscription(stripeSubscriptionId: string): Promise<PlatformSubscription | null> {
    const doc = await this.model.findOne({ stripeSubscriptionId }).lean<PlatformSubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async trialsDue(now: Date, remindBefore: Date, limit: number): Promise<PlatformSubscription[]> {
    const docs = await this.model
      .find({ status: 'trial', trialEndsAt: { $lte: remindBefore } })
      .limit(limit)
      .lean<PlatformSubscriptionDocument[]>();
    return docs
      .map(toSubscription)
      .filter((trial) => (trial.trialEndsAt ?? now) <= now || !trial.trialReminderSentAt);
  }
}
