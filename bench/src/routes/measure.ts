import {
  DistanceMatrix,
  nearestNeighbourPath,
  optimize,
  randomPoint,
  randomRoute,
  type RouteToOptimize,
  routePoints,
  seededRandom,
} from '@pickup/routing/optimizer';
import { performance } from 'node:perf_hooks';
import { settings } from '../settings';
import { percentile, round } from '../stats';
import { shortestRouteMiles } from './held-karp';

export interface RouteResults {
  exact: {
    routes: number;
    stops: readonly number[];
    averagePercentOver: number;
    worstPercentOver: number;
    /** Routes whose optimized length equals the optimum. */
    optimal: number;
  };
  nearestNeighbour: {
    routes: number;
    stops: number;
    averagePercentShorter: number;
    leastPercentShorter: number;
  };
  timing: { routes: number; stops: number; medianMs: number; fastestMs: number; slowestMs: number };
}

/** Routes drawn from one seed; every other one ends elsewhere instead of returning to its start. */
function seededRoutes(seed: number, count: number, stopsOf: (index: number) => number): RouteToOptimize[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const route = randomRoute(random, stopsOf(index));
    return index % 2 ? { ...route, end: randomPoint(random) } : route;
  });
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function againstExact(): RouteResults['exact'] {
  const { seed, routes, stops } = settings.routes.exact;
  const percentsOver = seededRoutes(seed, routes, (index) => stops[index % stops.length] ?? 0).map(
    (route) => {
      const optimum = shortestRouteMiles(new DistanceMatrix(routePoints(route)));
      return (optimize(route).optimizedMiles / optimum - 1) * 100;
    },
  );
  return {
    routes,
    stops,
    averagePercentOver: round(average(percentsOver), 3),
    worstPercentOver: round(Math.max(...percentsOver), 3),
    optimal: percentsOver.filter((percent) => percent < 1e-9).length,
  };
}

function againstNearestNeighbour(): RouteResults['nearestNeighbour'] {
  const { seed, routes, stops } = settings.routes.nearestNeighbour;
  const percentsShorter = seededRoutes(seed, routes, () => stops).map((route) => {
    const distances = new DistanceMatrix(routePoints(route));
    const nearestNeighbourMiles = distances.pathMiles(nearestNeighbourPath(distances));
    return (1 - optimize(route).optimizedMiles / nearestNeighbourMiles) * 100;
  });
  return {
    routes,
    stops,
    averagePercentShorter: round(average(percentsShorter), 1),
    leastPercentShorter: round(Math.min(...percentsShorter), 1),
  };
}

function timeLargeRoutes(): RouteResults['timing'] {
  const { seed, routes, stops } = settings.routes.timing;
  const durations = seededRoutes(seed, routes, () => stops)
    .map((route) => {
      const started = performance.now();
      optimize(route);
      return performance.now() - started;
    })
    .sort((a, b) => a - b);
  return {
    routes,
    stops,
    medianMs: round(percentile(durations, 50), 0),
    fastestMs: round(durations[0] ?? Number.NaN, 0),
    slowestMs: round(durations.at(-1) ?? Number.NaN, 0),
  };
}

/** The route optimizer alone, in this process: no service and no infrastructure. */
export function measureRoutes(log: (line: string) => void): RouteResults {
  log('  against the exact optimum (Held–Karp)');
  const exact = againstExact();
  log('  against nearest-neighbour');
  const nearestNeighbour = againstNearestNeighbour();
  log('  timing');
  return { exact, nearestNeighbour, timing: timeLargeRoutes() };
}
