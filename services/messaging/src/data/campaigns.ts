import { campaignKinds, campaignStatuses } from '@pickup/contracts';
import {
  type DomainEvent,
  modelOf,
  outboxPlugin,
  tenantScopedPlugin,
  updateOneWithEvents,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { CampaignCounts, CampaignRecord, CampaignStore } from '../domain/model';

/**
 * A business's campaigns with their counts. The counts are written by the run that sends (from
 * its delivery claims, counted), never incremented: concurrent increments lose counts here.
 */
interface CampaignDocument extends Omit<CampaignRecord, 'id'> {
  _id: Types.ObjectId;
  /** When its run last reported progress: a campaign sending with none for long has stalled. */
  progressAt: Date;
}

const schema = new Schema<CampaignDocument>(
  {
    kind: { type: String, enum: campaignKinds, required: true },
    listId: { type: String, default: null },
    listName: { type: String, default: null },
    status: { type: String, enum: campaignStatuses, required: true },
    recipients: { type: Number, required: true },
    sent: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    progressAt: { type: Date, required: true },
  },
  { collection: 'campaigns', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, createdAt: 1 }, { name: 'tenant_created' });
// Every business's stalled campaigns, for the job that resumes them.
schema.index({ status: 1, progressAt: 1 }, { name: 'status_progress' });

const toCampaign = (doc: CampaignDocument): CampaignRecord => ({
  id: doc._id.toHexString(),
  tenantId: doc.tenantId,
  kind: doc.kind,
  listId: doc.listId ?? null,
  listName: doc.listName ?? null,
  status: doc.status,
  recipients: doc.recipients,
  sent: doc.sent ?? 0,
  failed: doc.failed ?? 0,
  skipped: doc.skipped ?? 0,
  createdAt: doc.createdAt,
  finishedAt: doc.finishedAt ?? null,
});

const countsOf = ({ sent, failed, skipped }: CampaignCounts) => ({ sent, failed, skipped });

export class MongoCampaignStore implements CampaignStore {
  private readonly model: Model<CampaignDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Campaign', schema);
  }

  async create({ id, ...campaign }: CampaignRecord): Promise<void> {
    await this.model.create({ _id: new Types.ObjectId(id), ...campaign, progressAt: campaign.createdAt });
  }

  async progress(tenantId: string, campaignId: string, counts: CampaignCounts, at: Date): Promise<void> {
    await this.model.updateOne(
      { tenantId, _id: new Types.ObjectId(campaignId), status: 'sending' },
      { $set: { ...countsOf(counts), progressAt: at } },
    );
  }

  async stalled(before: Date): Promise<CampaignRecord[]> {
    // Across businesses, so on the raw collection: the job resumes each in its own business.
    const docs = await this.model.collection
      .find<CampaignDocument>({ status: 'sending', progressAt: { $lt: before } })
      .toArray();
    return docs.map(toCampaign);
  }

  async finish(
    tenantId: string,
    campaignId: string,
    counts: CampaignCounts,
    finishedAt: Date,
    events: DomainEvent[],
  ): Promise<CampaignRecord | null> {
    const doc = await updateOneWithEvents(
      this.model,
      { tenantId, _id: new Types.ObjectId(campaignId), status: 'sending' },
      { $set: { ...countsOf(counts), status: 'sent', finishedAt } },
      events,
    );
    return doc ? toCampaign(doc) : null;
  }

  async find(tenantId: string, campaignId: string): Promise<CampaignRecord | null> {
    const doc = await this.model
      .findOne({ tenantId, _id: new Types.ObjectId(campaignId) })
      .lean<CampaignDocument>();
    return doc ? toCampaign(doc) : null;
  }

  async all(tenantId: string): Promise<CampaignRecord[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<CampaignDocument[]>();
    return docs.map(toCampaign);
  }
}
