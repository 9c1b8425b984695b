import { driverRoles, vehicleTypes } from '@pickup/contracts';
import {
  type DomainEvent,
  deleteOneWithEvents,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, Types } from 'mongoose';
import {
  type Driver,
  type DriverChanges,
  DriverEmailTakenError,
  type DriverStore,
  type NewDriver,
} from '../domain/drivers-model';

interface DriverDocument extends Omit<Driver, 'driverId'> {
  _id: Types.ObjectId;
  /** The list's order within active and inactive: the name, lower-cased. */
  sortName: string;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const schema = new Schema<DriverDocument>(
  {
    userId: { type: String, default: null },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: '' },
    licenseNumber: { type: String, default: '' },
    vehicleType: { type: String, enum: vehicleTypes, required: true },
    vehiclePlate: { type: String, default: '' },
    vehicleCapacity: { type: String, default: '' },
    maxBuckets: { type: Number, required: true },
    googleCalendarId: { type: String, default: '' },
    isActive: { type: Boolean, required: true },
    role: { type: String, enum: driverRoles, required: true },
    calendarFeedSecret: { type: String, default: null },
    calendarSyncedAt: { type: Date, default: null },
    sortName: { type: String, required: true },
    revision: { type: Number, default: 0 },
  },
  { collection: 'drivers', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, email: 1 }, { unique: true, name: 'tenant_email_unique' });
schema.index({ tenantId: 1, userId: 1 }, { name: 'tenant_user' });
schema.index({ tenantId: 1, isActive: -1, sortName: 1 }, { name: 'tenant_list_order' });

function toDriver(doc: DriverDocument): Driver {
  return {
    driverId: doc._id.toHexString(),
    tenantId: doc.tenantId,
    userId: doc.userId ?? null,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    licenseNumber: doc.licenseNumber,
    vehicleType: doc.vehicleType,
    vehiclePlate: doc.vehiclePlate,
    vehicleCapacity: doc.vehicleCapacity,
    maxBuckets: doc.maxBuckets,
    googleCalendarId: doc.googleCalendarId,
    isActive: doc.isActive,
    role: doc.role,
    calendarFeedSecret: doc.calendarFeedSecret ?? null,
    calendarSyncedAt: doc.calendarSyncedAt ?? null,
  };
}

const sortNameOf = (name: string) => name.toLowerCase();

/** The changes that name a value: a field left undefined stays as it is. */
const givenOnly = (changes: DriverChanges) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as DriverChanges;

const objectIdOf = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

export class MongoDriverStore implements DriverStore {
  private readonly model: Model<DriverDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Driver', schema);
  }

  async insert(driver: NewDriver, announce: (stored: Driver) => DomainEvent[]): Promise<Driver> {
    const doc = new this.model({ ...driver, sortName: sortNameOf(driver.name) });
    const stored = toDriver(doc.toObject());
    stageEvents(doc, announce(stored));
    try {
      await doc.save();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DriverEmailTakenError();
      throw error;
    }
    return stored;
  }

  async find(tenantId: string, driverId: string): Promise<Driver | null> {
    const _id = objectIdOf(driverId);
    if (!_id) return null;
    const doc = await this.model.findOne({ tenantId, _id }).lean<DriverDocument>();
    return doc ? toDriver(doc) : null;
  }

  async findByUserId(tenantId: string, userId: string): Promise<Driver | null> {
    const doc = await this.model.findOne({ tenantId, userId }).lean<DriverDocument>();
    return doc ? toDriver(doc) : null;
  }

  async findByEmail(tenantId: string, email: string): Promise<Driver | null> {
    const doc = await this.model.findOne({ tenantId, email: email.toLowerCase() }).lean<DriverDocument>();
    return doc ? toDriver(doc) : null;
  }

  async findMany(tenantId: string, driverIds: readonly string[]): Promise<Driver[]> {
    const ids = driverIds.map(objectIdOf).filter((id): id is Types.ObjectId => id !== null);
    if (ids.length === 0) return [];
    const docs = await this.model.find({ tenantId, _id: { $in: ids } }).lean<DriverDocument[]>();
    return docs.map(toDriver);
  }

  async list(tenantId: string): Promise<Driver[]> {
    const docs = await this.model
      .find({ tenantId })
      .sort({ isActive: -1, sortName: 1, _id: 1 })
      .lean<DriverDocument[]>();
    return docs.map(toDriver);
  }

  async update(
    tenantId: string,
    driverId: string,
    changes: DriverChanges,
    announce: (after: Driver, before: Driver) => DomainEvent[],
  ): Promise<Driver | null> {
    const _id = objectIdOf(driverId);
    if (!_id) return null;
    const given = givenOnly(changes);
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id },
      label: `Driver ${driverId}`,
      toEntity: toDriver,
      decide: () => given,
      set: (changed, after) => ({ ...changed, sortName: sortNameOf(after.name) }),
      announce,
      onDuplicateKey: () => new DriverEmailTakenError(),
    });
    return updated?.after ?? null;
  }

  async remove(tenantId: string, driverId: string, events: DomainEvent[]): Promise<boolean> {
    const _id = objectIdOf(driverId);
    if (!_id) return false;
    return deleteOneWithEvents(this.model, { tenantId, _id }, events);
  }

  async markSynced(tenantId: string, driverId: string, at: Date): Promise<void> {
    const _id = objectIdOf(driverId);
    if (!_id) return;
    await this.model.updateOne({ tenantId, _id }, { $set: { calendarSyncedAt: at } });
  }
}
