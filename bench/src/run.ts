import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AnalyticsResults, measureAnalytics } from './analytics/measure';
import { type DatabaseResults, measureDatabase } from './database/measure';
import { type EventPathResults, measureEventPath } from './events/measure';
import { type GatewayOverhead, measureGatewayOverhead } from './gateway-overhead';
import { type BenchReport, formatReport } from './report';
import { measureRoutes, type RouteResults } from './routes/measure';
import { round } from './stats';
import { formatLighthouse, type LighthouseResults, measureLighthouse } from './web/lighthouse';

const sections = ['gateway', 'events', 'database', 'web', 'routes', 'analytics'] as const;

/** BENCH_ONLY=gateway, events, database, web, routes or analytics runs that part alone; unset, all of them. */
function benchOnly(value: string | undefined): (typeof sections)[number] | null {
  if (!value) return null;
  const section = sections.find((name) => name === value);
  if (!section) throw new Error(`BENCH_ONLY must be one of ${sections.join(', ')}, not "${value}"`);
  return section;
}

/**
 * `make bench`: measures side by side, in one run, what the gateway costs an authenticated call
 * and what the outbox costs an event, then prints the ratios and writes them as JSON. Bounded in
 * count and time, loopback traffic only; it reports figures and never judges them.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const loadAverageBefore = round(loadavg()[0] ?? Number.NaN);
  const log = (line: string) =>
    console.error(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const repositoryRoot = resolve(__dirname, '../..');
  const output = join(repositoryRoot, '.data/bench/latest.json');

  const only = benchOnly(process.env.BENCH_ONLY);
  const runs = (section: (typeof sections)[number]) => only === null || only === section;
  let gatewayOverhead: GatewayOverhead | undefined;
  let eventPath: EventPathResults | undefined;
  if (runs('gateway')) {
    log('1. gateway overhead');
    gatewayOverhead = await measureGatewayOverhead(log);
  }
  if (runs('events')) {
    log('2. event path');
    eventPath = await measureEventPath(log);
  }
  let database: DatabaseResults | undefined;
  if (runs('database')) {
    log('3. database');
    database = await measureDatabase(log);
  }
  let webPages: LighthouseResults | undefined;
  if (runs('web')) {
    log('4. web pages');
    webPages = await measureLighthouse(log);
  }
  let routes: RouteResults | undefined;
  if (runs('routes')) {
    log('5. route optimizer');
    routes = measureRoutes(log);
  }
  let analytics: AnalyticsResults | undefined;
  if (runs('analytics')) {
    log('6. analytics overview');
    analytics = await measureAnalytics(log);
  }

  const cpuList = cpus();
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      loadAverageBefore,
      loadAverageAfter: round(loadavg()[0] ?? Number.NaN),
    },
    note: 'Load generator, gateway, service, relay, consumer, FerretDB and RabbitMQ all share this machine’s CPUs.',
    runSeconds: round((performance.now() - started) / 1000, 1),
    gatewayOverhead,
    eventPath,
    database,
    routes,
    analytics,
  };
  await mkdir(join(repositoryRoot, '.data/bench'), { recursive: true });
  await writeFile(output, `${JSON.stringify({ ...report, webPages }, null, 2)}\n`);
  console.log(formatReport(report));
  if (webPages) console.log(formatLighthouse(webPages));
  console.log(`Figures as JSON: ${relative(process.cwd(), output) || output}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
