import { z } from '@pickup/contracts';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A URL whose scheme is one of these; the message names what was expected. */
export const urlWith = (protocols: string[]) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

/** Another service's or the web app's address: an http(s) URL, kept without a trailing slash. */
export const serviceUrl = urlWith(['http', 'https']).transform((url) => url.replace(/\/+$/, ''));

/** The settings of a service whose e-mails or redirects link to the web app's pages. */
export const webSettings = {
  WEB_BASE_URL: serviceUrl.default('http://127.0.0.1:5173'),
};

/** What every process of the platform (services and gateway) reads from the environment. */
export const processConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Containers set 0.0.0.0; on a developer machine everything stays on loopback. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  RABBITMQ_URL: urlWith(['amqp', 'amqps']),
  EVENTS_EXCHANGE: z.string().min(1).default('pickup.events'),
  JWKS_URL: urlWith(['http', 'https']),
  JWT_ISSUER: z.string().min(1).default('pickup-identity'),
  JWT_AUDIENCE: z.string().min(1).default('pickup-api'),
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

/** A service adds its own database. Services extend this with their own variables. */
export const serviceConfigSchema = processConfigSchema.extend({
  MONGO_URL: urlWith(['mongodb', 'mongodb+srv']),
  /** Each service owns one database named after itself; an isolated run (e2e) names another. */
  MONGO_DB_NAME: z.string().min(1).optional(),
  /** Names the service's durable event queue (default: the service's name). */
  EVENTS_CONSUMER_NAME: z.string().min(1).optional(),
  /** Where ended sessions are recorded (and identity keeps its rate-limit counters). */
  REDIS_URL: urlWith(['redis', 'rediss']),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/** Parses the environment; throws a ConfigError naming every missing or malformed variable. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && env[name] === undefined;
    return missing ? `${name} is required but not set` : `${name} ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** For a process entry point: a clear message on stderr and exit code 1 instead of a stack trace. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
}
