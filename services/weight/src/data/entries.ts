import {
  contaminationMaterials,
  type EventEnvelope,
  type PageQuery,
  weightEntryStatuses,
  type WeightEntryStatus,
} from '@pickup/contracts';
import {
  anyOf,
  type DomainEvent,
  isDuplicateKey,
  type ListPage,
  listPage,
  modelOf,
  outboxPlugin,
  type ReplaySource,
  searchFilter,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type {
  EntryChanges,
  EntryFilter,
  EntryRecord,
  EntryStore,
  HistoryRecord,
  PeriodTotals,
  WeighedBucket,
} from '../domain/model';

/**
 * Weight entries, each with its history in the same document: an edit or a resolve writes the
 * change and its history line in one update, onto the revision it was decided from.
 */
interface EntryDocument extends Omit<EntryRecord, 'id'> {
  _id: Types.ObjectId;
  /** Whether it has contamination: a top-level flag the contamination rate counts by. */
  contaminated: boolean;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const historySchema = new Schema<HistoryRecord>(
  {
    id: { type: String, required: true },
    action: { type: String, enum: ['created', 'updated', 'resolved'], required: true },
    changedBy: { type: String, required: true },
    at: { type: Date, required: true },
    changeReason: { type: String, default: '' },
    notes: { type: String, default: '' },
    previousStatus: { type: String, enum: [...weightEntryStatuses, null], default: null },
    newStatus: { type: String, enum: weightEntryStatuses, required: true },
    changedFields: { type: [String], default: [] },
  },
  { _id: false },
);

const schema = new Schema<EntryDocument>(
  {
    customerId: { type: String, required: true },
    customerName: { type: String, default: '' },
    bucketNumber: { type: String, default: '' },
    weight: { type: Number, required: true },
    materialTypes: { type: [String], default: [] },
    contamination: { type: [String], enum: contaminationMaterials, default: [] },
    contaminated: { type: Boolean, required: true },
    pickupDate: { type: String, required: true },
    entryDate: { type: String, required: true },
    notes: { type: String, default: '' },
    status: { type: String, enum: weightEntryStatuses, required: true },
    reviewReason: { type: String, default: null },
    source: { type: String, enum: ['curb', 'manual'], required: true },
    routeId: { type: String, default: null },
    resolvedAt: { type: Date, default: null },
    resolvedBy: { type: String, default: null },
    resolutionNotes: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    history: { type: [historySchema], default: [] },
    revision: { type: Number, default: 0 },
  },
  { collection: 'weight_entries', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
// The list: newest pickup first (listPage ends the sort with _id).
schema.index({ tenantId: 1, pickupDate: 1, createdAt: 1, _id: 1 }, { name: 'tenant_pickup' });
schema.index({ tenantId: 1, createdAt: 1 }, { name: 'tenant_created' });
// A household's entries: its totals, its review history, whether it was weighed on a day.
schema.index({ tenantId: 1, customerId: 1, pickupDate: 1 }, { name: 'tenant_customer_pickup' });
schema.index({ tenantId: 1, status: 1 }, { name: 'tenant_status' });
schema.index({ tenantId: 1, entryDate: 1 }, { name: 'tenant_entry_date' });

function toHistory(item: HistoryRecord): HistoryRecord {
  return {
    id: item.id,
    action: item.action,
    changedBy: item.changedBy,
    at: item.at,
    changeReason: item.changeReason,
    notes: item.notes,
    previousStatus: item.previousStatus ?? null,
    newStatus: item.newStatus,
    changedFields: [...(item.changedFields ?? [])],
  };
}

function toEntry(doc: EntryDocument): EntryRecord {
  return {
    id: doc._id.toHexString(),
    tenantId: doc.tenantId,
    customerId: doc.customerId,
    customerName: doc.customerName,
    bucketNumber: doc.bucketNumber,
    weight: doc.weight,
    materialTypes: [...(doc.materialTypes ?? [])],
    contamination: [...(doc.contamination ?? [])],
    pickupDate: doc.pickupDate,
    entryDate: doc.entryDate,
    notes: doc.notes ?? '',
    status: doc.status,
    reviewReason: doc.reviewReason ?? null,
    source: doc.source,
    routeId: doc.routeId ?? null,
    resolvedAt: doc.resolvedAt ?? null,
    resolvedBy: doc.resolvedBy ?? null,
    resolutionNotes: doc.resolutionNotes ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    history: (doc.history ?? []).map(toHistory),
  };
}

const bucketFields = {
  _id: 1,
  customerId: 1,
  weight: 1,
  pickupDate: 1,
  createdAt: 1,
  materialTypes: 1,
  contamination: 1,
  status: 1,
};
type BucketDocument = Pick<EntryDocument, '_id' | Exclude<keyof WeighedBucket, 'id'>>;

export class MongoEntryStore implements EntryStore {
  private readonly model: Model<EntryDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'WeightEntry', schema);
  }

  async create(entry: EntryRecord, events: DomainEvent[]): Promise<boolean> {
    const { id, ...fields } = entry;
    const doc = new this.model({
      ...fields,
      _id: new Types.ObjectId(id),
      contaminated: entry.contamination.length > 0,
    });
    stageEvents(doc, events);
    try {
      await doc.save();
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async find(tenantId: string, id: string): Promise<EntryRecord | null> {
    const doc = await this.model.findOne({ tenantId, _id: new Types.ObjectId(id) }).lean<EntryDocument>();
    return doc ? toEntry(doc) : null;
  }

  async update(
    tenantId: string,
    id: string,
    decide: (entry: EntryRecord) => EntryChanges | null,
    announce: (after: EntryRecord, before: EntryRecord) => DomainEvent[],
  ): Promise<EntryRecord | null> {
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id: new Types.ObjectId(id) },
      label: `Weight entry ${id}`,
      toEntity: toEntry,
      decide,
      set: (changes, after) => ({ ...changes, contaminated: after.contamination.length > 0 }),
      announce,
    });
    return updated?.after ?? null;
  }

  async list(tenantId: string, filter: EntryFilter, page: PageQuery): Promise<ListPage<EntryRecord>> {
    const listed = await listPage(this.model, {
      tenantId,
      filter: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.from || filter.to
          ? {
              pickupDate: {
                ...(filter.from ? { $gte: filter.from } : {}),
                ...(filter.to ? { $lte: filter.to } : {}),
              },
            }
          : {}),
        ...searchFilter(filter.search, ['customerName', 'bucketNumber']),
      },
      sort: { pickupDate: -1, createdAt: -1 },
      page,
    });
    return { ...listed, items: listed.items.map(toEntry) };
  }

  async recent(tenantId: string, limit: number): Promise<EntryRecord[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<EntryDocument[]>();
    return docs.map(toEntry);
  }

  async processedWeights(
    tenantId: string,
    customerId: string,
    limit: number,
    except?: string,
  ): Promise<number[]> {
    const docs = await this.model
      .find({
        tenantId,
        customerId,
        status: 'processed',
        ...(except ? { _id: { $ne: new Types.ObjectId(except) } } : {}),
      })
      .sort({ pickupDate: -1, createdAt: -1 })
      .limit(limit)
      .select({ _id: 0, weight: 1 })
      .lean<{ weight: number }[]>();
    return docs.map((doc) => doc.weight);
  }

  async bucketsOf(tenantId: string, customerIds: readonly string[]): Promise<WeighedBucket[]> {
    if (customerIds.length === 0) return [];
    const docs = await this.model
      .find({ tenantId, customerId: anyOf(customerIds) })
      .select(bucketFields)
      .lean<BucketDocument[]>();
    return docs.map(({ _id, ...bucket }) => ({
      ...bucket,
      id: _id.toHexString(),
      materialTypes: [...(bucket.materialTypes ?? [])],
      contamination: [...(bucket.contamination ?? [])],
    }));
  }

  /**
   * Added up in the database, per household: one row per household rather than one per entry
   * (FerretDB counts nothing with `$sum: 1`, so the counts are their own queries).
   */
  async periodTotals(tenantId: string, from: string | null, to: string): Promise<PeriodTotals> {
    const period = { tenantId, pickupDate: from ? { $gte: from, $lte: to } : { $lte: to } };
    const [perHousehold, entries, contaminated] = await Promise.all([
      this.model.aggregate<{ weight: number }>([
        { $match: period },
        { $group: { _id: '$customerId', weight: { $sum: '$weight' } } },
      ]),
      this.model.countDocuments(period),
      this.model.countDocuments({ ...period, contaminated: true }),
    ]);
    return {
      totalWeight: perHousehold.reduce((sum, household) => sum + household.weight, 0),
      entries,
      contaminated,
      households: perHousehold.length,
    };
  }

  countByStatus(tenantId: string, status: WeightEntryStatus): Promise<number> {
    return this.model.countDocuments({ tenantId, status });
  }

  countEnteredOn(tenantId: string, entryDate: string): Promise<number> {
    return this.model.countDocuments({ tenantId, entryDate });
  }

  async customersWeighedOn(
    tenantId: string,
    pickupDate: string,
    customerIds: readonly string[],
  ): Promise<Set<string>> {
    if (customerIds.length === 0) return new Set();
    const docs = await this.model
      .find({ tenantId, pickupDate, customerId: anyOf(customerIds) })
      .select({ _id: 0, customerId: 1 })
      .lean<{ customerId: string }[]>();
    return new Set(docs.map((doc) => doc.customerId));
  }

  async renameCustomer(tenantId: string, customerId: string, customerName: string): Promise<number> {
    // The revision moves too, so an edit decided on the old name is decided again.
    const renamed = await this.model.updateMany(
      { tenantId, customerId, customerName: { $ne: customerName } },
      { $set: { customerName }, $inc: { revision: 1 } },
    );
    return renamed.modifiedCount;
  }

  async removeOfCustomer(tenantId: string, customerId: string): Promise<void> {
    await this.model.deleteMany({ tenantId, customerId });
  }

  replay(tell: (entry: EntryRecord) => EventEnvelope[]): ReplaySource<unknown> {
    return {
      name: 'entries',
      model: this.model as Model<unknown>,
      tell: (doc) => tell(toEntry(doc as EntryDocument)),
    };
  }
}
