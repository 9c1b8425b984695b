import {
  assignTenantBody,
  createCustomerBody,
  createOwnerBody,
  idParams,
  type UserResult,
} from '@pickup/contracts';
import { forbidden, handle, internalHeaders } from '@pickup/kit';
import { type RequestHandler, type Response, Router } from 'express';
import { timingSafeEqual } from 'node:crypto';
import {
  assignTenant,
  disableUser,
  type Provisioned,
  provisionCustomer,
  provisionOwner,
} from '../domain/accounts';
import { type Identity, toPublicUser } from '../domain/model';

/** Only other services may call these: they hold the internal secret; the gateway never routes here. */
function requireInternalSecret(secret: string): RequestHandler {
  const expected = Buffer.from(secret);
  return (req, _res, next) => {
    const given = req.headers[internalHeaders.secret];
    const ok =
      typeof given === 'string' &&
      Buffer.byteLength(given) === expected.length &&
      timingSafeEqual(Buffer.from(given), expected);
    next(ok ? undefined : forbidden('Internal API'));
  };
}

/** 201 when created, 200 when the same request had created it before. */
function provisioned(res: Response, result: Provisioned): UserResult {
  res.status(result.created ? 201 : 200);
  return { user: toPublicUser(result.user) };
}

/** Identity's internal API for other services (see the service README). */
export function internalRoutes(identity: Identity, internalSecret: string): Router {
  const router = Router();
  router.use('/internal', requireInternalSecret(internalSecret));

  router.post(
    '/internal/owners',
    handle({ body: createOwnerBody }, async ({ body }, _req, res) =>
      provisioned(res, await provisionOwner(identity, body)),
    ),
  );

  router.post(
    '/internal/customers',
    handle({ body: createCustomerBody }, async ({ body }, _req, res) =>
      provisioned(res, await provisionCustomer(identity, body)),
    ),
  );

  router.post(
    '/internal/users/:id/disable',
    handle({ params: idParams }, async ({ params }) => ({
      user: toPublicUser(await disableUser(identity, params.id)),
    })),
  );

  router.post(
    '/internal/users/:id/tenant',
    handle({ params: idParams, body: assignTenantBody }, async ({ params, body }) => ({
      user: toPublicUser(await assignTenant(identity, params.id, body)),
    })),
  );

  return router;
}
