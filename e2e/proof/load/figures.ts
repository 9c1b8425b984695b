import type { Figure } from '../lib/goals';

/** The part of k6's end-of-test summary (handleSummary's data) the figures read. */
export interface K6Summary {
  state: { testRunDurationMs: number };
  metrics: Record<string, K6Metric | undefined>;
}

interface K6Metric {
  type: 'trend' | 'counter' | 'rate' | 'gauge';
  values: Record<string, number>;
  thresholds?: Record<string, { ok: boolean }>;
}

export interface LoadGoals {
  p99Ms: number;
  users: number;
  duration: string;
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)}`);

/** p50 / p95 / p99 of a trend, in ms, and how many it counted. */
const spread = (metric: K6Metric) =>
  `p50 ${ms(metric.values.med)} / p95 ${ms(metric.values['p(95)'])} / p99 ${ms(metric.values['p(99)'])} ms (${metric.values.count ?? 0} requests)`;

/** The tagged sub-metrics of `metric` by the tag's value: `http_req_duration{endpoint:GET /x}`. */
function byTag(summary: K6Summary, metric: string, tag: string): [string, K6Metric][] {
  const prefix = `${metric}{${tag}:`;
  return Object.entries(summary.metrics)
    .filter((entry): entry is [string, K6Metric] => entry[0].startsWith(prefix) && entry[1] !== undefined)
    .map(([name, value]) => [name.slice(prefix.length, -1), value]);
}

function required(summary: K6Summary, name: string): K6Metric {
  const metric = summary.metrics[name];
  if (!metric) throw new Error(`k6's summary has no ${name}: did the load run at all?`);
  return metric;
}

/** Whether every threshold k6 evaluated on the metric held. */
const held = (metric: K6Metric) => Object.values(metric.thresholds ?? {}).every(({ ok }) => ok);

/** The load's figures from k6's summary: goals first, then each area, the slowest endpoints, the live socket. */
export function loadFigures(summary: K6Summary, goals: LoadGoals): Figure[] {
  const duration = required(summary, 'http_req_duration');
  const failed = required(summary, 'http_req_failed');
  const checks = required(summary, 'checks');
  const requests = required(summary, 'http_reqs');
  const seconds = summary.state.testRunDurationMs / 1000;
  const unexpected = byTag(summary, 'unexpected_answers', 'endpoint').filter(
    ([, metric]) => metric.values.count,
  );

  const figures: Figure[] = [
    { name: 'virtual users, duration', value: `${goals.users} for ${goals.duration}` },
    { name: 'requests', value: requests.values.count ?? 0 },
    { name: 'request rate', value: requests.values.rate ?? 0, unit: 'req/s' },
    {
      name: 'answers off their expected status',
      value: failed.values.passes ?? 0,
      met: held(failed),
      goal: '0',
    },
    {
      name: 'checks failed (statuses, live delivery)',
      value: checks.values.fails ?? 0,
      met: held(checks),
      goal: '0',
    },
    {
      name: 'overall p50 / p95',
      value: `${ms(duration.values.med)} / ${ms(duration.values['p(95)'])}`,
      unit: 'ms',
    },
    {
      name: 'overall p99',
      value: duration.values['p(99)'] ?? Number.NaN,
      unit: 'ms',
      met: held(duration),
      goal: `≤ ${goals.p99Ms} ms`,
    },
    { name: 'overall max', value: duration.values.max ?? Number.NaN, unit: 'ms' },
  ];
  for (const [area, metric] of byTag(summary, 'http_req_duration', 'area').sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (metric.values.count) figures.push({ name: `  ${area}`, value: spread(metric) });
  }
  const slowest = byTag(summary, 'http_req_duration', 'endpoint')
    .filter(([, metric]) => metric.values.count)
    .sort(([, a], [, b]) => (b.values['p(99)'] ?? 0) - (a.values['p(99)'] ?? 0))
    .slice(0, 5);
  slowest.forEach(([endpoint, metric], rank) =>
    figures.push({ name: `slowest ${rank + 1}: ${endpoint}`, value: spread(metric) }),
  );
  for (const [endpoint, metric] of unexpected) {
    figures.push({ name: `unexpected answers: ${endpoint}`, value: metric.values.count ?? 0 });
  }
  const live = summary.metrics.live_delivery;
  if (live?.values.count) {
    figures.push({
      name: 'live socket delivery of a sent message',
      value: `p50 ${ms(live.values.med)} / p99 ${ms(live.values['p(99)'])} ms (${live.values.count} messages)`,
    });
  }
  figures.push({ name: 'measured for', value: seconds, unit: 's' });
  return figures;
}
