import { customerApi } from '@pickup/contracts';
import { mountOperation } from '@pickup/kit';
import { Router } from 'express';
import type { Clientele } from '../domain/model';
import { signUp } from '../domain/signup';

/** A household signs up on its business's page: the business is the one the gateway resolved. */
export function signupRoutes(clientele: Clientele): Router {
  const router = Router();
  mountOperation(router, customerApi.signup, async ({ body }, req, res) => {
    const result = await signUp(clientele, req.auth.tenantId, body);
    res.status(201);
    return result;
  });
  return router;
}
