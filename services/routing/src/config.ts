import {
  geocoderSettings,
  serviceConfigSchema,
  type ServiceConfig,
  serviceUrl,
  webSettings,
} from '@pickup/kit';
import { z } from '@pickup/contracts';

/**
 * A route's start and end addresses are geocoded: the service zones' gazetteer is built in, an
 * external geocoder is optional.
 */
export const routingConfigSchema = serviceConfigSchema.extend({
  ...geocoderSettings,
  /** A driver's login (made, its password set, disabled) lives in identity: its internal API. */
  IDENTITY_URL: serviceUrl,
  /** Per attempt of a call to identity (each is tried three times). */
  INTERNAL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** The web app's address, whose /api reaches the gateway: drivers' calendar feed links start with it. */
  ...webSettings,
});

export type RoutingConfig = ServiceConfig & z.infer<typeof routingConfigSchema>;
