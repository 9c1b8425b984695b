import { identityInternalApi, type UserResult } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { type Response, Router } from 'express';
import {
  assignTenant,
  disableUser,
  type Provisioned,
  provisionCustomer,
  provisionDriver,
  provisionOwner,
  setDriverPassword,
  welcomeCustomer,
} from '../domain/accounts';
import { type Identity, toPublicUser } from '../domain/model';

/** 201 when created, 200 when the same request had created it before. */
function provisioned(res: Response, result: Provisioned): UserResult {
  res.status(result.created ? 201 : 200);
  return { user: toPublicUser(result.user) };
}

/**
 * Identity's internal API for other services (see the service README). Every operation's access
 * is `internal`: only callers holding the internal secret; the gateway never routes here.
 */
export function internalRoutes(identity: Identity): Router {
  const router = Router();

  mountOperation(router, identityInternalApi.createOwner, async ({ body }, _req, res) =>
    provisioned(res, await provisionOwner(identity, body)),
  );

  mountOperation(router, identityInternalApi.createCustomer, async ({ body }, _req, res) =>
    provisioned(res, await provisionCustomer(identity, body)),
  );

  mountOperation(router, identityInternalApi.createDriver, async ({ body }, _req, res) =>
    provisioned(res, await provisionDriver(identity, body)),
  );

  mountOperation(router, identityInternalApi.setPassword, async ({ params, body }) => ({
    user: toPublicUser(await setDriverPassword(identity, params.id, body)),
  }));

  mountOperation(router, identityInternalApi.welcomeCustomer, async ({ params, body }) => ({
    user: toPublicUser(await welcomeCustomer(identity, params.id, body)),
  }));

  mountOperation(router, identityInternalApi.disableUser, async ({ params }) => ({
    user: toPublicUser(await disableUser(identity, params.id)),
  }));

  mountOperation(router, identityInternalApi.assignTenant, async ({ params, body }) => ({
    user: toPublicUser(await assignTenant(identity, params.id, body)),
  }));

  return router;
}
