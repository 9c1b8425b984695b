import {
  businessTimeZoneHandlers,
  configuredGeocoder,
  combinedHandlers,
  defineService,
  MongoBusinessTimeZones,
  type ServiceDeps,
} from '@pickup/kit';
import { Router } from 'express';
import { identityDriverLogins } from './calls/identity-logins';
import { type RoutingConfig, routingConfigSchema } from './config';
import { MongoCustomerProjection } from './data/customers';
import { MongoDriverStore } from './data/drivers';
import { MongoExtrasStore } from './data/extras';
import { MongoRouteStore } from './data/routes';
import { MongoRunStore } from './data/runs';
import { driverAssignments } from './domain/driver-assignments';
import type { Drivers } from './domain/drivers';
import type { Clock, Routing } from './domain/model';
import { customerFactHandlers } from './events/customer-facts';
import { orderFactHandlers } from './events/order-facts';
import { addressRoutes } from './http/address-routes';
import { dayPickupRoutes } from './http/day-pickup-routes';
import { driverAppRoutes } from './http/driver-app-routes';
import { driverRoutes } from './http/driver-routes';
import { internalRoutes } from './http/internal-routes';
import { pickupRoutes } from './http/pickup-routes';
import { routeRoutes } from './http/route-routes';

const systemClock: Clock = { now: () => new Date() };

/** The routing service's stores on one running service's connections. */
function buildRouting({ config, connection, logger }: ServiceDeps<RoutingConfig>, clock: Clock): Routing {
  return {
    customers: new MongoCustomerProjection(connection),
    routes: new MongoRouteStore(connection),
    runs: new MongoRunStore(connection),
    timeZones: new MongoBusinessTimeZones(connection),
    drivers: new MongoDriverStore(connection),
    extras: new MongoExtrasStore(connection),
    geocoder: configuredGeocoder(config, 'routing', logger),
    clock,
    logger,
  };
}

/** The drivers' rules on the same stores, with identity for their logins. */
function buildDrivers({ config, connection, logger }: ServiceDeps<RoutingConfig>, routing: Routing): Drivers {
  return {
    store: new MongoDriverStore(connection),
    assignments: driverAssignments(routing),
    logins: identityDriverLogins({
      baseUrl: config.IDENTITY_URL,
      internalSecret: config.INTERNAL_SECRET,
      timeoutMs: config.INTERNAL_CALL_TIMEOUT_MS,
    }),
    timeZones: routing.timeZones,
    clock: routing.clock,
    publicBaseUrl: config.WEB_BASE_URL,
    logger,
  };
}

/** The routing service's composition root; tests may give it a clock. */
export function createRoutingService({ clock = systemClock }: { clock?: Clock } = {}) {
  return defineService({
    name: 'routing',
    configSchema: routingConfigSchema,
    build: (deps) => {
      const routing = buildRouting(deps, clock);
      const routes = Router();
      routes.use(addressRoutes(routing));
      routes.use(routeRoutes(routing));
      routes.use(pickupRoutes(routing));
      routes.use(dayPickupRoutes(routing));
      routes.use(driverAppRoutes(routing));
      routes.use(driverRoutes(buildDrivers(deps, routing)));
      routes.use(internalRoutes(routing));
      return {
        routes,
        handlers: combinedHandlers(
          customerFactHandlers(routing, deps.logger),
          orderFactHandlers(routing, deps.logger),
          businessTimeZoneHandlers(routing.timeZones, deps.logger),
        ),
      };
    },
  });
}

export const routingService = createRoutingService();
