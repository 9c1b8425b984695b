import { geocoderSettings, serviceConfigSchema, type ServiceConfig } from '@pickup/kit';
import type { z } from '@pickup/contracts';

/**
 * A route's start and end addresses are geocoded: the service zones' gazetteer is built in, an
 * external geocoder is optional.
 */
export const routingConfigSchema = serviceConfigSchema.extend({
  ...geocoderSettings,
});

export type RoutingConfig = ServiceConfig & z.infer<typeof routingConfigSchema>;
