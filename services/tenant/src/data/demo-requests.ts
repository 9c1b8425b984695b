import { type DemoRequestStatus, demoRequestStatuses, type PageQuery } from '@pickup/contracts';
import { modelOf, platformListPage } from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import type { DemoRequest, DemoRequestStore, NewDemoRequest } from '../domain/model';

/** Prospective businesses asking for a demo: the platform operator's, before any tenant exists. */
interface DemoRequestDocument extends Omit<DemoRequest, 'id'> {
  _id: Types.ObjectId;
}

const schema = new Schema<DemoRequestDocument>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, required: true },
    phone: { type: String, default: '' },
    message: { type: String, default: '' },
    status: { type: String, enum: demoRequestStatuses, default: 'new' },
    notes: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    contactedAt: { type: Date, default: null },
  },
  { collection: 'demo_requests', versionKey: false },
);
schema.index({ status: 1, createdAt: -1, _id: -1 }, { name: 'status_created' });
schema.index({ createdAt: -1, _id: -1 }, { name: 'created' });

function toDemoRequest(doc: DemoRequestDocument): DemoRequest {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    company: doc.company,
    phone: doc.phone,
    message: doc.message,
    status: doc.status,
    notes: doc.notes,
    createdAt: doc.createdAt,
    contactedAt: doc.contactedAt ?? null,
  };
}

const statusFilter = (filter: { status?: DemoRequestStatus }) =>
  filter.status === undefined ? {} : { status: filter.status };

export class MongoDemoRequestStore implements DemoRequestStore {
  private readonly model: Model<DemoRequestDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'DemoRequest', schema);
  }

  async create(request: NewDemoRequest, now: Date): Promise<DemoRequest> {
    const doc = await this.model.create({ ...request, createdAt: now });
    return toDemoRequest(doc.toObject());
  }

  async setStatus(
    id: string,
    change: { status: DemoRequestStatus; notes?: string },
    now: Date,
  ): Promise<DemoRequest | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model
      .findOneAndUpdate({ _id: id }, { $set: change }, { returnDocument: 'after' })
      .lean<DemoRequestDocument>();
    if (!doc) return null;
    if (doc.status === 'new' || doc.contactedAt) return toDemoRequest(doc);
    // Only the first time it leaves new: of two changes racing, one sets the moment.
    const contacted = await this.model
      .findOneAndUpdate(
        { _id: id, contactedAt: null },
        { $set: { contactedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<DemoRequestDocument>();
    return toDemoRequest(contacted ?? (await this.model.findById(id).lean<DemoRequestDocument>()) ?? doc);
  }

  async list(filter: { status?: DemoRequestStatus }, page: PageQuery) {
    const listed = await platformListPage(this.model, {
      filter: statusFilter(filter),
      sort: { createdAt: -1 },
      page,
    });
    return { demoRequests: listed.items.map(toDemoRequest), pagination: listed.pagination };
  }

  count(filter: { status?: DemoRequestStatus }): Promise<number> {
    return this.model.countDocuments(statusFilter(filter));
  }

  async arrivals(): Promise<Pick<DemoRequest, 'email' | 'createdAt'>[]> {
    const docs = await this.model
      .find({}, { _id: 0, email: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<Pick<DemoRequestDocument, 'email' | 'createdAt'>[]>();
    return docs.map(({ email, createdAt }) => ({ email, createdAt }));
  }
}
