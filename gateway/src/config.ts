import { type ServiceName, z } from '@pickup/contracts';
import { processConfigSchema, urlWith } from '@pickup/kit';

const serviceUrl = urlWith(['http', 'https']);
const positiveInt = z.coerce.number().int().positive();

/** "https://app.example.com, http://localhost:5173" → the exact origins a browser sends. */
const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin` });
      return z.NEVER;
    }
    origins.push(parsed.origin);
  }
  if (origins.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'must list at least one origin' });
    return z.NEVER;
  }
  return origins;
});

export const gatewayConfigSchema = processConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  REDIS_URL: urlWith(['redis', 'rediss']),
  /** Namespaces the tenant directory and rate-limit counters, so instances can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('gateway:'),
  /** Names the durable queue of tenant events; every replica shares it. */
  EVENTS_CONSUMER_NAME: z.string().min(1).default('gateway'),
  WEB_ORIGIN: originList,
  /** The product domain: businesses at {slug}.{domain}; hosts elsewhere may be verified custom domains. */
  PUBLIC_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a host name such as pickup.example.com'),
  IDENTITY_URL: serviceUrl,
  TENANT_URL: serviceUrl,
  CUSTOMER_URL: serviceUrl,
  ROUTING_URL: serviceUrl,
  WEIGHT_URL: serviceUrl,
  BILLING_URL: serviceUrl,
  MESSAGING_URL: serviceUrl,
  PROXY_TIMEOUT_MS: positiveInt.default(10_000),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const serviceUrlVariable = {
  identity: 'IDENTITY_URL',
  tenant: 'TENANT_URL',
  customer: 'CUSTOMER_URL',
  routing: 'ROUTING_URL',
  weight: 'WEIGHT_URL',
  billing: 'BILLING_URL',
  messaging: 'MESSAGING_URL',
} as const satisfies Record<ServiceName, keyof GatewayConfig>;

export function serviceUrlsOf(config: GatewayConfig): Record<ServiceName, string> {
  const entries = Object.entries(serviceUrlVariable).map(([service, variable]) => [
    service,
    config[variable],
  ]);
  return Object.fromEntries(entries) as Record<ServiceName, string>;
}
