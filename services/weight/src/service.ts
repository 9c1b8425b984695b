import {
  businessTimeZoneHandlers,
  combinedHandlers,
  defineService,
  MongoBusinessTimeZones,
  serviceConfigSchema,
  type ServiceDeps,
} from '@pickup/kit';
import { Router } from 'express';
import { MongoCustomerProjection } from './data/customers';
import { MongoEntryStore } from './data/entries';
import { MongoStaffDirectory } from './data/staff';
import { MongoStopResults } from './data/stops';
import type { Clock, Weighing } from './domain/model';
import { customerFactHandlers } from './events/customer-facts';
import { runFactHandlers } from './events/run-facts';
import { staffFactHandlers } from './events/staff-facts';
import { entryRoutes } from './http/entry-routes';
import { internalRoutes } from './http/internal-routes';
import { totalsRoutes } from './http/totals-routes';

const systemClock: Clock = { now: () => new Date() };

/** The weight service's stores on one running service's connection. */
function buildWeighing({ connection, logger }: ServiceDeps, clock: Clock): Weighing {
  return {
    entries: new MongoEntryStore(connection),
    customers: new MongoCustomerProjection(connection),
    stops: new MongoStopResults(connection),
    staff: new MongoStaffDirectory(connection),
    timeZones: new MongoBusinessTimeZones(connection),
    clock,
    logger,
  };
}

/** The weight service's composition root; tests may give it a clock. */
export function createWeightService({ clock = systemClock }: { clock?: Clock } = {}) {
  return defineService({
    name: 'weight',
    configSchema: serviceConfigSchema,
    build: (deps) => {
      const weighing = buildWeighing(deps, clock);
      const routes = Router();
      routes.use(entryRoutes(weighing));
      routes.use(totalsRoutes(weighing));
      routes.use(internalRoutes(weighing));
      return {
        routes,
        handlers: combinedHandlers(
          customerFactHandlers(weighing, deps.logger),
          runFactHandlers(weighing, deps.logger),
          staffFactHandlers(weighing, deps.logger),
          businessTimeZoneHandlers(weighing.timeZones, deps.logger),
        ),
      };
    },
  });
}

export const weightService = createWeightService();
