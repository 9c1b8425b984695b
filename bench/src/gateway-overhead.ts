import { queuesOf } from '@pickup/kit';
import { TestTokenIssuer, uniqueName, waitFor } from '@pickup/kit/testing';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { deleteBrokerObjects, deleteRedisKeys } from './cleanup';
import { pacedComparison, type PacedFigures } from './paced-load';
import { settings } from './settings';
import { round } from './stats';
import { type ChildServer, forkServer } from './sut/child';

export interface HttpFigures {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface FixedRateComparison {
  offeredPerSecond: number;
  secondsPerTarget: number;
  sliceSeconds: number;
  gateway: PacedFigures;
  direct: PacedFigures;
  addedP50Ms: number;
  addedP99Ms: number;
}

/** What the issue set out to reach; printed next to the figures, never enforced. */
export const gatewayGoals = { throughputRatio: 0.75, addedP99MsAtFixedRate: 5 } as const;

export interface GatewayOverhead {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  path: string;
  /** At saturation (autocannon, `connections` at once). */
  gateway: HttpFigures;
  direct: HttpFigures;
  /** Gateway req/s divided by direct req/s, at saturation. */
  throughputRatio: number;
  addedP50Ms: number;
  addedP99Ms: number;
  /**
   * CPU time (user + system) per request of each process over the saturation runs: unlike
   * req/s and latency, hardly moved by what else the machine is doing.
   */
  cpuMicrosPerRequest: { gateway: number; serviceBehindGateway: number; serviceDirect: number };
  /** At a fixed offered rate below saturation, where latency is the work done, not queueing. */
  fixedRate: FixedRateComparison;
  goals: typeof gatewayGoals;
  /** True when every request of every measurement (warm-ups included) answered 2xx. */
  allSucceeded: boolean;
}

/** The gateway's default retry delays name its consumer's retry queues. */
const gatewayRetryDelaysMs = [1000, 5000, 15_000, 60_000];

async function waitUntilReady(url: string): Promise<void> {
  await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, {
    timeoutMs: 20_000,
    what: `${url}/readyz`,
  });
}

/** One real request first: a misconfigured run must fail loudly, not measure 401s fast. */
async function checkAnswer(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200 || !body.includes('"ok":true')) {
    throw new Error(`${url} answered ${res.status}: ${body}`);
  }
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, headers, connections: settings.http.connections, duration: seconds });
}

function figuresOf(result: autocannon.Result): HttpFigures {
  return {
    url: result.url,
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const failures = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;

/**
 * The same authenticated call, with the same load, through the gateway and straight to the
 * service. The service and the gateway each run in a process of their own.
 */
export async function measureGatewayOverhead(log: (line: string) => void): Promise<GatewayOverhead> {
  const { infra, http } = settings;
  const issuer = await new TestTokenIssuer().start();
  const names = {
    dbName: uniqueName('bench_tenant'),
    exchange: uniqueName('bench.http.events'),
    consumer: uniqueName('bench_gateway'),
    redisPrefix: `${uniqueName('bench_gw')}:`,
  };
  const common = {
    BENCH_JWKS_URL: issuer.url,
    BENCH_EXCHANGE: names.exchange,
    BENCH_INTERNAL_SECRET: settings.internalSecret,
  };
  let service: ChildServer | null = null;
  let gateway: ChildServer | null = null;
  try {
    service = await forkServer('tenant-service', {
      ...common,
      BENCH_DB_NAME: names.dbName,
      BENCH_LOG_LEVEL: settings.serviceLogLevel,
    });
    gateway = await forkServer(
      'gateway',
      {
        ...common,
        BENCH_LOG_LEVEL: settings.logLevel,
        BENCH_TENANT_URL: service.url,
        BENCH_REDIS_URL: infra.redisUrl,
        BENCH_REDIS_KEY_PREFIX: names.redisPrefix,
        BENCH_RABBITMQ_URL: infra.rabbitUrl,
        BENCH_CONSUMER_NAME: names.consumer,
      },
      http.gatewayCpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${http.gatewayCpuProfileDir}`] : [],
    );
    await waitUntilReady(service.url);
    await waitUntilReady(gateway.url);

    const token = issuer.mint({ role: 'owner', tenantId: randomBytes(12).toString('hex') });
    const headers = { authorization: `Bearer ${token}` };
    const targets = { gateway: `${gateway.url}${http.path}`, direct: `${service.url}${http.path}` };
    await checkAnswer(targets.gateway, headers);
    await checkAnswer(targets.direct, headers);

    const running = { service, gateway };
    const cpu = async () => ({
      service: await running.service.cpuMicros(),
      gateway: await running.gateway.cpuMicros(),
    });

    log(`  gateway: ${http.warmupSeconds} s warm-up, ${http.durationSeconds} s measured …`);
    const gatewayWarmup = await load(targets.gateway, headers, http.warmupSeconds);
    const beforeGateway = await cpu();
    const viaGateway = await load(targets.gateway, headers, http.durationSeconds);
    const afterGateway = await cpu();
    log(`  direct:  ${http.warmupSeconds} s warm-up, ${http.durationSeconds} s measured …`);
    const directWarmup = await load(targets.direct, headers, http.warmupSeconds);
    const beforeDirect = await cpu();
    const direct = await load(targets.direct, headers, http.durationSeconds);
    const afterDirect = await cpu();

    const { fixedRate } = http;
    log(
      `  ${fixedRate.perSecond} req/s offered, alternating ${fixedRate.sliceSeconds} s slices, ` +
        `${fixedRate.secondsPerTarget} s each …`,
    );
    const [pacedGateway, pacedDirect] = await pacedComparison(
      [
        { url: targets.gateway, headers },
        { url: targets.direct, headers },
      ],
      fixedRate,
    );

    const g = figuresOf(viaGateway);
    const d = figuresOf(direct);
    const perRequest = (micros: number, requests: number) => round(micros / requests, 0);
    return {
      connections: http.connections,
      warmupSeconds: http.warmupSeconds,
      durationSeconds: http.durationSeconds,
      path: http.path,
      gateway: g,
      direct: d,
      throughputRatio: round(g.requestsPerSecond / d.requestsPerSecond, 3),
      addedP50Ms: round(g.latencyP50Ms - d.latencyP50Ms),
      addedP99Ms: round(g.latencyP99Ms - d.latencyP99Ms),
      cpuMicrosPerRequest: {
        gateway: perRequest(afterGateway.gateway - beforeGateway.gateway, g.requests),
        serviceBehindGateway: perRequest(afterGateway.service - beforeGateway.service, g.requests),
        serviceDirect: perRequest(afterDirect.service - beforeDirect.service, d.requests),
      },
      fixedRate: {
        offeredPerSecond: fixedRate.perSecond,
        secondsPerTarget: fixedRate.secondsPerTarget,
        sliceSeconds: fixedRate.sliceSeconds,
        gateway: pacedGateway,
        direct: pacedDirect,
        addedP50Ms: round(pacedGateway.latencyP50Ms - pacedDirect.latencyP50Ms),
        addedP99Ms: round(pacedGateway.latencyP99Ms - pacedDirect.latencyP99Ms),
      },
      goals: gatewayGoals,
      allSucceeded:
        [gatewayWarmup, viaGateway, directWarmup, direct].every((r) => failures(r) === 0) &&
        pacedGateway.failed + pacedDirect.failed === 0,
    };
  } finally {
    await gateway?.stop();
    await service?.stop();
    await issuer.stop();
    const queues = queuesOf(names.consumer);
    await deleteBrokerObjects(infra.rabbitUrl, {
      queues: [queues.main, queues.deadLetter, ...gatewayRetryDelaysMs.map(queues.retry)],
      exchanges: [names.exchange],
    });
    await deleteRedisKeys(infra.redisUrl, [`${names.redisPrefix}*`, `processed:${names.consumer}:*`]);
  }
}
