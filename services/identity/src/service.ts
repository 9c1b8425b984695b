import type { ServiceDefinition } from '@pickup/kit';
import type { IdentityConfig } from './config';
import { loadSigningKey } from './data/signing-key';
import { jwksRoutes } from './http/jwks-routes';

export const identityService: Omit<ServiceDefinition<IdentityConfig>, 'config'> = {
  name: 'identity',
  routes: (router, { config }) => {
    router.use(jwksRoutes(loadSigningKey(config)));
  },
};
