import { defineService, serviceConfigSchema, type ServiceDeps } from '@pickup/kit';
import { Router } from 'express';
import { MongoCustomerProjection } from './data/customers';
import type { Routing } from './domain/model';
import { customerFactHandlers } from './events/customer-facts';
import { addressRoutes } from './http/address-routes';

/** The routing service's stores on one running service's connections. */
function buildRouting({ connection, logger }: ServiceDeps): Routing {
  return { customers: new MongoCustomerProjection(connection), logger };
}

/** The routing service's composition root: its routes, event handlers and jobs join here. */
export const routingService = defineService({
  name: 'routing',
  configSchema: serviceConfigSchema,
  build: (deps) => {
    const routing = buildRouting(deps);
    const routes = Router();
    routes.use(addressRoutes(routing));
    return { routes, handlers: customerFactHandlers(routing, deps.logger) };
  },
});
