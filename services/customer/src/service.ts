import { customerApi, limits } from '@pickup/contracts';
import {
  configuredGeocoder,
  combinedHandlers,
  defineService,
  MongoBusinessTimeZones,
  type ServiceDeps,
} from '@pickup/kit';
import { Router } from 'express';
import { billingSubscriptions, identityLogins } from './calls/peer-services';
import { type CustomerConfig, customerConfigSchema } from './config';
import { MongoBucketSequenceStore } from './data/bucket-sequences';
import { MongoBusinessStore } from './data/businesses';
import { MongoCustomerStore } from './data/customers';
import type { Clientele, Clock } from './domain/model';
import { pauseSweepJob } from './domain/pause-job';
import { billingFactHandlers } from './events/billing-facts';
import { businessFactHandlers } from './events/business-facts';
import { identityFactHandlers } from './events/identity-facts';
import { customerRoutes } from './http/customer-routes';
import { householdRoutes } from './http/household-routes';
import { importRoutes } from './http/import-routes';
import { internalRoutes } from './http/internal-routes';
import { signupRoutes } from './http/signup-routes';

const systemClock: Clock = { now: () => new Date() };

/** The customer service's stores and services on one running service's connections. */
function buildClientele(deps: ServiceDeps<CustomerConfig>, clock: Clock): Clientele {
  const { config, connection, logger } = deps;
  const peer = (baseUrl: string) => ({
    baseUrl,
    internalSecret: config.INTERNAL_SECRET,
    timeoutMs: config.INTERNAL_CALL_TIMEOUT_MS,
  });
  return {
    customers: new MongoCustomerStore(connection),
    bucketSequences: new MongoBucketSequenceStore(connection),
    businesses: new MongoBusinessStore(connection),
    logins: identityLogins(peer(config.IDENTITY_URL)),
    subscriptions: billingSubscriptions(peer(config.BILLING_URL)),
    geocoder: configuredGeocoder(config, 'customer', logger),
    timeZones: new MongoBusinessTimeZones(connection),
    webBaseUrl: config.WEB_BASE_URL,
    clock,
    logger,
  };
}

/**
 * A CSV of customers travels inside JSON: room for the file's limit with every character escaped
 * (a quote or newline doubles), beyond which the contract's own message answers.
 */
const importPreviewBodyBytes = 2 * limits.customerImportBytes + 1024;

export interface CustomerServiceOptions {
  clock?: Clock;
  /** How often pauses are stepped (every ten minutes; tests step them every few hundred milliseconds). */
  pauseSweepEveryMs?: number;
}

/** The customer service's composition root; tests may give it a clock and a quick pause sweep. */
export function createCustomerService({
  clock = systemClock,
  pauseSweepEveryMs,
}: CustomerServiceOptions = {}) {
  return defineService({
    name: 'customer',
    configSchema: customerConfigSchema,
    build: (deps) => {
      const clientele = buildClientele(deps, clock);
      const routes = Router();
      routes.use(importRoutes(clientele));
      routes.use(customerRoutes(clientele));
      routes.use(signupRoutes(clientele));
      routes.use(householdRoutes(clientele));
      routes.use(internalRoutes(clientele));
      return {
        routes,
        handlers: combinedHandlers(
          businessFactHandlers(clientele, deps.logger),
          billingFactHandlers(clientele, deps.logger),
          identityFactHandlers(clientele, deps.logger),
        ),
        bodyLimits: [{ operation: customerApi.previewImport, bytes: importPreviewBodyBytes }],
        jobs: [pauseSweepJob(clientele, pauseSweepEveryMs)],
      };
    },
  });
}

export const customerService = createCustomerService();
