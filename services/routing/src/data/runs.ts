import { type EventEnvelope, stopOutcomes } from '@pickup/contracts';
import {
  anyOf,
  type DomainEvent,
  isDuplicateKey,
  modelOf,
  outboxPlugin,
  type ReplaySource,
  stageEvents,
  tenantScopedPlugin,
  updateRevisioned,
} from '@pickup/kit';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import type { RouteRun, RunChanges, RunStore } from '../domain/model';

/**
 * What happened on a route's day: one document per route and date, made when the route is
 * started (unique, so two starts of the same day make one run), holding each stop's result.
 */
interface RunDocument extends RouteRun {
  _id: Types.ObjectId;
  /** Counts the writes: a change is written only onto the version it was decided from. */
  revision: number;
}

const resultSchema = new Schema(
  {
    customerId: { type: String, required: true },
    status: { type: String, enum: stopOutcomes, required: true },
    reason: { type: String, default: '' },
    weight: { type: Number, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const schema = new Schema<RunDocument>(
  {
    routeId: { type: String, required: true },
    date: { type: String, required: true },
    status: { type: String, enum: ['in_progress', 'completed'], required: true },
    startedAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
    results: { type: [resultSchema], default: [] },
    revision: { type: Number, default: 0 },
  },
  { collection: 'runs', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(outboxPlugin);
schema.index({ tenantId: 1, routeId: 1, date: 1 }, { unique: true, name: 'tenant_route_date_unique' });

function toRun(doc: RunDocument): RouteRun {
  return {
    tenantId: doc.tenantId,
    routeId: doc.routeId,
    date: doc.date,
    status: doc.status,
    startedAt: doc.startedAt,
    completedAt: doc.completedAt ?? null,
    results: (doc.results ?? []).map((result) => ({
      customerId: result.customerId,
      status: result.status,
      reason: result.reason,
      weight: result.weight ?? null,
      at: result.at,
    })),
  };
}

export class MongoRunStore implements RunStore {
  private readonly model: Model<RunDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Run', schema);
  }

  async find(tenantId: string, routeId: string, date: string): Promise<RouteRun | null> {
    const doc = await this.model.findOne({ tenantId, routeId, date }).lean<RunDocument>();
    return doc ? toRun(doc) : null;
  }

  async between(
    tenantId: string,
    routeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<RouteRun[]> {
    if (routeIds.length === 0) return [];
    const docs = await this.model
      .find({ tenantId, routeId: anyOf(routeIds), date: { $gte: from, $lte: to } })
      .lean<RunDocument[]>();
    return docs.map(toRun);
  }

  async start(run: RouteRun, events: DomainEvent[]): Promise<RouteRun | null> {
    const doc = new this.model(run);
    stageEvents(doc, events);
    try {
      await doc.save();
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
    return run;
  }

  async update(
    tenantId: string,
    routeId: string,
    date: string,
    decide: (run: RouteRun) => RunChanges | null,
    announce: (after: RouteRun, before: RouteRun) => DomainEvent[],
  ): Promise<RouteRun | null> {
    const updated = await updateRevisioned({
      model: this.model,
      filter: { tenantId, routeId, date },
      label: `The run of route ${routeId} on ${date}`,
      toEntity: toRun,
      decide,
      announce,
    });
    return updated?.after ?? null;
  }

  async removeOfRoute(tenantId: string, routeId: string): Promise<void> {
    await this.model.deleteMany({ tenantId, routeId });
  }

  replay(tell: (run: RouteRun) => EventEnvelope[]): ReplaySource<unknown> {
    return {
      name: 'runs',
      model: this.model as Model<unknown>,
      tell: (doc) => tell(toRun(doc as RunDocument)),
    };
  }
}
