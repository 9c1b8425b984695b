import type { Coordinates } from './haversine';
import type { RouteToOptimize } from './optimize';

/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1), so the optimizer's tests and
 * benchmark draw the same stop sets on every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Area {
  latitude: [number, number];
  longitude: [number, number];
}

/** A Maine-sized area, where the businesses' service zones are. */
export const maineArea: Area = { latitude: [43, 45], longitude: [-70.8, -68.5] };

export function randomPoint(random: () => number, area: Area = maineArea): Coordinates {
  const between = ([low, high]: [number, number]) => low + random() * (high - low);
  return { latitude: between(area.latitude), longitude: between(area.longitude) };
}

/** A start and `count` stops (ids "stop-1", "stop-2", …) drawn uniformly in the area. */
export function randomRoute(random: () => number, count: number, area: Area = maineArea): RouteToOptimize {
  return {
    start: randomPoint(random, area),
    stops: Array.from({ length: count }, (_, index) => ({
      id: `stop-${index + 1}`,
      ...randomPoint(random, area),
    })),
  };
}
