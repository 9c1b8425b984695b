import {
  applyTombstone,
  applyTombstonedSnapshot,
  modelOf,
  tenantScopedPlugin,
  type TombstonedSnapshot,
} from '@pickup/kit';
import { type Connection, type Model, Schema } from 'mongoose';
import type { RouteStore } from '../domain/model';

/**
 * The tenant service's projection of each business's routes: only that they exist, for plan
 * usage, kept as the kit's tombstoned snapshots (a deleted route is never brought back).
 */
interface RouteDocument extends TombstonedSnapshot {
  routeId: string;
  /** The route's name; null on a tombstone. */
  name: string | null;
}

const schema = new Schema<RouteDocument>(
  {
    routeId: { type: String, required: true },
    name: { type: String, default: null },
    asOf: { type: Date, required: true },
    deletedAt: { type: Date, default: null },
  },
  { collection: 'routes', versionKey: false },
);
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, routeId: 1 }, { unique: true, name: 'tenant_route_unique' });
schema.index({ tenantId: 1, deletedAt: 1 }, { name: 'tenant_deleted' });

export class MongoRouteStore implements RouteStore {
  private readonly model: Model<RouteDocument>;

  constructor(connection: Connection) {
    this.model = modelOf(connection, 'Route', schema);
  }

  applySnapshot(tenantId: string, routeId: string, name: string, asOf: Date): Promise<boolean> {
    return applyTombstonedSnapshot(this.model, { tenantId, routeId }, { name }, asOf);
  }

  applyDeletion(tenantId: string, routeId: string, at: Date): Promise<boolean> {
    return applyTombstone(this.model, { tenantId, routeId }, { name: null }, at);
  }

  count(tenantId: string): Promise<number> {
    return this.model.countDocuments({ tenantId, deletedAt: null });
  }
}
