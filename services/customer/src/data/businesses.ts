import { limits, platformPlans } from '@pickup/contracts';
import { applyNewerSnapshot, modelOf } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { Business, BusinessStore, CustomerAllowance } from '../domain/model';

/**
 * What the customer service keeps of each business, each from its own announcements and keyed by
 * the business's id: its name and address (tenant.registered/updated), its milestone interval
 * (tenant.settings.updated) and its plan's customer allowance (platform.subscription_updated).
 * Three collections, because each snapshot has its own moment: an older one is ignored.
 */

interface BusinessDocument {
  _id: string;
  subdomain: string;
  businessName: string;
  isActive: boolean;
  asOf: Date;
}

interface MilestoneDocument {
  _id: string;
  interval: number;
  asOf: Date;
}

interface AllowanceDocument {
  _id: string;
  customerLimit: number;
  canCreate: boolean;
  asOf: Date;
}

const businessSchema = new Schema<BusinessDocument>(
  {
    _id: { type: String, required: true },
    subdomain: { type: String, required: true },
    businessName: { type: String, required: true },
    isActive: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'businesses', versionKey: false },
);

const milestoneSchema = new Schema<MilestoneDocument>(
  {
    _id: { type: String, required: true },
    interval: { type: Number, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'milestone_intervals', versionKey: false },
);

const allowanceSchema = new Schema<AllowanceDocument>(
  {
    _id: { type: String, required: true },
    customerLimit: { type: Number, required: true },
    canCreate: { type: Boolean, required: true },
    asOf: { type: Date, required: true },
  },
  { collection: 'customer_allowances', versionKey: false },
);

const trial = platformPlans.find((plan) => plan.id === 'trial');
if (!trial) throw new Error('The trial is not in the platform plans');

/** Every business starts on the trial: its limits, and adding customers allowed. */
const trialAllowance: CustomerAllowance = { customerLimit: trial.limits.customers, canCreate: true };

export class MongoBusinessStore implements BusinessStore {
  private readonly businesses: Model<BusinessDocument>;
  private readonly milestones: Model<MilestoneDocument>;
  private readonly allowances: Model<AllowanceDocument>;

  constructor(connection: Connection) {
    this.businesses = modelOf(connection, 'Business', businessSchema);
    this.milestones = modelOf(connection, 'MilestoneInterval', milestoneSchema);
    this.allowances = modelOf(connection, 'CustomerAllowance', allowanceSchema);
  }

  async find(tenantId: string): Promise<Business | null> {
    const doc = await this.businesses.findById(tenantId).lean<BusinessDocument>();
    return doc
      ? {
          tenantId: doc._id,
          subdomain: doc.subdomain,
          businessName: doc.businessName,
          isActive: doc.isActive,
        }
      : null;
  }

  async tenantIds(after: string | null, limit: number): Promise<string[]> {
    const docs = await this.businesses
      .find(after === null ? {} : { _id: { $gt: after } })
      .sort({ _id: 1 })
      .limit(limit)
      .select({ _id: 1 })
      .lean<Pick<BusinessDocument, '_id'>[]>();
    return docs.map((doc) => doc._id);
  }

  async milestoneInterval(tenantId: string): Promise<number> {
    const doc = await this.milestones.findById(tenantId).lean<MilestoneDocument>();
    return doc?.interval ?? limits.defaultMilestoneInterval;
  }

  async allowance(tenantId: string): Promise<CustomerAllowance> {
    const doc = await this.allowances.findById(tenantId).lean<AllowanceDocument>();
    return doc ? { customerLimit: doc.customerLimit, canCreate: doc.canCreate } : trialAllowance;
  }

  applyBusiness({ tenantId, subdomain, businessName, isActive }: Business, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.businesses, tenantId, { subdomain, businessName, isActive }, asOf);
  }

  applyMilestoneInterval(tenantId: string, interval: number, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.milestones, tenantId, { interval }, asOf);
  }

  applyAllowance(tenantId: string, allowance: CustomerAllowance, asOf: Date): Promise<boolean> {
    return applyNewerSnapshot(this.allowances, tenantId, allowance, asOf);
  }
}
