import type { DistanceMatrix } from './distance-matrix';

/**
 * The spec's ordering: from the start, always on to the nearest stop not yet visited (the
 * earlier stop on a tie). Points are numbered as in `optimize`: 0 the start, 1..n the stops,
 * n + 1 the end.
 */
export function nearestNeighbourPath(miles: DistanceMatrix): Int32Array {
  const end = miles.size - 1;
  const path = new Int32Array(miles.size);
  const visited = new Uint8Array(miles.size);
  let current = 0;
  for (let position = 1; position < end; position++) {
    let nearest = -1;
    let nearestMiles = Number.POSITIVE_INFINITY;
    for (let stop = 1; stop < end; stop++) {
      if (!visited[stop] && miles.between(current, stop) < nearestMiles) {
        nearest = stop;
        nearestMiles = miles.between(current, stop);
      }
    }
    visited[nearest] = 1;
    path[position] = nearest;
    current = nearest;
  }
  path[end] = end;
  return path;
}
