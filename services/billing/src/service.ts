import { combinedHandlers, defineService, type ServiceDeps } from '@pickup/kit';
import { Router } from 'express';
import { type BillingConfig, billingConfigSchema, isSimulated, simulatedWebhookSecret } from './config';
import { MongoConnectAccountStore } from './data/connect-accounts';
import { MongoCartStore } from './data/carts';
import { MongoCustomerSubscriptionStore } from './data/customer-subscriptions';
import { MongoOrderStore } from './data/orders';
import { MongoPaymentStore } from './data/payments';
import { MongoPlatformSubscriptionStore } from './data/platform-subscriptions';
import { MongoProductStore } from './data/products';
import { MongoPersonStore, MongoTenantStore } from './data/projections';
import { MongoRouteProgressStore } from './data/route-progress';
import { MongoCatalogueStore, MongoStripeEventLog } from './data/stripe-records';
import type { Billing, Clock } from './domain/model';
import type { PaymentProvider } from './domain/payment-provider';
import { trialSweepJob } from './domain/trial-job';
import { deliveryFactHandlers } from './events/delivery-facts';
import { billingEventHandlers } from './events/projections';
import { connectRoutes } from './http/connect-routes';
import { providerErrors } from './http/context';
import { internalRoutes } from './http/internal-routes';
import { planRoutes } from './http/plan-routes';
import { shopRoutes } from './http/shop-routes';
import { subscriptionRoutes } from './http/subscription-routes';
import { webhookRoutes } from './http/webhook-routes';
import { StripeProvider } from './stripe/stripe-provider';

const systemClock: Clock = { now: () => new Date() };

function stripeOf(config: BillingConfig): PaymentProvider {
  return new StripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? simulatedWebhookSecret,
    apiHost: config.STRIPE_API_HOST,
    apiPort: config.STRIPE_API_PORT,
    apiProtocol: config.STRIPE_API_PROTOCOL,
  });
}

/** Billing's stores and services on one running service's connections. */
function buildBilling(deps: ServiceDeps<BillingConfig>, clock: Clock): Billing {
  const { config, connection, logger } = deps;
  return {
    tenants: new MongoTenantStore(connection),
    people: new MongoPersonStore(connection),
    platformSubscriptions: new MongoPlatformSubscriptionStore(connection),
    connectAccounts: new MongoConnectAccountStore(connection),
    products: new MongoProductStore(connection),
    carts: new MongoCartStore(connection),
    payments: new MongoPaymentStore(connection),
    orders: new MongoOrderStore(connection),
    routeProgress: new MongoRouteProgressStore(connection),
    customerSubscriptions: new MongoCustomerSubscriptionStore(connection),
    stripeEvents: new MongoStripeEventLog(connection),
    catalogue: new MongoCatalogueStore(connection),
    provider: stripeOf(config),
    clock,
    settings: {
      webBaseUrl: config.WEB_BASE_URL,
      simulated: isSimulated(config),
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    },
    logger,
  };
}

export interface BillingOptions {
  clock?: Clock;
  /** How often trials are swept (hourly; tests sweep every few hundred milliseconds). */
  trialSweepEveryMs?: number;
}

/** Billing's composition root; tests give it a clock they move, and a quick trial sweep, to see trials end. */
export function createBillingService({ clock = systemClock, trialSweepEveryMs }: BillingOptions = {}) {
  return defineService({
    name: 'billing',
    configSchema: billingConfigSchema,
    build: (deps) => {
      const billing = buildBilling(deps, clock);
      if (billing.settings.simulated) {
        deps.logger.warn('Payments are simulated (STRIPE_API_HOST is set): no card is ever charged');
      }
      const routes = Router();
      routes.use(planRoutes(billing));
      routes.use(connectRoutes(billing));
      routes.use(shopRoutes(billing));
      routes.use(subscriptionRoutes(billing));
      routes.use(webhookRoutes(billing));
      routes.use(internalRoutes(billing));
      routes.use(providerErrors(deps.logger));
      return {
        routes,
        handlers: combinedHandlers(
          billingEventHandlers(billing, deps.logger),
          deliveryFactHandlers(billing, deps.logger),
        ),
        jobs: [trialSweepJob(billing, trialSweepEveryMs)],
      };
    },
  });
}

export const billingService = createBillingService();
