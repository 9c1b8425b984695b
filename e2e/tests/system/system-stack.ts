import { spawn, execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import amqp from 'amqplib';
import { MongoClient } from 'mongodb';
import { freePort } from '../../../services/kit/src/testing/ports';

/**
 * The real system the `system` project and the proof suites (e2e/proof) run against: the
 * identity, tenant, billing, customer, routing, weight and messaging services and the gateway as
 * `tsx --conditions=source` processes on free loopback ports, over the local infrastructure
 * (FerretDB, RabbitMQ, Redis, maildev, stripe-mock: `make infra-up`), optionally with the built
 * web app served by `vite preview`, proxying /api to that gateway. Every run has its own events
 * exchange, Redis key prefix and database names, so it never meets `make dev` or another run; each
 * work folder holds one running system, so suites with folders of their own run side by side. The
 * run's business registers through the tenant service as any business does; further users of it
 * are made through identity's internal API.
 *
 * With `replicas: 2` every service and the gateway run twice, each pair behind a round-robin
 * (scripts/round-robin.ts) on the address the others know it by, as a Kubernetes Service spreads
 * connections over its pods.
 */

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** A work folder outside the repository, one per checkout and name. */
export function workDirFor(name: string): string {
  return path.join(tmpdir(), name, createHash('sha256').update(repoRoot).digest('hex').slice(0, 12));
}

/** Where the Playwright journeys' run keeps its state, logs and build. */
export const workDir = workDirFor('pickup-e2e-system');
const stateFileOf = (folder: string) => path.join(folder, 'state.json');

export interface SystemOptions {
  /** Where the system keeps its state, logs and build; a second start in one folder stops the first. */
  workDir?: string;
  /** Instances of every service and of the gateway (default SCALE from the environment, else 1). */
  replicas?: number;
  /** Build the web app and serve it (the journeys need it; API-only suites do not). */
  web?: boolean;
  /** The database server (default MONGO_URL, else the local FerretDB). */
  mongoUrl?: string;
  /** The message broker (default RABBITMQ_URL, else the local RabbitMQ). */
  rabbitUrl?: string;
  /** A Redis logical database of the system's own (identity's attempt counters are keyed by IP). */
  redisDb?: number;
  /** The API's rate limits per minute; the journeys' default never limits them. */
  rateLimitPerMinute?: number;
  authRateLimitPerMinute?: number;
  /**
   * How long the gateway waits for a service (default 5 s). A suite that measures no latency may
   * wait longer: on a machine at load 30 a sign-up (a password hash, a Stripe customer) takes 5 s.
   */
  proxyTimeoutMs?: number;
  /** How often each messaging instance runs the reminders' round (default its own: a minute). */
  reminderRoundMs?: number;
  /**
   * Start over the databases of an earlier run (restoring a backup, say): its run id, secrets,
   * business and platform admin are taken as they are, and nothing is registered again.
   */
  resume?: Pick<SystemState, 'runId' | 'internalSecret' | 'setupToken' | 'business' | 'platformAdmin'>;
}

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

/** How a process of the run was started, so a suite can stop it and start it again. */
export interface RunProcess {
  /** `customer`, or `customer-2` for a second instance; `customer-lb` for a round-robin. */
  name: string;
  pid: number;
  port: number;
  logFile: string;
  command: string;
  args: string[];
  cwd: string;
  /** What the process's environment adds to this process's own. */
  env: Record<string, string>;
}

export interface SystemState {
  runId: string;
  workDir: string;
  /** The web app (vite preview), which proxies /api to the gateway; the gateway itself without it. */
  baseURL: string;
  gatewayUrl: string;
  identityUrl: string;
  tenantUrl: string;
  billingUrl: string;
  customerUrl: string;
  routingUrl: string;
  weightUrl: string;
  messagingUrl: string;
  mongoUrl: string;
  redisUrl: string;
  /** The events exchange of the run, where businesses are announced. */
  rabbitUrl: string;
  eventsExchange: string;
  /** Instances of each service and of the gateway. */
  replicas: number;
  /** The run's business: its owner and customer are the journeys' signed-in users. */
  business: Business;
  /** identity accepts its internal API (not routed by the gateway) with this secret. */
  internalSecret: string;
  setupToken: string;
  /** The run's platform admin, created once the gateway is up (the setup token is then spent). */
  platformAdmin: { username: string; password: string };
  mailApiUrl: string;
  logDir: string;
  /** What this run started; each child leads its own process group. */
  processes: RunProcess[];
}

export function readState(folder = workDir): SystemState {
  const stateFile = stateFileOf(folder);
  if (!existsSync(stateFile)) {
    throw new Error(`No running system (${stateFile}): run the "system" project, which starts it first.`);
  }
  return JSON.parse(readFileSync(stateFile, 'utf8')) as SystemState;
}

function writeState(state: SystemState): void {
  writeFileSync(stateFileOf(state.workDir), JSON.stringify(state, null, 2));
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

/** Stops what the folder's last run recorded (its own process groups only) and forgets it. */
export async function stopSystem(folder = workDir, { keepDatabases = false } = {}): Promise<void> {
  if (!existsSync(stateFileOf(folder))) return;
  const state = readState(folder);
  await Promise.all([...state.processes].reverse().map(({ pid }) => stopGroup(pid)));
  if (!keepDatabases) await dropRunDatabases(state.mongoUrl, state.runId);
  rmSync(stateFileOf(folder), { force: true });
}

/** The services each run starts; the gateway answers for the others as for a service that is down. */
export const runServices = [
  'identity',
  'tenant',
  'billing',
  'customer',
  'routing',
  'weight',
  'messaging',
] as const;
export type RunService = (typeof runServices)[number];

export const runDatabaseName = (service: RunService, runId: string) => `${service}_e2e_${runId}`;

/**
 * Each run has its services' databases to itself (a first-admin setup is only real on an empty
 * one, and billing's businesses are the run's).
 */
async function dropRunDatabases(mongoUrl: string, runId: string): Promise<void> {
  const client = await MongoClient.connect(mongoUrl);
  try {
    for (const service of runServices) await client.db(runDatabaseName(service, runId)).dropDatabase();
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

/**
 * Registers a business as the onboarding wizard's first step does, through the gateway (or straight
 * to the tenant service: `baseUrl` is either).
 */
export async function registerBusiness(baseUrl: string, business: Business): Promise<Business> {
  const response = await fetch(`${baseUrl}/api/tenants/register`, {
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

/**
 * Starts a process as its own process group, its output appended to its log, and answers its id.
 * Detached: the group outlives whoever started it (a Playwright worker, a suite's step) and can be
 * stopped as a whole (tsx runs node as its child).
 */
export function spawnGroup(spec: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  logFile: string;
}): number {
  const log = openSync(spec.logFile, 'a');
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  child.unref();
  if (child.pid === undefined) throw new Error(`${spec.name} did not start (see ${spec.logFile})`);
  return child.pid;
}

/** Starts a process of the run, its output in the run's log folder. */
function spawnProcess(spec: Omit<RunProcess, 'pid'>): RunProcess {
  return { ...spec, pid: spawnGroup(spec) };
}

async function waitUntilUp(url: string, started: RunProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive(started.pid)) {
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

/** Forgets identity's sign-in attempt counters in the run's Redis database, so reruns start afresh. */
async function resetAttempts(redisUrl: string): Promise<void> {
  const url = new URL(redisUrl);
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

const bin = (tool: string) => path.join(repoRoot, 'node_modules', '.bin', tool);

/** One instance of a service, or of the gateway: `tsx` running its main module. */
function nodeProcess(
  name: string,
  entry: string,
  port: number,
  logDir: string,
  env: Record<string, string>,
): Omit<RunProcess, 'pid'> {
  return {
    name,
    port,
    logFile: path.join(logDir, `${name}.log`),
    command: bin('tsx'),
    args: ['--conditions=source', entry],
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
  };
}

/** A round-robin on `port` over the instances' ports. */
function roundRobinProcess(name: string, port: number, backends: number[], logDir: string) {
  return {
    name: `${name}-lb`,
    port,
    logFile: path.join(logDir, `${name}-lb.log`),
    command: bin('tsx'),
    args: [path.join(repoRoot, 'scripts', 'round-robin.ts'), String(port), ...backends.map(String)],
    cwd: repoRoot,
    env: {},
  };
}

/**
 * A component of the system as the others see it: one process on its port, or with replicas,
 * that many instances on ports of their own behind a round-robin on its port.
 */
async function startComponent(
  name: string,
  port: number,
  replicas: number,
  logDir: string,
  instance: (name: string, port: number) => Omit<RunProcess, 'pid'>,
): Promise<RunProcess[]> {
  if (replicas === 1) return [spawnProcess(instance(name, port))];
  const ports = await Promise.all(Array.from({ length: replicas }, () => freePort()));
  const instances = ports.map((instancePort, index) =>
    spawnProcess(instance(`${name}-${index + 1}`, instancePort)),
  );
  return [...instances, spawnProcess(roundRobinProcess(name, port, ports, logDir))];
}

/** Ends one process of a running system at once, as a crash or `kill -9` would. */
export function killProcess(state: SystemState, name: string): RunProcess {
  const target = state.processes.find((candidate) => candidate.name === name);
  if (!target)
    throw new Error(`no process ${name} in the run (${state.processes.map((p) => p.name).join(', ')})`);
  if (isOurs(target.pid)) {
    try {
      process.kill(-target.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return target;
}

/** Starts a process of the run again as it was started, waits for it to be ready, and records it. */
export async function restartProcess(folder: string, name: string, timeoutMs = 90_000): Promise<void> {
  const state = readState(folder);
  const previous = state.processes.find((candidate) => candidate.name === name);
  if (!previous) throw new Error(`no process ${name} in the run`);
  if (alive(previous.pid)) await stopGroup(previous.pid);
  const started = spawnProcess(previous);
  writeState({
    ...state,
    processes: state.processes.map((candidate) => (candidate.name === name ? started : candidate)),
  });
  await waitUntilUp(`http://127.0.0.1:${started.port}/readyz`, started, timeoutMs);
}

/** Builds the web app, starts the run's services, the gateway and the preview server, and records them. */
export async function startSystem(options: SystemOptions = {}): Promise<SystemState> {
  const folder = options.workDir ?? workDir;
  await stopSystem(folder);
  const replicas = options.replicas ?? Number(process.env.SCALE ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 4) {
    throw new Error(`replicas (SCALE) must be 1 to 4, not ${replicas}`);
  }
  const withWeb = options.web ?? true;
  const runId = options.resume?.runId ?? `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const logDir = path.join(folder, 'logs');
  const distDir = path.join(folder, 'dist');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const mongoUrl = options.mongoUrl ?? infra.mongoUrl;
  const rabbitUrl = options.rabbitUrl ?? infra.rabbitUrl;
  const redisUrl =
    options.redisDb === undefined ? infra.redisUrl : `redis://127.0.0.1:6379/${options.redisDb}`;
  await resetAttempts(redisUrl);

  const ports = Object.fromEntries(
    await Promise.all(
      [...runServices, 'gateway', 'web'].map(async (name) => [name, await freePort()] as const),
    ),
  ) as Record<RunService | 'gateway' | 'web', number>;
  const urlOf = (name: RunService | 'gateway' | 'web') => `http://127.0.0.1:${ports[name]}`;
  const gatewayUrl = urlOf('gateway');
  const baseURL = withWeb ? urlOf('web') : gatewayUrl;
  const eventsExchange = `e2e.${runId}.events`;
  // Queues are named per work folder, not per run: a name per run would leave a queue behind
  // each time, and one name for every folder would let two suites' systems take each other's events.
  const queuePrefix =
    folder === workDir
      ? 'e2e-system'
      : `e2e-${createHash('sha256').update(folder).digest('hex').slice(0, 8)}`;
  const internalSecret = options.resume?.internalSecret ?? `e2e-internal-${randomBytes(12).toString('hex')}`;
  const setupToken = options.resume?.setupToken ?? `e2e-setup-${randomBytes(12).toString('hex')}`;
  const platformAdmin = options.resume?.platformAdmin ?? {
    username: `admin-${runId}`,
    password: `pw-${randomBytes(9).toString('hex')}`,
  };
  const state: SystemState = {
    runId,
    workDir: folder,
    baseURL,
    gatewayUrl,
    identityUrl: urlOf('identity'),
    tenantUrl: urlOf('tenant'),
    billingUrl: urlOf('billing'),
    customerUrl: urlOf('customer'),
    routingUrl: urlOf('routing'),
    weightUrl: urlOf('weight'),
    messagingUrl: urlOf('messaging'),
    mongoUrl,
    redisUrl,
    rabbitUrl,
    eventsExchange,
    replicas,
    business: options.resume?.business ?? {
      tenantId: '',
      subdomain: `e2e${runId.slice(-10)}`,
      businessName: 'Green Bucket Compost',
    },
    internalSecret,
    setupToken,
    platformAdmin,
    mailApiUrl: infra.mailApiUrl,
    logDir,
    processes: [],
  };
  const record = (...started: RunProcess[]) => {
    state.processes.push(...started);
    writeState(state);
  };

  const shared: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    RABBITMQ_URL: rabbitUrl,
    EVENTS_EXCHANGE: eventsExchange,
    JWKS_URL: `${state.identityUrl}/.well-known/jwks.json`,
    JWT_ISSUER: 'pickup-identity',
    JWT_AUDIENCE: 'pickup-api',
    INTERNAL_SECRET: internalSecret,
    REDIS_URL: redisUrl,
    SHUTDOWN_TIMEOUT_MS: '3000',
    WEB_BASE_URL: baseURL,
  };

  // The build runs while the services boot.
  const build = withWeb
    ? spawnProcess({
        name: 'web-build',
        port: 0,
        logFile: path.join(logDir, 'web-build.log'),
        command: bin('vite'),
        args: ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
        cwd: path.join(repoRoot, 'web'),
        env: {},
      })
    : null;
  if (build) record(build);

  /** What each service needs beyond the shared settings. */
  const serviceEnv: Record<RunService, Record<string, string>> = {
    identity: {
      JWT_KEY_FILE: path.join(folder, 'identity-jwt.pem'),
      SMTP_URL: infra.smtpUrl,
      MAIL_FROM: 'Compost Pickup <no-reply@pickup.localhost>',
      PLATFORM_ADMIN_SETUP_TOKEN: setupToken,
      DEMO_MODE: 'false',
    },
    billing: {
      // Simulated payments on stripe-mock: the journeys pay without a card.
      STRIPE_SECRET_KEY: 'sk_test_e2esystem',
      STRIPE_API_HOST: infra.stripeHost,
      STRIPE_API_PORT: infra.stripePort,
      STRIPE_API_PROTOCOL: 'http',
    },
    tenant: {
      IDENTITY_URL: state.identityUrl,
      BILLING_URL: state.billingUrl,
      // Rebuilding analytics reads these services' replays.
      CUSTOMER_URL: state.customerUrl,
      ROUTING_URL: state.routingUrl,
      WEIGHT_URL: state.weightUrl,
      PUBLIC_DOMAIN: 'localhost',
      INGRESS_ADDRESS: '127.0.0.1',
    },
    customer: { IDENTITY_URL: state.identityUrl, BILLING_URL: state.billingUrl },
    routing: { IDENTITY_URL: state.identityUrl },
    weight: {},
    messaging: {
      SMTP_URL: infra.smtpUrl,
      MAIL_FROM: 'Compost Pickup <no-reply@pickup.localhost>',
      // Reminders ask routing for a day's pickups.
      ROUTING_URL: state.routingUrl,
      ...(options.reminderRoundMs ? { REMINDER_ROUND_MS: String(options.reminderRoundMs) } : {}),
    },
  };

  // Each service has its own database and its own event queue (a running `make dev` keeps its
  // events); its instances share both, as a deployment's replicas do.
  for (const service of runServices) {
    record(
      ...(await startComponent(service, ports[service], replicas, logDir, (name, port) =>
        nodeProcess(name, `services/${service}/src/main.ts`, port, logDir, {
          ...shared,
          MONGO_URL: mongoUrl,
          MONGO_DB_NAME: runDatabaseName(service, runId),
          EVENTS_CONSUMER_NAME: `${queuePrefix}-${service}`,
          ...serviceEnv[service],
        }),
      )),
    );
  }
  record(
    ...(await startComponent('gateway', ports.gateway, replicas, logDir, (name, port) =>
      nodeProcess(name, 'gateway/src/main.ts', port, logDir, {
        ...shared,
        REDIS_KEY_PREFIX: `e2e:${runId}:`,
        EVENTS_CONSUMER_NAME: `${queuePrefix}-gateway`,
        WEB_ORIGIN: baseURL,
        PUBLIC_DOMAIN: 'localhost',
        IDENTITY_URL: state.identityUrl,
        TENANT_URL: state.tenantUrl,
        CUSTOMER_URL: state.customerUrl,
        ROUTING_URL: state.routingUrl,
        WEIGHT_URL: state.weightUrl,
        BILLING_URL: state.billingUrl,
        MESSAGING_URL: state.messagingUrl,
        PROXY_TIMEOUT_MS: String(options.proxyTimeoutMs ?? 5000),
        RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute ?? 100_000),
        AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimitPerMinute ?? 100_000),
      }),
    )),
  );

  for (const started of state.processes) {
    if (started.name === 'web-build') continue;
    await waitUntilUp(`http://127.0.0.1:${started.port}/readyz`, started);
  }
  if (!options.resume) {
    await createPlatformAdmin(state.identityUrl, setupToken, platformAdmin);
    // Asked of the tenant service itself, as the admin is of identity: registration waits on
    // identity (the owner's password hash) and billing, which on a busy machine (load 50 on two
    // cores) outlasted the gateway's 5 s timeout in two runs in a row.
    state.business = await registerBusiness(state.tenantUrl, state.business);
    writeState(state);
  }
  await waitForBusiness(gatewayUrl, state.business);
  if (build) {
    while (alive(build.pid)) await new Promise((resolve) => setTimeout(resolve, 250));
    if (!existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`The web build failed:\n${tail(build.logFile)}`);
    }
    state.processes = state.processes.filter((started) => started !== build);
    const web = spawnProcess({
      name: 'web-preview',
      port: ports.web,
      logFile: path.join(logDir, 'web-preview.log'),
      command: bin('vite'),
      args: [
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.web),
        '--strictPort',
        '--outDir',
        distDir,
      ],
      cwd: path.join(repoRoot, 'web'),
      env: { GATEWAY_URL: gatewayUrl },
    });
    record(web);
    await waitUntilUp(baseURL, web);
  }
  return readState(folder);
}
