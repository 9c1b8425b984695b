import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { ServiceConfig } from '../config';

const run = promisify(execFile);

/** Where the test infrastructure listens: set by the jest global setup, else the local defaults. */
export function testInfra() {
  return {
    mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    rabbitUrl: process.env.RABBITMQ_URL ?? 'amqp://127.0.0.1:5672',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

/** The least environment a service starts with, as text, the way the process receives it. */
export const minimalServiceEnv = {
  PORT: '4001',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  RABBITMQ_URL: 'amqp://127.0.0.1:5672',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWKS_URL: 'http://127.0.0.1:4001/.well-known/jwks.json',
  INTERNAL_SECRET: 'a-long-enough-secret',
} as const;

/** A name no other test file uses, for databases, exchanges and queues. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** A full service configuration on the test infrastructure, isolated by its own exchange. */
export function testServiceConfig(
  overrides: Partial<ServiceConfig> & Pick<ServiceConfig, 'JWKS_URL'>,
): ServiceConfig {
  const infra = testInfra();
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL as ServiceConfig['LOG_LEVEL'] | undefined) ?? 'silent',
    HOST: '127.0.0.1',
    PORT: 0,
    MONGO_URL: infra.mongoUrl,
    RABBITMQ_URL: infra.rabbitUrl,
    REDIS_URL: infra.redisUrl,
    EVENTS_EXCHANGE: uniqueName('test.events'),
    JWT_ISSUER: 'pickup-identity',
    JWT_AUDIENCE: 'pickup-api',
    INTERNAL_SECRET: 'test-internal-secret-0123456789',
    SHUTDOWN_TIMEOUT_MS: 2000,
    ...overrides,
  };
}

function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'Makefile'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root from ' + __dirname);
    dir = parent;
  }
  return dir;
}

/**
 * Takes the broker away and brings it back, for outage tests. Locally it stops the AMQP
 * application (connections drop, the node keeps its data); in a container it stops the container.
 */
export const broker = {
  async stop(): Promise<void> {
    const container = process.env.TEST_RABBITMQ_CONTAINER;
    if (container) await run('docker', ['stop', container]);
    else await run('bash', [join(repositoryRoot(), 'scripts/infra.sh'), 'broker-stop']);
  },
  async start(): Promise<void> {
    const container = process.env.TEST_RABBITMQ_CONTAINER;
    if (container) await run('docker', ['start', container]);
    else await run('bash', [join(repositoryRoot(), 'scripts/infra.sh'), 'broker-start']);
  },
};

/** Polls until the check passes or the time is up; tests never wait on a fixed sleep. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 10_000, intervalMs = 50, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
