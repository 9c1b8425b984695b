import { isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { CampaignCounts, CampaignDeliveries, DeliveryOutcome } from '../domain/model';

/**
 * Each address of each campaign, claimed by the run that writes to it (a unique insert: FerretDB
 * applies a conditional update in separate steps, so only an insert can be a claim), then settled
 * with what became of it. A claim left unsettled was handed to the mail server by a run that
 * stopped before hearing back: it is never sent again.
 */
interface DeliveryDocument {
  tenantId: string;
  campaignId: string;
  email: string;
  outcome: DeliveryOutcome | null;
  claimedAt: Date;
}

const outcomes: DeliveryOutcome[] = ['sent', 'failed', 'skipped'];

const schema = new Schema<DeliveryDocument>(
  {
    campaignId: { type: String, required: true },
    email: { type: String, required: true },
    outcome: { type: String, enum: [...outcomes, null], default: null },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'campaign_deliveries', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index(
  { tenantId: 1, campaignId: 1, email: 1 },
  { unique: true, name: 'tenant_campaign_email_unique' },
);

export class MongoCampaignDeliveries implements CampaignDeliveries {
  private readonly model: Model<DeliveryDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'CampaignDelivery', schema);
  }

  async claim(tenantId: string, campaignId: string, email: string, at: Date): Promise<boolean> {
    try {
      await this.model.create({ tenantId, campaignId, email, outcome: null, claimedAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async settle(tenantId: string, campaignId: string, email: string, outcome: DeliveryOutcome): Promise<void> {
    await this.model.updateOne({ tenantId, campaignId, email }, { $set: { outcome } });
  }

  async counts(tenantId: string, campaignId: string): Promise<CampaignCounts> {
    const rows = await this.model.aggregate<{ _id: DeliveryOutcome | null; count: number }>([
      { $match: { tenantId, campaignId } },
      { $group: { _id: '$outcome', count: { $sum: 1 } } },
    ]);
    const counts: CampaignCounts = { sent: 0, failed: 0, skipped: 0 };
    for (const row of rows) if (row._id) counts[row._id] = row.count;
    return counts;
  }
}
