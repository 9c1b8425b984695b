import { customerApi, limits } from '@pickup/contracts';
import { configuredGeocoder, defineService, type ServiceDeps } from '@pickup/kit';
import { Router } from 'express';
import { billingSubscriptions, identityLogins } from './calls/peer-services';
import { type CustomerConfig, customerConfigSchema } from './config';
import { MongoBucketSequenceStore } from './data/bucket-sequences';
import { MongoBusinessStore } from './data/businesses';
import { MongoCustomerStore } from './data/customers';
import type { Clientele, Clock } from './domain/model';
import { billingFactHandlers } from './events/billing-facts';
import { businessFactHandlers } from './events/business-facts';
import { identityFactHandlers } from './events/identity-facts';
import { customerRoutes } from './http/customer-routes';
import { importRoutes } from './http/import-routes';
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

/** The customer service's composition root; tests may give it a clock. */
export function createCustomerService({ clock = systemClock }: { clock?: Clock } = {}) {
  return defineService({
    name: 'customer',
    configSchema: customerConfigSchema,
    build: (deps) => {
      const clientele = buildClientele(deps, clock);
      const routes = Router();
      routes.use(importRoutes(clientele));
      routes.use(customerRoutes(clientele));
      routes.use(signupRoutes(clientele));
      return {
        routes,
        handlers: {
          ...businessFactHandlers(clientele, deps.logger),
          ...billingFactHandlers(clientele, deps.logger),
          ...identityFactHandlers(clientele, deps.logger),
        },
        bodyLimits: [{ operation: customerApi.previewImport, bytes: importPreviewBodyBytes }],
      };
    },
  });
}

export const customerService = createCustomerService();
