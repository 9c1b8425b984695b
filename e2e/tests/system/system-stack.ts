import { spawn, execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { MongoClient } from 'mongodb';

/**
 * The real system the `system` project runs against: the identity, tenant, billing, customer,
 * routing, weight and messaging services and the gateway as `tsx --conditions=source` processes on free loopback ports, over the local
 * infrastructure (FerretDB, RabbitMQ, Redis, maildev, stripe-mock: `make infra-up`), with the
 * built web app served by `vite preview`, proxying /api to that gateway. Every run has its own
 * events exchange, Redis key prefix and database names, so it never meets `make dev` or another
 * run. The run's business registers through the tenant service as any business does; further
 * users of it are made through identity's internal API.
 */

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Where this checkout's run keeps its state, logs and build: outside the repository. */
export const workDir = path.join(
  tmpdir(),
  'pickup-e2e-system',
  createHash('sha256').update(repoRoot).digest('hex').slice(0, 12),
);
const stateFile = path.join(workDir, 'state.json');

const infra = {
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  rabbitUrl: process.env.RABBITMQ_URL ?? 'amqp://127.0.0.1:5672',
  // A logical database of its own: identity's sign-in attempt counters are keyed by IP, and the
  // runs of a working day must not spend `make dev`'s budget (or each other's, see resetAttempts).
  redisUrl: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
  smtpUrl: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  stripeHost: process.env.STRIPE_API_HOST ?? '127.0.0.1',
  stripePort: process.env.STRIPE_API_PORT ?? '12111',
  mailApiUrl: process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080',
};

export interface SystemState {
  runId: string;
  /** The web app (vite preview), which proxies /api to the gateway. */
  baseURL: string;
  gatewayUrl: string;
  identityUrl: string;
  tenantUrl: string;
  billingUrl: string;
  customerUrl: string;
  routingUrl: string;
  weightUrl: string;
  messagingUrl: string;
  /** The events exchange of the run, where businesses are announced. */
  rabbitUrl: string;
  eventsExchange: string;
  /** The run's business: its owner and customer are the journeys' signed-in users. */
  business: Business;
  /** identity accepts its internal API (not routed by the gateway) with this secret. */
  internalSecret: string;
  setupToken: string;
  /** The run's platform admin, created once the gateway is up (the setup token is then spent). */
  platformAdmin: { username: string; password: string };
  mailApiUrl: string;
  logDir: string;
  /** Process group ids of what this run started (each child leads its own group). */
  pids: number[];
}

export function readState(): SystemState {
  if (!existsSync(stateFile)) {
    throw new Error(`No running system (${stateFile}): run the "system" project, which starts it first.`);
  }
  return JSON.parse(readFileSync(stateFile, 'utf8')) as SystemState;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the process is still one this module started (a tsx or vite process of this checkout):
 * after a reboot the recorded id may belong to something else, which must be left alone.
 */
function isOurs(pid: number): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    return commandLine.includes(repoRoot) || /\b(tsx|vite)\b/.test(commandLine);
  } catch {
    // No /proc (not Linux): trust the record; a gone process is skipped by the kill itself.
    return !existsSync('/proc');
  }
}

async function stopGroup(pid: number, timeoutMs = 10_000): Promise<void> {
  if (!isOurs(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
}

/** Stops what the last run recorded (its own process groups only) and forgets it. */
export async function stopSystem(): Promise<void> {
  if (!existsSync(stateFile)) return;
  const { pids, runId } = readState();
  await Promise.all([...pids].reverse().map((pid) => stopGroup(pid)));
  await dropRunDatabase(runId);
  rmSync(stateFile, { force: true });
}

/** The services each run starts; the gateway answers for the others as for a service that is down. */
const runServices = ['identity', 'tenant', 'billing', 'customer', 'routing', 'weight', 'messaging'] as const;
type RunService = (typeof runServices)[number];

const dbName = (service: RunService, runId: string) => `${service}_e2e_${runId}`;

/**
 * Each run has its services' databases to itself (a first-admin setup is only real on an empty
 * one, and billing's businesses are the run's).
 */
async function dropRunDatabase(runId: string): Promise<void> {
  const client = await MongoClient.connect(infra.mongoUrl);
  try {
    for (const service of runServices) await client.db(dbName(service, runId)).dropDatabase();
  } finally {
    await client.close();
  }
}

export interface Business {
  tenantId: string;
  subdomain: string;
  businessName: string;
}

/**
 * A business known only from its announcement, without the tenant service's registration (so
 * without a Stripe account yet): for journeys that start where registration has not been.
 */
export function newBusiness(name = 'Green Bucket Compost'): Business {
  const tenantId = randomBytes(12).toString('hex');
  return { tenantId, subdomain: `e2e${tenantId.slice(-10)}`, businessName: name };
}

/** Announces a business on the run's exchange, as the tenant service does at registration. */
export async function announceBusiness(
  system: Pick<SystemState, 'rabbitUrl' | 'eventsExchange'>,
  business: Business,
) {
  const connection = await amqp.connect(system.rabbitUrl);
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(system.eventsExchange, 'topic', { durable: true });
    const event = {
      id: randomUUID(),
      type: 'tenant.registered',
      version: 1,
      occurredAt: new Date().toISOString(),
      tenantId: business.tenantId,
      actor: { userId: null, role: 'system' },
      data: {
        ...business,
        customDomain: null,
        customDomainVerified: false,
        isActive: true,
        subscriptionStatus: 'trial',
      },
    };
    channel.publish(system.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
      contentType: 'application/json',
      persistent: true,
      messageId: event.id,
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

/** Waits until the gateway and billing know the business (its public pickup plans answer). */
export async function waitForBusiness(
  gatewayUrl: string,
  business: Business,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${gatewayUrl}/api/service-plans`, {
      headers: { 'X-Tenant': business.subdomain },
    });
    if (response.ok) return;
    if (Date.now() > deadline) {
      throw new Error(`business ${business.subdomain} unknown after ${timeoutMs} ms: ${response.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Registers a business through the gateway, as the onboarding wizard's first step does. */
async function registerBusiness(gatewayUrl: string, business: Business): Promise<Business> {
  const response = await fetch(`${gatewayUrl}/api/tenants/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      subdomain: business.subdomain,
      businessName: business.businessName,
      ownerEmail: `owner-${business.subdomain}@example.com`,
      ownerPassword: `pw-${randomBytes(9).toString('hex')}`,
      ownerFirstName: 'Morgan',
      ownerLastName: 'Fields',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`registering the run's business answered ${response.status}: ${await response.text()}`);
  }
  const { tenant } = (await response.json()) as { tenant: { id: string } };
  return { ...business, tenantId: tenant.id };
}

function start(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
) {
  const logFile = path.join(logDir, `${name}.log`);
  const log = openSync(logFile, 'w');
  // Detached: each child leads its own process group, which outlives the Playwright worker that
  // started it and can be stopped as a whole (tsx runs node as its child) by the teardown.
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} did not start (see ${logFile})`);
  return {
    name,
    pid: child.pid,
    logFile,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

async function waitUntilUp(
  url: string,
  started: { name: string; logFile: string; exited: () => boolean },
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.exited()) {
      throw new Error(`${started.name} stopped while starting:\n${tail(started.logFile)}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${started.name} was not up at ${url} after ${timeoutMs} ms:\n${tail(started.logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Forgets identity's sign-in attempt counters in the e2e Redis database, so reruns start afresh. */
async function resetAttempts(): Promise<void> {
  const url = new URL(infra.redisUrl);
  const db = url.pathname.replace('/', '') || '0';
  const cli = ['-h', url.hostname, '-p', url.port || '6379', '-n', db];
  const run = promisify(execFile);
  try {
    const { stdout } = await run('redis-cli', [...cli, '--scan', '--pattern', 'identity:attempts:*']);
    const keys = stdout.split('\n').filter((key) => key.trim() !== '');
    if (keys.length > 0) await run('redis-cli', [...cli, 'DEL', ...keys]);
  } catch {
    // Without redis-cli the counters simply run out after their 15-minute window.
  }
}

/**
 * The first platform admin of the run's empty identity database, so journeys can sign in as one.
 * Asked of identity itself: the first writes to a new database can outlast the gateway's timeout.
 */
async function createPlatformAdmin(
  identityUrl: string,
  setupToken: string,
  admin: SystemState['platformAdmin'],
): Promise<void> {
  const response = await fetch(`${identityUrl}/api/platform-admin/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      setupToken,
      ...admin,
      email: `${admin.username}@example.com`,
      firstName: 'Pat',
      lastName: 'Operator',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`the platform admin setup answered ${response.status}: ${await response.text()}`);
  }
}

/** Builds the web app, starts the run's services, the gateway and the preview server, and records them. */
export async function startSystem(): Promise<SystemState> {
  await stopSystem();
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const logDir = path.join(workDir, 'logs');
  const distDir = path.join(workDir, 'dist');
  mkdirSync(logDir, { recursive: true });
  await resetAttempts();

  const [
    identityPort,
    tenantPort,
    billingPort,
    customerPort,
    routingPort,
    weightPort,
    messagingPort,
    gatewayPort,
    webPort,
  ] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const tenantUrl = `http://127.0.0.1:${tenantPort}`;
  const billingUrl = `http://127.0.0.1:${billingPort}`;
  const customerUrl = `http://127.0.0.1:${customerPort}`;
  const routingUrl = `http://127.0.0.1:${routingPort}`;
  const weightUrl = `http://127.0.0.1:${weightPort}`;
  const messagingUrl = `http://127.0.0.1:${messagingPort}`;
  const eventsExchange = `e2e.${runId}.events`;
  let business: Business = {
    tenantId: '',
    subdomain: `e2e${runId.slice(-10)}`,
    businessName: 'Green Bucket Compost',
  };
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  const internalSecret = `e2e-internal-${randomBytes(12).toString('hex')}`;
  const setupToken = `e2e-setup-${randomBytes(12).toString('hex')}`;
  const platformAdmin = { username: `admin-${runId}`, password: `pw-${randomBytes(9).toString('hex')}` };
  const bin = (tool: string) => path.join(repoRoot, 'node_modules', '.bin', tool);

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    RABBITMQ_URL: infra.rabbitUrl,
    EVENTS_EXCHANGE: eventsExchange,
    JWKS_URL: `${identityUrl}/.well-known/jwks.json`,
    JWT_ISSUER: 'pickup-identity',
    JWT_AUDIENCE: 'pickup-api',
    INTERNAL_SECRET: internalSecret,
    REDIS_URL: infra.redisUrl,
    SHUTDOWN_TIMEOUT_MS: '3000',
  };

  const pids: number[] = [];
  const save = () =>
    writeFileSync(
      stateFile,
      JSON.stringify(
        {
          runId,
          baseURL,
          gatewayUrl,
          identityUrl,
          tenantUrl,
          billingUrl,
          customerUrl,
          routingUrl,
          weightUrl,
          messagingUrl,
          rabbitUrl: infra.rabbitUrl,
          eventsExchange,
          business,
          internalSecret,
          setupToken,
          platformAdmin,
          mailApiUrl: infra.mailApiUrl,
          logDir,
          pids,
        },
        null,
        2,
      ),
    );

  // The build runs while the services boot.
  const build = start(
    'web-build',
    bin('vite'),
    ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    path.join(repoRoot, 'web'),
    { ...process.env },
    logDir,
  );
  pids.push(build.pid);
  save();

  /** A service of the run: its own database and its own event queue (a running `make dev` keeps its events). */
  const startService = (service: RunService, port: number, env: NodeJS.ProcessEnv) => {
    const started = start(
      service,
      bin('tsx'),
      ['--conditions=source', `services/${service}/src/main.ts`],
      repoRoot,
      {
        ...shared,
        PORT: String(port),
        MONGO_URL: infra.mongoUrl,
        MONGO_DB_NAME: dbName(service, runId),
        EVENTS_CONSUMER_NAME: `e2e-system-${service}`,
        ...env,
      },
      logDir,
    );
    pids.push(started.pid);
    save();
    return started;
  };

  const identity = startService('identity', identityPort, {
    JWT_KEY_FILE: path.join(workDir, 'identity-jwt.pem'),
    SMTP_URL: infra.smtpUrl,
    MAIL_FROM: 'Compost Pickup <no-reply@pickup.localhost>',
    WEB_BASE_URL: baseURL,
    PLATFORM_ADMIN_SETUP_TOKEN: setupToken,
    DEMO_MODE: 'false',
  });
  const billing = startService('billing', billingPort, {
    // Simulated payments on stripe-mock: the journeys pay without a card.
    STRIPE_SECRET_KEY: 'sk_test_e2esystem',
    STRIPE_API_HOST: infra.stripeHost,
    STRIPE_API_PORT: infra.stripePort,
    STRIPE_API_PROTOCOL: 'http',
    WEB_BASE_URL: baseURL,
  });
  const tenant = startService('tenant', tenantPort, {
    IDENTITY_URL: identityUrl,
    BILLING_URL: billingUrl,
    // Rebuilding analytics reads these services' replays.
    CUSTOMER_URL: customerUrl,
    ROUTING_URL: routingUrl,
    WEIGHT_URL: weightUrl,
    WEB_BASE_URL: baseURL,
    PUBLIC_DOMAIN: 'localhost',
    INGRESS_ADDRESS: '127.0.0.1',
  });
  const customer = startService('customer', customerPort, {
    IDENTITY_URL: identityUrl,
    BILLING_URL: billingUrl,
    WEB_BASE_URL: baseURL,
  });
  const routing = startService('routing', routingPort, {
    IDENTITY_URL: identityUrl,
    WEB_BASE_URL: baseURL,
  });
  const weight = startService('weight', weightPort, {});
  const messaging = startService('messaging', messagingPort, {
    SMTP_URL: infra.smtpUrl,
    MAIL_FROM: 'Compost Pickup <no-reply@pickup.localhost>',
    WEB_BASE_URL: baseURL,
    // Reminders ask routing for a day's pickups.
    ROUTING_URL: routingUrl,
  });

  const gateway = start(
    'gateway',
    bin('tsx'),
    ['--conditions=source', 'gateway/src/main.ts'],
    repoRoot,
    {
      ...shared,
      PORT: String(gatewayPort),
      REDIS_KEY_PREFIX: `e2e:${runId}:`,
      // One durable queue for every run (a new name per run would leave a queue behind each time).
      EVENTS_CONSUMER_NAME: 'e2e-system-gateway',
      WEB_ORIGIN: baseURL,
      PUBLIC_DOMAIN: 'localhost',
      IDENTITY_URL: identityUrl,
      TENANT_URL: tenantUrl,
      CUSTOMER_URL: customerUrl,
      ROUTING_URL: routingUrl,
      WEIGHT_URL: weightUrl,
      BILLING_URL: billingUrl,
      MESSAGING_URL: messagingUrl,
      PROXY_TIMEOUT_MS: '5000',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    logDir,
  );
  pids.push(gateway.pid);
  save();

  await waitUntilUp(`${identityUrl}/readyz`, identity);
  await waitUntilUp(`${tenantUrl}/readyz`, tenant);
  await waitUntilUp(`${billingUrl}/readyz`, billing);
  await waitUntilUp(`${customerUrl}/readyz`, customer);
  await waitUntilUp(`${routingUrl}/readyz`, routing);
  await waitUntilUp(`${weightUrl}/readyz`, weight);
  await waitUntilUp(`${messagingUrl}/readyz`, messaging);
  await waitUntilUp(`${gatewayUrl}/readyz`, gateway);
  await createPlatformAdmin(identityUrl, setupToken, platformAdmin);
  business = await registerBusiness(gatewayUrl, business);
  save();
  await waitForBusiness(gatewayUrl, business);
  while (!build.exited()) await new Promise((resolve) => setTimeout(resolve, 250));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`The web build failed:\n${tail(build.logFile)}`);
  }
  pids.splice(pids.indexOf(build.pid), 1);

  const web = start(
    'web-preview',
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(webPort), '--strictPort', '--outDir', distDir],
    path.join(repoRoot, 'web'),
    { ...process.env, GATEWAY_URL: gatewayUrl },
    logDir,
  );
  pids.push(web.pid);
  save();
  await waitUntilUp(baseURL, web);
  return readState();
}
