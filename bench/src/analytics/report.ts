import type { AnalyticsResults } from './measure';

type Table = (rows: (string | number)[][]) => string;

const count = (value: number) => value.toLocaleString('en-US');

export function analyticsLines(results: AnalyticsResults, table: Table): string[] {
  const { sizes, goals } = results;
  const small = `${count(sizes.small)} customers`;
  const large = `${count(sizes.large)} customers`;
  return [
    `6. Owner's analytics overview (GET /api/analytics/overview, owner token, straight to the tenant service),`,
    `   a year of history at ${small} and at ${large}; ${results.requestsPerPeriodAndSize} requests per ` +
      'period and size, one at a time, alternating the two businesses',
    table([
      ['period', `${small} p50`, 'p99', `${large} p50`, 'p99', 'ratio p50', 'ratio p99'],
      ...results.periods.map((row) => [
        row.period,
        `${row.small.p50Ms} ms`,
        `${row.small.p99Ms} ms`,
        `${row.large.p50Ms} ms`,
        `${row.large.p99Ms} ms`,
        `${row.ratioP50} ×`,
        `${row.ratioP99} ×`,
      ]),
    ]),
    `    goals: p99 ≤ ${goals.p99Ms} ms at ${large}; ${count(sizes.large)} ÷ ${count(sizes.small)} ≤ ${goals.largeOverSmall} ×`,
    `    worst p99 at ${large}: ${Math.max(...results.periods.map((row) => row.large.p99Ms))} ms; ` +
      `worst ratio: ${Math.max(...results.periods.map((row) => row.ratioP99), ...results.periods.map((row) => row.ratioP50))} ×`,
    `    seeding the read model took ${results.seedSeconds.small} s and ${results.seedSeconds.large} s`,
  ];
}
