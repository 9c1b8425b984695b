import { serviceConfigSchema } from '@pickup/kit';
import { testInfra } from '@pickup/kit/testing';

/**
 * Every knob of the run in one place. The sizes keep the whole run near a minute and a half on
 * a 2-core machine; none of them is a pass/fail threshold: the benchmark only reports.
 */
export const settings = {
  infra: testInfra(),
  /**
   * warn: a failure (a 502 and its cause, a relay retry) shows; per-request logs would cost both
   * sides of a comparison. The tenant service and the bench process itself (whose logs would
   * share stdout with the results) log errors only unless BENCH_LOG_LEVEL is set.
   */
  logLevel: serviceConfigSchema.shape.LOG_LEVEL.parse(process.env.BENCH_LOG_LEVEL ?? 'warn'),
  serviceLogLevel: serviceConfigSchema.shape.LOG_LEVEL.parse(process.env.BENCH_LOG_LEVEL ?? 'error'),
  http: {
    connections: 100,
    warmupSeconds: 2,
    durationSeconds: 10,
    path: '/api/business/bench-ping',
    /** A folder: the gateway's process then writes a V8 CPU profile there when it stops. */
    gatewayCpuProfileDir: process.env.BENCH_GATEWAY_CPU_PROF || null,
    /**
     * Latency at a fixed offered rate far below what either target sustains here (over 1,000
     * req/s), so it measures the work per request rather than queues: alternating slices.
     */
    fixedRate: { perSecond: 300, secondsPerTarget: 10, sliceSeconds: 1 },
  },
  events: {
    /** A first, small batch per path from empty collections: the warm-up, and reported too. */
    smallCount: 100,
    /** Events per max-throughput measurement, per path. */
    count: 5000,
    /** Producers writing at once in the throughput measurements (like concurrent requests). */
    producers: 32,
    /** The fixed offered rate of the latency measurement, and for how long it is offered. */
    ratePerSecond: 200,
    rateSeconds: 5,
    /** Events written while the relay is stopped, then drained at once. */
    backlogCount: 5000,
    /**
     * How long to wait for the last events once the writes are done. A path still behind then
     * is reported with what it handled by that moment; this bounds the run's length.
     */
    drainTimeoutMs: 12_000,
  },
  /** Seeded stop sets in a Maine-sized area (the routing package's `maineArea`): the same on every run. */
  routes: {
    /** Routes small enough for the exact optimum by Held–Karp, and their stop counts (cycled). */
    exact: { seed: 2026, routes: 50, stops: [8, 9, 10, 11, 12] },
    /** Routes of 100 stops, compared with the spec's nearest-neighbour order. */
    nearestNeighbour: { seed: 100, routes: 20, stops: 100 },
    /** Routes of 500 stops timed one after the other, the first one cold; the median is reported. */
    timing: { seed: 500, routes: 7, stops: 500 },
  },
  /** The owner's overview at two sizes of business, each with a year of history. */
  analytics: {
    smallCustomers: 1000,
    largeCustomers: 10_000,
    /** Unmeasured requests per period and size first (the service's caches and JIT warm up). */
    warmupRequests: 5,
    /** Measured requests per period and size, one at a time: a p99 of 200 is its second-worst. */
    requests: 200,
  },
  internalSecret: 'bench-internal-secret-0123456789',
} as const;
