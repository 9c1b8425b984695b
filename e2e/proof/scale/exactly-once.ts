import type { Figure } from '../lib/goals';

/** How many effects each expected key has: none is lost, more than one is a duplicate. */
export interface Tally {
  expected: number;
  found: number;
  lost: number;
  duplicates: number;
}

export function tally(expectedKeys: readonly string[], foundKeys: readonly string[]): Tally {
  const counts = new Map(expectedKeys.map((key) => [key, 0]));
  for (const key of foundKeys) {
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  const perKey = [...counts.values()];
  return {
    expected: expectedKeys.length,
    found: perKey.reduce((sum, count) => sum + count, 0),
    lost: perKey.filter((count) => count === 0).length,
    duplicates: perKey.reduce((sum, count) => sum + Math.max(0, count - 1), 0),
  };
}

/** One line per effect: found of expected, met when every key has exactly one. */
export function tallyFigure(name: string, { expected, found, lost, duplicates }: Tally): Figure {
  return {
    name,
    value: `${found}/${expected} (lost ${lost}, duplicates ${duplicates})`,
    met: lost === 0 && duplicates === 0,
    goal: 'each exactly once',
  };
}

/** Polls `done` every `everyMs` until it holds or `timeoutMs` passed; answers whether it held. */
export async function waitFor(
  done: () => Promise<boolean>,
  { timeoutMs, everyMs = 1000 }: { timeoutMs: number; everyMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() + everyMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
