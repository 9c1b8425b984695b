import type { AnalyticsResults } from './analytics/measure';
import { analyticsLines } from './analytics/report';
import type { DatabaseResults } from './database/measure';
import { databaseLines } from './database/report';
import type { ThroughputFigures } from './events/drive';
import type { EventPathResults } from './events/measure';
import type { GatewayOverhead } from './gateway-overhead';
import type { PacedFigures } from './paced-load';
import type { RouteResults } from './routes/measure';
import { routeLines } from './routes/report';

export interface BenchReport {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    platform: string;
    /** 1-minute load averages: other work on the machine skews every figure. */
    loadAverageBefore: number;
    loadAverageAfter: number;
  };
  note: string;
  runSeconds: number;
  /** Absent when BENCH_ONLY left the part out. */
  gatewayOverhead?: GatewayOverhead;
  eventPath?: EventPathResults;
  database?: DatabaseResults;
  routes?: RouteResults;
  analytics?: AnalyticsResults;
}

function table(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map(String));
  const widths =
    cells[0]?.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length))) ?? [];
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('   ')
        .trimEnd(),
    )
    .map((line) => `  ${line}`)
    .join('\n');
}

function throughputRow(label: string, figures: ThroughputFigures): (string | number)[] {
  return [
    label,
    figures.events,
    figures.eventsPerSecond,
    figures.seconds,
    figures.writeSeconds,
    figures.latencyP50Ms,
    figures.latencyP99Ms,
    `${figures.handled}${figures.complete ? '' : ' (time up)'}`,
  ];
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`;

export function formatReport(report: BenchReport): string {
  const lines = [
    `Benchmarks — ${report.date} — ${report.machine.cpus} CPUs (${report.machine.cpuModel}), Node ${report.machine.node}`,
    `Load average (1 min) ${report.machine.loadAverageBefore} before, ${report.machine.loadAverageAfter} after. ${report.note}`,
  ];
  if (report.gatewayOverhead) lines.push('', ...gatewayOverheadLines(report.gatewayOverhead));
  if (report.eventPath) lines.push('', ...eventPathLines(report.eventPath));
  if (report.database) lines.push('', ...databaseLines(report.database, table));
  if (report.routes) lines.push('', ...routeLines(report.routes, table));
  if (report.analytics) lines.push('', ...analyticsLines(report.analytics, table));
  lines.push('', `Whole run: ${report.runSeconds} s.`);
  return lines.join('\n');
}

function gatewayOverheadLines(http: GatewayOverhead): string[] {
  const { fixedRate: rate, cpuMicrosPerRequest: cpu, goals } = http;
  const pacedRow = (label: string, figures: PacedFigures) => [
    label,
    figures.latencyP50Ms,
    figures.latencyP99Ms,
    figures.latencyMaxMs,
    figures.requests,
    figures.failed,
  ];
  return [
    `1. Gateway overhead: GET ${http.path}, owner token`,
    `1a. At saturation: ${http.connections} connections, ${http.durationSeconds} s measured after ` +
      `${http.warmupSeconds} s warm-up, each target`,
    table([
      ['', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
      [
        'via gateway',
        http.gateway.requestsPerSecond,
        http.gateway.latencyP50Ms,
        http.gateway.latencyP99Ms,
        http.gateway.requests,
        http.gateway.non2xx,
        http.gateway.errors + http.gateway.timeouts,
      ],
      [
        'direct to service',
        http.direct.requestsPerSecond,
        http.direct.latencyP50Ms,
        http.direct.latencyP99Ms,
        http.direct.requests,
        http.direct.non2xx,
        http.direct.errors + http.direct.timeouts,
      ],
      ['gateway / direct', `${http.throughputRatio} ×`, signed(http.addedP50Ms), signed(http.addedP99Ms)],
    ]),
    `    throughput ratio ${http.throughputRatio} × (goal ≥ ${goals.throughputRatio} ×)`,
    `    CPU per request: gateway ${cpu.gateway} µs, service behind it ${cpu.serviceBehindGateway} µs, ` +
      `service called directly ${cpu.serviceDirect} µs`,
    `1b. At ${rate.offeredPerSecond} req/s offered (below saturation), open loop, ` +
      `${rate.sliceSeconds} s slices alternating ABBA, ${rate.secondsPerTarget} s per target`,
    table([
      ['', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'failed'],
      pacedRow('via gateway', rate.gateway),
      pacedRow('direct to service', rate.direct),
      ['added by the gateway', signed(rate.addedP50Ms), signed(rate.addedP99Ms)],
    ]),
    `    added at p99: ${signed(rate.addedP99Ms)} ms (goal ≤ ${goals.addedP99MsAtFixedRate} ms)`,
    http.allSucceeded
      ? '    Every request (warm-ups included) answered 2xx: non-2xx, errors, timeouts and failures are all 0.'
      : '    WARNING: some requests did not answer 2xx (see the non-2xx, errors and failed columns).',
  ];
}

/** What the event path should reach on this machine (issue goals; the bench only reports). */
const eventGoals = { throughputRatio: 0.3, p99MsAtFixedRate: 50, backlogDrainSeconds: 10 };

function eventPathLines(eventPath: EventPathResults): string[] {
  const { smallBatch: small, maxThroughput: max, fixedRate: rate } = eventPath;
  const lines: string[] = [];
  lines.push(
    `2a. Event path, throughput: N events written by ${max.outbox.producers} concurrent producers,`,
    '    first write to last event handled; each measurement starts from empty collections',
    table([
      ['', 'N', 'events/s', 'seconds', 'writes s', 'p50 ms', 'p99 ms', 'handled'],
      throughputRow('outbox (kit)', small.outbox),
      throughputRow('raw amqplib', small.raw),
      throughputRow('outbox (kit)', max.outbox),
      throughputRow('raw amqplib', max.raw),
    ]),
    `    outbox / raw: ${small.ratio} × at N = ${small.outbox.events}, ${max.ratio} × at N = ${max.outbox.events}`,
    '',
    `2b. Event path, latency at ${rate.outbox.offeredPerSecond} events/s offered for ${rate.outbox.offeredSeconds} s`,
    '    (write started → event handled and acked)',
    table([
      ['', 'kept up', 'handled/s', 'p50 ms', 'p99 ms', 'max ms', 'handled'],
      ...[rate.outbox, rate.raw].map((figures, index) => [
        index === 0 ? 'outbox (kit)' : 'raw amqplib',
        figures.sustained ? 'yes' : 'NO',
        figures.handledPerSecond,
        figures.latencyP50Ms,
        figures.latencyP99Ms,
        figures.latencyMaxMs,
        `${figures.handled}/${figures.events}`,
      ]),
    ]),
  );
  for (const [label, figures] of [
    ['outbox (kit)', rate.outbox],
    ['raw amqplib', rate.raw],
  ] as const) {
    if (!figures.sustained) {
      lines.push(
        `    ${label} did NOT sustain ${figures.offeredPerSecond} events/s: it handled ${figures.handledPerSecond}/s` +
          `${figures.complete ? '' : ` and only ${figures.handled} of ${figures.events} events arrived in time`};` +
          ' its latencies include the backlog that built up.',
      );
    }
  }
  for (const [label, figures] of [
    ['outbox (kit)', small.outbox],
    ['outbox (kit)', max.outbox],
    ['raw amqplib', small.raw],
    ['raw amqplib', max.raw],
  ] as const) {
    if (!figures.complete) {
      lines.push(
        `    ${label} at N = ${figures.events}: time was up ${figures.drainTimeoutSeconds} s after the last write, with ` +
          `${figures.handled} of ${figures.events} events handled; events/s is the rate it achieved until then.`,
      );
    }
  }
  const { backlog } = eventPath;
  lines.push(
    '',
    `2c. Event path, a backlog of ${backlog.events} events written while the relay was stopped, then drained`,
    `    ${backlog.handled} of ${backlog.events} handled in ${backlog.drainSeconds} s ` +
      `(${backlog.handledPerSecond} events/s)${backlog.complete ? '' : ' — time was up before the last'}`,
    '',
    'Goals of the event path:',
    `    throughput outbox / raw at N = ${max.outbox.events}: ${max.ratio} × (goal ≥ ${eventGoals.throughputRatio} ×)`,
    `    p99 at ${rate.outbox.offeredPerSecond} events/s: ${rate.outbox.latencyP99Ms} ms ` +
      `(goal ≤ ${eventGoals.p99MsAtFixedRate} ms${rate.outbox.sustained ? '' : '; NOT sustained'})`,
    `    backlog of ${backlog.events} drained in ${backlog.drainSeconds} s ` +
      `(goal < ${eventGoals.backlogDrainSeconds} s${backlog.complete ? '' : '; NOT complete'})`,
  );
  const outcomes = Object.entries(eventPath.outboxConsumerOutcomes)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
  lines.push(`    outbox consumer outcomes over all measurements (its metrics): ${outcomes || 'none'}`);
  return lines;
}
