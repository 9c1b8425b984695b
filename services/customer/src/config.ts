import {
  geocoderSettings,
  serviceConfigSchema,
  type ServiceConfig,
  serviceUrl,
  webSettings,
} from '@pickup/kit';
import { z } from '@pickup/contracts';

/**
 * Sign-up calls identity (the household's login) and billing (the card subscription) before it
 * answers; deleting a customer disables their login in identity, and their first subscription
 * has identity welcome them. An external geocoder is optional: the service zones' gazetteer is
 * built in.
 */
export const customerConfigSchema = serviceConfigSchema.extend({
  IDENTITY_URL: serviceUrl,
  BILLING_URL: serviceUrl,
  /** Per attempt of a call to identity or billing (each is tried three times). */
  INTERNAL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** The web app's address: the login link of the sign-up's existing-account answer. */
  ...webSettings,
  ...geocoderSettings,
});

export type CustomerConfig = ServiceConfig & z.infer<typeof customerConfigSchema>;
