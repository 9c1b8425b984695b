import { expiryPlugin, isDuplicateKey, modelOf, tenantScopedPlugin } from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { RouteProgressStore } from '../domain/model';

/**
 * Routing's runs as billing heard of them: one document per run started and per stop collected.
 * Only an order scheduled after its run's news arrived needs them (a late or redelivered
 * order.scheduled), which happens within minutes, hours at worst: they are kept two weeks.
 */
const retentionMs = 14 * 24 * 3600 * 1000;

interface ProgressDocument {
  _id: string;
  tenantId: string;
  expiresAt: Date;
}

const schema = new Schema<ProgressDocument>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'route_progress', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.plugin(expiryPlugin, { field: 'expiresAt' });

type Run = { routeId: string; date: string };
type Stop = Run & { customerId: string };

const startedKey = (tenantId: string, run: Run) => `${tenantId}:started:${run.routeId}:${run.date}`;
const collectedKey = (tenantId: string, stop: Stop) =>
  `${tenantId}:collected:${stop.routeId}:${stop.date}:${stop.customerId}`;

export class MongoRouteProgressStore implements RouteProgressStore {
  private readonly model: Model<ProgressDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'RouteProgress', schema);
  }

  runStarted(tenantId: string, run: Run): Promise<void> {
    return this.remember(tenantId, startedKey(tenantId, run));
  }

  hasStarted(tenantId: string, run: Run): Promise<boolean> {
    return this.knows(tenantId, startedKey(tenantId, run));
  }

  stopCollected(tenantId: string, stop: Stop): Promise<void> {
    return this.remember(tenantId, collectedKey(tenantId, stop));
  }

  wasCollected(tenantId: string, stop: Stop): Promise<boolean> {
    return this.knows(tenantId, collectedKey(tenantId, stop));
  }

  private async remember(tenantId: string, _id: string): Promise<void> {
    try {
      await this.model.create({ _id, tenantId, expiresAt: new Date(Date.now() + retentionMs) });
    } catch (error) {
      // Heard of already (a redelivery, or routing telling it twice).
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async knows(tenantId: string, _id: string): Promise<boolean> {
    return (await this.model.exists({ tenantId, _id })) !== null;
  }
}
