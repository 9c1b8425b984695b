import type { ServiceDeps } from '@pickup/kit';
import type { Connection } from 'mongoose';
import type { AnalyticsStores } from '../domain/analytics-model';
import { MongoActivityStore } from './analytics-activity';
import { MongoBoardStore } from './analytics-boards';
import { MongoDayTotalsStore } from './analytics-days';
import { MongoAnalyticsFactStore } from './analytics-facts';
import { RedisAnalyticsLeases } from './analytics-leases';
import { MongoDirtyMarkStore } from './analytics-markers';

/** The analytics read model's stores on a service's database and Redis. */
export function analyticsStores(connection: Connection, redis: ServiceDeps['redis']): AnalyticsStores {
  return {
    facts: new MongoAnalyticsFactStore(connection),
    days: new MongoDayTotalsStore(connection),
    dirty: new MongoDirtyMarkStore(connection),
    boards: new MongoBoardStore(connection),
    activity: new MongoActivityStore(connection),
    leases: new RedisAnalyticsLeases(redis),
  };
}
