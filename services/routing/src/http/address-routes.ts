import { routingApi } from '@pickup/contracts';
import { mountOperation, tenantOf } from '@pickup/kit';
import { Router } from 'express';
import { suggestAddresses } from '../domain/address-suggestions';
import type { Routing } from '../domain/model';

/** The owner's address field: suggestions as they type. */
export function addressRoutes(routing: Routing): Router {
  const router = Router();

  mountOperation(router, routingApi.addressSuggestions, ({ query }, req) =>
    suggestAddresses(routing, tenantOf(req), query.input),
  );

  return router;
}
