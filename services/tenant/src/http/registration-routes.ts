import { systemActor, tenantApi, tenantMessages, type TenantRegistrationResult } from '@pickup/contracts';
import { conflict, mountOperation, userOf } from '@pickup/kit';
import { Router } from 'express';
import type { Tenancy } from '../domain/model';
import { type Provisioned, provisionBusiness } from '../domain/registration';
import { actorOf } from './context';

function registrationResult({ tenant, onboardingUrl }: Provisioned): TenantRegistrationResult {
  return {
    tenant: {
      id: tenant.id,
      subdomain: tenant.subdomain,
      businessName: tenant.businessName,
      customDomain: tenant.customDomain,
    },
    stripeAccount: { onboardingUrl },
  };
}

/** Businesses signing up: from the public wizard, or by an owner already signed in without one. */
export function registrationRoutes(tenancy: Tenancy): Router {
  const router = Router();

  mountOperation(router, tenantApi.register, async ({ body }, _req, res) => {
    const provisioned = await provisionBusiness(tenancy, {
      subdomain: body.subdomain,
      businessName: body.businessName,
      customDomain: body.customDomain ?? null,
      owner: {
        kind: 'registration',
        email: body.ownerEmail,
        password: body.ownerPassword,
        firstName: body.ownerFirstName,
        lastName: body.ownerLastName,
      },
      actor: systemActor,
    });
    res.status(201);
    return registrationResult(provisioned);
  });

  // The token the owner holds names no business; the next refresh carries the new one.
  mountOperation(router, tenantApi.createOwnBusiness, async ({ body }, req, res) => {
    const user = userOf(req);
    if (user.tenantId) throw conflict(tenantMessages.alreadyHasBusiness);
    const provisioned = await provisionBusiness(tenancy, {
      subdomain: body.subdomain,
      businessName: body.businessName,
      customDomain: body.customDomain ?? null,
      owner: { kind: 'signed_in', userId: user.id },
      actor: actorOf(req),
    });
    res.status(201);
    return registrationResult(provisioned);
  });

  return router;
}
