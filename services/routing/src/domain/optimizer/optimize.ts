import { DistanceMatrix } from './distance-matrix';
import type { Coordinates } from './haversine';
import { improvePath } from './improve';
import { nearestNeighbourPath } from './nearest-neighbour';

export interface StopToOrder extends Coordinates {
  id: string;
}

export interface RouteToOptimize {
  start: Coordinates;
  /** Where the route ends; absent, it returns to the start. */
  end?: Coordinates;
  stops: readonly StopToOrder[];
}

export interface OptimizedRoute {
  /** The stops' ids in the order to visit them. */
  stopIds: string[];
  /** Start → stops in the given order → end, in miles. */
  originalMiles: number;
  /** Start → stops in the new order → end, in miles. */
  optimizedMiles: number;
  /** Stops whose position in the order changed. */
  stopsMoved: number;
}

/** Two lengths closer than this (miles) are the same length: the order that moves fewer stops wins. */
const sameLength = 1e-9;

function checkCoordinates({ latitude, longitude }: Coordinates, what: string): void {
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    throw new RangeError(`${what} has no valid coordinates (latitude ${latitude}, longitude ${longitude})`);
  }
}

/** The points of a route numbered as the optimizer works on them: 0 the start, 1..n the stops, n + 1 the end. */
export function routePoints(route: RouteToOptimize): Coordinates[] {
  checkCoordinates(route.start, 'The start location');
  if (route.end) checkCoordinates(route.end, 'The end location');
  route.stops.forEach((stop) => checkCoordinates(stop, `Stop ${stop.id}`));
  return [route.start, ...route.stops, route.end ?? route.start];
}

function stopAt(route: RouteToOptimize, point: number): StopToOrder {
  const stop = route.stops[point - 1];
  if (!stop) throw new RangeError(`point ${point} is no stop of the route`);
  return stop;
}

/** The path that keeps the stops in the order given. */
function givenPath(pointCount: number): Int32Array {
  return Int32Array.from({ length: pointCount }, (_, point) => point);
}

const moved = (path: Int32Array) =>
  path.reduce((count, point, position) => count + (point === position ? 0 : 1), 0);

/**
 * Orders a route's stops to shorten it: the spec's nearest-neighbour order from the start, then
 * 2-opt and Or-opt moves until none shortens the route. The same improvement also runs from the
 * order given, and the shorter result is kept, so the route never gets longer than the given
 * order nor than nearest-neighbour's.
 */
export function optimize(route: RouteToOptimize): OptimizedRoute {
  const distances = new DistanceMatrix(routePoints(route));
  const candidates = [nearestNeighbourPath(distances), givenPath(distances.size)];
  candidates.forEach((path) => improvePath(path, distances));
  const best = candidates
    .map((path) => ({ path, miles: distances.pathMiles(path), moved: moved(path) }))
    .reduce((shortest, candidate) =>
      candidate.miles < shortest.miles - sameLength ||
      (candidate.miles <= shortest.miles + sameLength && candidate.moved < shortest.moved)
        ? candidate
        : shortest,
    );
  return {
    stopIds: Array.from(best.path.subarray(1, -1), (point) => stopAt(route, point).id),
    originalMiles: distances.pathMiles(givenPath(distances.size)),
    optimizedMiles: best.miles,
    stopsMoved: best.moved,
  };
}
