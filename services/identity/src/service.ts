import { configuredMailer, defineService, type ServiceDeps } from '@pickup/kit';
import { Router } from 'express';
import { type IdentityConfig, identityConfigSchema } from './config';
import { RedisAttemptLimiter } from './data/attempt-limiter';
import { MongoOneTimeTokenStore } from './data/one-time-tokens';
import { MongoSessionStore } from './data/sessions';
import { MongoSetupStore } from './data/setup-state';
import { loadSigningKey } from './data/signing-key';
import { MongoTenantStore } from './data/tenants';
import { MongoUserStore } from './data/users';
import { createAccessTokenSigner } from './domain/access-tokens';
import { type Clock, systemClock } from './domain/clock';
import type { Identity } from './domain/model';
import { prepareSetupToken } from './domain/platform-admin-setup';
import { tenantProjectionHandlers } from './events/tenant-projection';
import { authRoutes } from './http/auth-routes';
import { internalRoutes } from './http/internal-routes';
import { jwksRoutes } from './http/jwks-routes';

/** Identity's stores and services on one running service's connections. */
function buildIdentity(deps: ServiceDeps<IdentityConfig>, clock: Clock, signingKeyPem: string): Identity {
  const { config, connection, logger } = deps;
  return {
    users: new MongoUserStore(connection),
    sessions: new MongoSessionStore(connection),
    oneTimeTokens: new MongoOneTimeTokenStore(connection),
    tenants: new MongoTenantStore(connection),
    setup: new MongoSetupStore(connection),
    attempts: new RedisAttemptLimiter(deps.redis),
    revocations: deps.revocations,
    mailer: configuredMailer(config, logger),
    signer: createAccessTokenSigner({
      privateKeyPem: signingKeyPem,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      clock,
    }),
    clock,
    settings: {
      webBaseUrl: config.WEB_BASE_URL,
      demoMode: config.DEMO_MODE,
      demoTenantSubdomain: config.DEMO_TENANT_SUBDOMAIN,
      configuredSetupToken: config.PLATFORM_ADMIN_SETUP_TOKEN ?? null,
    },
    logger,
  };
}

/**
 * At first start without PLATFORM_ADMIN_SETUP_TOKEN: generates the setup token and shows it once
 * (warn, so it stands out). Retried on the next setup call when the database was not there yet.
 */
function setupTokenPreparation(identity: Identity, deps: ServiceDeps<IdentityConfig>): () => Promise<void> {
  let prepared: Promise<void> | null = null;
  const prepare = async () => {
    await deps.connection.asPromise();
    const token = await prepareSetupToken(identity);
    if (token) {
      deps.logger.warn(
        { platformAdminSetupToken: token },
        'PLATFORM ADMIN SETUP TOKEN, shown only this once: open /platform-admin-setup and enter it to ' +
          'create the first platform admin (or set PLATFORM_ADMIN_SETUP_TOKEN and restart)',
      );
    }
  };
  const ready = () =>
    (prepared ??= prepare().catch((error: unknown) => {
      prepared = null;
      throw error;
    }));
  ready().catch((error: unknown) =>
    deps.logger.error({ err: error }, 'platform admin setup not prepared yet'),
  );
  return ready;
}

/** Identity's composition root; tests give it a clock they move to see links and sessions expire. */
export function createIdentityService(clock: Clock = systemClock) {
  return defineService({
    name: 'identity',
    configSchema: identityConfigSchema,
    build: (deps) => {
      const signingKeyPem = loadSigningKey(deps.config);
      const identity = buildIdentity(deps, clock, signingKeyPem);
      const routes = Router();
      routes.use(jwksRoutes(signingKeyPem));
      routes.use(
        authRoutes(identity, {
          secureCookies: deps.config.NODE_ENV === 'production',
          setupReady: setupTokenPreparation(identity, deps),
        }),
      );
      routes.use(internalRoutes(identity));
      return { routes, handlers: tenantProjectionHandlers(identity, deps.logger) };
    },
  });
}

export const identityService = createIdentityService();
