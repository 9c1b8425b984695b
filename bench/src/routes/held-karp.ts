import type { DistanceMatrix } from '@pickup/routing/optimizer';

/** Stops beyond which Held–Karp's 2^n · n table grows too big to be worth it here. */
const mostStops = 16;

/**
 * The exact shortest route start → every stop once → end by Held–Karp dynamic programming, with
 * the points numbered as the optimizer numbers them (0 the start, 1..n the stops, n + 1 the end).
 */
export function shortestRouteMiles(miles: DistanceMatrix): number {
  const stops = miles.size - 2;
  const end = miles.size - 1;
  if (stops > mostStops) throw new RangeError(`Held–Karp is kept to ${mostStops} stops, not ${stops}`);
  if (stops === 0) return miles.between(0, end);
  // shortest[visited * stops + last]: start → every stop in the bit set `visited`, ending at `last`.
  const shortest = new Float64Array((1 << stops) * stops).fill(Number.POSITIVE_INFINITY);
  for (let stop = 0; stop < stops; stop++) shortest[(1 << stop) * stops + stop] = miles.between(0, stop + 1);
  for (let visited = 1; visited < 1 << stops; visited++) {
    for (let last = 0; last < stops; last++) {
      const sofar = shortest[visited * stops + last] ?? Number.POSITIVE_INFINITY;
      if (!(visited & (1 << last)) || sofar === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < stops; next++) {
        if (visited & (1 << next)) continue;
        const index = (visited | (1 << next)) * stops + next;
        const through = sofar + miles.between(last + 1, next + 1);
        if (through < (shortest[index] ?? Number.POSITIVE_INFINITY)) shortest[index] = through;
      }
    }
  }
  const all = (1 << stops) - 1;
  let best = Number.POSITIVE_INFINITY;
  for (let last = 0; last < stops; last++) {
    best = Math.min(
      best,
      (shortest[all * stops + last] ?? Number.POSITIVE_INFINITY) + miles.between(last + 1, end),
    );
  }
  return best;
}
