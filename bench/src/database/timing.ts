import { performance } from 'node:perf_hooks';
import { percentile, round, roundRate } from '../stats';

/** One operation repeated by one client, its runs interleaved with the others of its set. */
export interface OperationFigures {
  ops: number;
  opsPerSecond: number;
  medianMs: number;
}

/**
 * A set stops after whichever comes first, the rounds or the time, but runs at least a few
 * rounds: an operation that takes a second still gets a median of several.
 */
const bounds = { maxRounds: 100, minRounds: 3, maxMs: 5000 };

/**
 * Times a set of operations in rounds (each once per round, in turn): a burst of outside load on
 * this shared machine then falls on every operation of the set alike, instead of on whichever
 * happened to run at that moment. No warm-up call: the median of three or more rounds already
 * leaves out a first, cold one (a warm-up would cost seconds on SQLite at 20,000 documents).
 */
export async function timeRounds<K extends string>(
  operations: Record<K, (round: number) => Promise<unknown>>,
): Promise<Record<K, OperationFigures>> {
  const entries = Object.entries(operations) as [K, (round: number) => Promise<unknown>][];
  const latencies = new Map<K, number[]>(entries.map(([name]) => [name, []]));
  const started = performance.now();
  for (let i = 0; i < bounds.maxRounds; i++) {
    for (const [name, operation] of entries) {
      const before = performance.now();
      await operation(i);
      latencies.get(name)?.push(performance.now() - before);
    }
    if (i + 1 >= bounds.minRounds && performance.now() - started > bounds.maxMs) break;
  }
  const figures = {} as Record<K, OperationFigures>;
  for (const [name] of entries) {
    const series = (latencies.get(name) ?? []).sort((a, b) => a - b);
    const busyMs = series.reduce((sum, ms) => sum + ms, 0);
    figures[name] = {
      ops: series.length,
      opsPerSecond: roundRate((series.length / busyMs) * 1000),
      medianMs: round(percentile(series, 50)),
    };
  }
  return figures;
}
