import { publicJwkOf } from '@pickup/kit';
import { Router } from 'express';

/** The public half of the signing key, for the gateway and every service to verify tokens. */
export function jwksRoutes(signingKeyPem: string): Router {
  const jwks = { keys: [publicJwkOf(signingKeyPem)] };
  const router = Router();
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('cache-control', 'public, max-age=300').json(jwks);
  });
  return router;
}
