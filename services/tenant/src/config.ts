import { serviceConfigSchema, type ServiceConfig, serviceUrl, webSettings } from '@pickup/kit';
import { z } from '@pickup/contracts';

/**
 * Registration calls identity (the owner's login) and billing (the Stripe Connect account) before
 * it answers; rebuilding analytics reads the replays of customer, billing, routing and weight; the
 * rest of the service needs only where businesses are hosted.
 */
export const tenantConfigSchema = serviceConfigSchema.extend({
  IDENTITY_URL: serviceUrl,
  BILLING_URL: serviceUrl,
  CUSTOMER_URL: serviceUrl,
  ROUTING_URL: serviceUrl,
  WEIGHT_URL: serviceUrl,
  /** Per attempt of a call to another service (each is tried three times). */
  INTERNAL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** The web app's address: the login link of the existing-account answer, and the scheme and port of a business's address. */
  ...webSettings,
  /** The product domain, as the gateway reads it: a business is served at <subdomain>.PUBLIC_DOMAIN. */
  PUBLIC_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'must be a host name such as pickup.example.com'),
  /** Where a custom domain's A record must point: the address of the platform's ingress. */
  INGRESS_ADDRESS: z.ipv4({ error: 'must be an IPv4 address (the A record of a custom domain)' }),
  /** The DNS server that verifies custom domains (host:port); the system's resolvers when unset. */
  DNS_RESOLVER: z
    .string()
    .regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port, such as 127.0.0.1:53')
    .optional(),
});

export type TenantConfig = ServiceConfig & z.infer<typeof tenantConfigSchema>;
