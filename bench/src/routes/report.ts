import type { RouteResults } from './measure';

type Table = (rows: (string | number)[][]) => string;

/** What the optimizer should reach (issue goals; the bench only reports). */
const routeGoals = {
  averagePercentOverOptimum: 1,
  averagePercentShorterThanNearestNeighbour: 15,
  medianMs: 1000,
};

export function routeLines({ exact, nearestNeighbour: nn, timing }: RouteResults, table: Table): string[] {
  return [
    '5. Route optimizer: nearest-neighbour, then 2-opt and Or-opt; seeded random stops in a Maine-sized area,',
    '   half of the routes back to their start, half to another end',
    table([
      ['', 'routes', 'stops', 'average', 'worst', 'goal'],
      [
        'over the exact optimum (Held–Karp)',
        exact.routes,
        `${exact.stops[0]}–${exact.stops.at(-1)}`,
        `${exact.averagePercentOver} %`,
        `${exact.worstPercentOver} %`,
        `≤ ${routeGoals.averagePercentOverOptimum} % average`,
      ],
      [
        'shorter than nearest-neighbour',
        nn.routes,
        nn.stops,
        `${nn.averagePercentShorter} %`,
        `${nn.leastPercentShorter} %`,
        `≥ ${routeGoals.averagePercentShorterThanNearestNeighbour} % average`,
      ],
    ]),
    `    optimum reached on ${exact.optimal} of ${exact.routes} small routes`,
    `    ${timing.stops} stops optimized in ${timing.medianMs} ms median of ${timing.routes} routes ` +
      `(${timing.fastestMs}–${timing.slowestMs} ms, the first one cold; goal < ${routeGoals.medianMs} ms)`,
  ];
}
