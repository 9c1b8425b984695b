import { type EventEnvelope, pickupDays, serviceZones } from '@pickup/contracts';
import {
  type DomainEvent,
  deleteOneWithEvents,
  modelOf,
  outboxPlugin,
  type ReplaySource,
  stageEvents,
  tenantScopedPlugin,
  updateAtRevision,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, type QueryFilter, Schema, Types } from 'mongoose';
import type {
  NewRoute,
  PlannedRoute,
  RouteChanges,
  RouteDetails,
  RouteFilter,
  RouteStore,
} from '../domain/model';

/**
 * A business's routes: what the owner planned, one document each, with its stops (customer ids
 * only: who they are and where is read from the customer projection when shown) and its one-off
 * exceptions. The calendar is computed from these; nothing per day is stored here (runs are).
 */
interface StopDocument {
  _id: Types.ObjectId;
  customerId: string;
  startsOn: string;
  skippedDates?: string[];
}

interface RouteDocument extends Omit<RouteDetails, 'stops'> {
  _id: Types.ObjectId;
  tenantId: string;
  stops: StopDocument[];
  /**
   * The stops' customers again, at the top level, where the local database endpoint can look a
   * customer's routes up by index (it never does so by `stops.customerId`). Written with every
   * change; a route stored before it existed is given it by `withCustomer`.
   */
  customerIds?: string[];
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const pointSchema = new Schema(
  {
    latitude: { type: Number, required: true },
    longitude: { type: Number, required: true },
    precision: { type: String, enum: ['address', 'zone'], required: true },
  },
  { _id: false },
);

const stopSchema = new Schema<StopDocument>({
  customerId: { type: String, required: true },
  startsOn: { type: String, required: true },
  skippedDates: { type: [String], default: undefined },
});

const exceptionSchema = new Schema(
  {
    date: { type: String, required: true },
    action: { type: String, enum: ['skip', 'move'], required: true },
    movedTo: { type: String, default: null },
    reason: { type: String, default: '' },
  },
  { _id: false },
);

const schema = new Schema<RouteDocument>(
  {
    name: { type: String, required: true },
    zone: { type: String, enum: [...serviceZones, null], default: null },
    driverId: { type: String, default: null },
    vehicle: { type: String, default: '' },
    startTime: { type: String, required: true },
    endTime: { type: String, default: '' },
    estimatedTime: { type: Number, required: true },
    pickupDay: { type: String, enum: pickupDays, required: true },
    firstDate: { type: String, required: true },
    startLocation: { type: String, default: '' },
    startAddress: { type: String, default: '' },
    startPoint: { type: pointSchema, default: null },
    endLocation: { type: String, default: '' },
    endAddress: { type: String, default: '' },
    endPoint: { type: pointSchema, default: null },
    notes: { type: String, default: '' },
    stops: { type: [stopSchema], default: [] },
    customerIds: { type: [String], default: undefined },
    exceptions: { type: [exceptionSchema], default: [] },
    revision: { type: Number, default: 0 },
  },
  { collection: 'routes', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, name: 1 }, { name: 'tenant_name' });
schema.index({ tenantId: 1, customerIds: 1 }, { name: 'tenant_customers' });
schema.index({ tenantId: 1, 'stops._id': 1 }, { name: 'tenant_stop' });
schema.index({ tenantId: 1, driverId: 1 }, { name: 'tenant_driver' });

const objectIdOf = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

function toRoute(doc: RouteDocument): PlannedRoute {
  const point = (value: RouteDocument['startPoint']) =>
    value ? { latitude: value.latitude, longitude: value.longitude, precision: value.precision } : null;
  return {
    routeId: doc._id.toHexString(),
    tenantId: doc.tenantId,
    name: doc.name,
    zone: doc.zone ?? null,
    driverId: doc.driverId ?? null,
    vehicle: doc.vehicle,
    startTime: doc.startTime,
    endTime: doc.endTime,
    estimatedTime: doc.estimatedTime,
    pickupDay: doc.pickupDay,
    firstDate: doc.firstDate,
    startLocation: doc.startLocation,
    startAddress: doc.startAddress,
    startPoint: point(doc.startPoint),
    endLocation: doc.endLocation,
    endAddress: doc.endAddress,
    endPoint: point(doc.endPoint),
    notes: doc.notes,
    stops: (doc.stops ?? []).map((stop) => ({
      stopId: stop._id.toHexString(),
      customerId: stop.customerId,
      startsOn: stop.startsOn,
      skippedDates: stop.skippedDates ?? [],
    })),
    exceptions: (doc.exceptions ?? []).map((exception) => ({
      date: exception.date,
      action: exception.action,
      movedTo: exception.movedTo ?? null,
      reason: exception.reason,
    })),
  };
}

const customerIdsOf = (stops: readonly { customerId: string }[]) => [
  ...new Set(stops.map((stop) => stop.customerId)),
];

/**
 * The stored form of changes to a route that is `after` them: stops keep their ids as ObjectIds,
 * and every write carries the customers of the route's stops.
 */
function storedChanges(changes: RouteChanges, after: RouteDetails): Record<string, unknown> {
  const { stops, ...rest } = changes;
  return {
    ...rest,
    ...(stops
      ? {
          stops: stops.map((stop) => ({
            _id: new Types.ObjectId(stop.stopId),
            customerId: stop.customerId,
            startsOn: stop.startsOn,
            ...(stop.skippedDates?.length ? { skippedDates: [...stop.skippedDates] } : {}),
          })),
        }
      : {}),
    customerIds: customerIdsOf(after.stops),
  };
}

export class MongoRouteStore implements RouteStore {
  private readonly model: Model<RouteDocument>;
  /** The businesses whose routes all carry their customers in this process (see fillCustomerIds). */
  private readonly filled = new Map<string, Promise<void>>();

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Route', schema);
  }

  newStopId(): string {
    return new Types.ObjectId().toHexString();
  }

  async insert(route: NewRoute, announce: (stored: PlannedRoute) => DomainEvent[]): Promise<PlannedRoute> {
    const doc = new this.model(storedChanges(route, route));
    const stored = toRoute(doc.toObject());
    stageEvents(doc, announce(stored));
    await doc.save();
    return stored;
  }

  async find(tenantId: string, routeId: string): Promise<PlannedRoute | null> {
    const _id = objectIdOf(routeId);
    return _id ? this.one({ tenantId, _id }) : null;
  }

  list(tenantId: string, filter: RouteFilter): Promise<PlannedRoute[]> {
    return this.many({
      tenantId,
      ...(filter.driverId ? { driverId: filter.driverId } : {}),
      ...(filter.zone ? { zone: filter.zone } : {}),
    });
  }

  async withCustomer(tenantId: string, customerId: string): Promise<PlannedRoute[]> {
    await this.fillCustomerIds(tenantId);
    return this.many({ tenantId, customerIds: customerId });
  }

  async withStop(tenantId: string, stopId: string): Promise<PlannedRoute | null> {
    const _id = objectIdOf(stopId);
    return _id ? this.one({ tenantId, 'stops._id': _id }) : null;
  }

  async update(
    tenantId: string,
    routeId: string,
    decide: (route: PlannedRoute) => RouteChanges | null,
    announce: (after: PlannedRoute, before: PlannedRoute) => DomainEvent[],
  ): Promise<PlannedRoute | null> {
    const _id = objectIdOf(routeId);
    if (!_id) return null;
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, _id },
      label: `Route ${routeId}`,
      toEntity: toRoute,
      decide,
      set: storedChanges,
      announce,
    });
    return updated?.after ?? null;
  }

  async remove(tenantId: string, routeId: string, events: DomainEvent[]): Promise<boolean> {
    const _id = objectIdOf(routeId);
    return _id ? deleteOneWithEvents(this.model, { tenantId, _id }, events) : false;
  }

  replay(tell: (route: PlannedRoute, createdAt: Date) => EventEnvelope[]): ReplaySource<unknown> {
    return {
      name: 'routes',
      model: this.model as Model<unknown>,
      // A route's id is made with it, so its moment is when the route was created (to the second).
      tell: (doc) => tell(toRoute(doc as RouteDocument), (doc as RouteDocument)._id.getTimestamp()),
    };
  }

  /**
   * Gives the business's routes stored before `customerIds` existed their customers, once per
   * process: every later write carries them, so a route filled here stays right.
   */
  private fillCustomerIds(tenantId: string): Promise<void> {
    let filling = this.filled.get(tenantId);
    if (!filling) {
      filling = this.fillMissing(tenantId).then(
        (complete) => {
          // A route a writer held is looked at again next time (its write carries them anyway).
          if (!complete) this.filled.delete(tenantId);
        },
        (error: unknown) => {
          this.filled.delete(tenantId);
          throw error;
        },
      );
      this.filled.set(tenantId, filling);
    }
    return filling;
  }

  /** Whether every route of the business now carries its customers. */
  private async fillMissing(tenantId: string): Promise<boolean> {
    const unfilled = await this.model
      .find({ tenantId, customerIds: { $exists: false } })
      .select({ stops: 1, revision: 1 })
      .lean<Pick<RouteDocument, '_id' | 'stops' | 'revision'>[]>();
    let complete = true;
    for (const route of unfilled) {
      // Under the revision's claim: a plain update could undo a route change written meanwhile.
      const written = await updateAtRevision(
        this.model.db,
        this.model.collection.collectionName,
        route._id,
        route.revision ?? 0,
        {
          $set: { customerIds: customerIdsOf(route.stops ?? []) },
        },
      );
      complete &&= written;
    }
    return complete;
  }

  private async one(filter: QueryFilter<RouteDocument>): Promise<PlannedRoute | null> {
    const doc = await this.model.findOne(filter).lean<RouteDocument>();
    return doc ? toRoute(doc) : null;
  }

  private async many(filter: QueryFilter<RouteDocument>): Promise<PlannedRoute[]> {
    const docs = await this.model.find(filter).sort({ name: 1, _id: 1 }).lean<RouteDocument[]>();
    return docs.map(toRoute);
  }
}
