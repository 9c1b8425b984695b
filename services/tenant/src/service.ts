import { combinedHandlers, defineService, RedisRateBudget, type ServiceDeps } from '@pickup/kit';
import { Router } from 'express';
import { billingPaymentAccounts, identityOwners } from './calls/peer-services';
import { type TenantConfig, tenantConfigSchema } from './config';
import { analyticsStores } from './data/analytics-stores';
import { MongoCustomerStatusStore } from './data/customer-statuses';
import { MongoRouteStore } from './data/route-presence';
import { MongoDemoRequestStore } from './data/demo-requests';
import { MongoOrderCountStore } from './data/order-counts';
import { MongoPlatformPlanHistoryStore } from './data/platform-plan-history';
import { MongoSettingsStore } from './data/settings';
import { MongoTenantStore } from './data/tenants';
import { createTxtVerifier } from './domains/txt-verifier';
import { analyticsJob } from './domain/analytics-job';
import type { Clock, Tenancy } from './domain/model';
import { provisioningJob } from './domain/provisioning-job';
import { analyticsFactHandlers } from './events/analytics-facts';
import { billingFactHandlers } from './events/billing-facts';
import { customerFactHandlers } from './events/customer-facts';
import { routeFactHandlers } from './events/route-facts';
import { adminRoutes } from './http/admin-routes';
import { analyticsRoutes } from './http/analytics-routes';
import { businessRoutes } from './http/business-routes';
import { demoRequestRoutes } from './http/demo-request-routes';
import { internalRoutes } from './http/internal-routes';
import { registrationRoutes } from './http/registration-routes';
import { tenantRoutes } from './http/tenant-routes';
import { LogoStore } from './logos/logo-store';

export const systemClock: Clock = { now: () => new Date() };

/** Demo requests per client address (spec §2.2: a form anyone may send). */
const demoRequestBudget = { points: 5, windowSeconds: 60 * 60 };

/**
 * The tenant service's stores and services on its connections: a running service's, or a
 * command's (rebuilding analytics) that opens only the database and Redis.
 */
export function buildTenancy(
  deps: Pick<ServiceDeps<TenantConfig>, 'config' | 'connection' | 'logger' | 'redis'>,
  clock: Clock,
): Tenancy {
  const { config, connection, logger, redis } = deps;
  const peer = (baseUrl: string) => ({
    baseUrl,
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.INTERNAL_CALL_TIMEOUT_MS,
  });
  return {
    tenants: new MongoTenantStore(connection),
    settings: new MongoSettingsStore(connection),
    demoRequests: new MongoDemoRequestStore(connection),
    orderCounts: new MongoOrderCountStore(connection),
    planHistory: new MongoPlatformPlanHistoryStore(connection),
    customers: new MongoCustomerStatusStore(connection),
    routes: new MongoRouteStore(connection),
    owners: identityOwners(peer(config.IDENTITY_URL)),
    payments: billingPaymentAccounts(peer(config.BILLING_URL)),
    logos: new LogoStore(connection),
    verifyTxt: createTxtVerifier(config.DNS_RESOLVER ? { resolverAddress: config.DNS_RESOLVER } : {}),
    hosting: {
      webBaseUrl: config.WEB_BASE_URL,
      publicDomain: config.PUBLIC_DOMAIN,
      ingressAddress: config.INGRESS_ADDRESS,
    },
    clock,
    logger,
    analytics: analyticsStores(connection, redis),
  };
}

export interface TenantServiceOptions {
  clock?: Clock;
  /** How often half-made registrations are finished or removed (every minute; tests sweep faster). */
  provisioningSweepEveryMs?: number;
  /**
   * How often the analytics job computes the marked days and boards: every second, so that the
   * overview follows events within about that; each run costs a read of one small collection when
   * nothing is marked.
   */
  analyticsEveryMs?: number;
}

/** The tenant service's composition root; tests give it a clock they move and a quick sweep. */
export function createTenantService({
  clock = systemClock,
  provisioningSweepEveryMs,
  analyticsEveryMs,
}: TenantServiceOptions = {}) {
  return defineService({
    name: 'tenant',
    configSchema: tenantConfigSchema,
    build: (deps) => {
      const tenancy = buildTenancy(deps, clock);
      const routes = Router();
      routes.use(registrationRoutes(tenancy));
      routes.use(tenantRoutes(tenancy));
      routes.use(businessRoutes(tenancy));
      routes.use(
        demoRequestRoutes(
          tenancy,
          new RedisRateBudget(
            deps.redis,
            'tenant:demo-requests',
            demoRequestBudget,
            'Too many demo requests, please try again later.',
          ),
        ),
      );
      routes.use(adminRoutes(tenancy));
      routes.use(analyticsRoutes(tenancy));
      routes.use(internalRoutes(tenancy));
      return {
        routes,
        handlers: combinedHandlers(
          billingFactHandlers(tenancy, deps.logger),
          customerFactHandlers(tenancy, deps.logger),
          routeFactHandlers(tenancy, deps.logger),
          analyticsFactHandlers(tenancy, deps.logger),
        ),
        jobs: [provisioningJob(tenancy, provisioningSweepEveryMs), analyticsJob(tenancy, analyticsEveryMs)],
      };
    },
  });
}

export const tenantService = createTenantService();
