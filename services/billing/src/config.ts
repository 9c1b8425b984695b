import { serviceConfigSchema, type ServiceConfig, webSettings } from '@pickup/kit';
import { z } from '@pickup/contracts';

/**
 * Billing talks to Stripe through its SDK. With STRIPE_API_HOST set it talks to a Stripe API mock
 * (stripe-mock) and payments are simulated: nobody types a card, and a development-only call
 * confirms a payment with exactly the events Stripe's webhook would bring. Without it, the keys are
 * Stripe's own and the simulation does not exist.
 */
export const billingConfigSchema = serviceConfigSchema
  .extend({
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)'),
    /** Stripe.js key for the web app's card form; absent in simulated mode. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key')
      .optional(),
    /** The signing secret of the webhook endpoint (whsec_…). Simulated mode has its own when unset. */
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** The web app's address: Connect onboarding returns there. */
    ...webSettings,
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.STRIPE_API_HOST === undefined, {
    message: 'must not be set in production: payments would be simulated',
    path: ['STRIPE_API_HOST'],
  })
  .refine((config) => config.STRIPE_API_HOST !== undefined || config.STRIPE_WEBHOOK_SECRET !== undefined, {
    message: 'is required with real Stripe keys (the webhook endpoint’s signing secret)',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type BillingConfig = ServiceConfig & z.infer<typeof billingConfigSchema>;

/** Signs the simulated mode's own webhook deliveries when no secret is configured. */
export const simulatedWebhookSecret = 'whsec_simulated_payments';

export const isSimulated = (config: BillingConfig): boolean => config.STRIPE_API_HOST !== undefined;
