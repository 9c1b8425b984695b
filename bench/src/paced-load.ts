import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { round, summarize } from './stats';

export interface PacedTarget {
  url: string;
  headers: Record<string, string>;
}

export interface PacedFigures {
  requests: number;
  /** Requests that did not answer 200 within the timeout. */
  failed: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
}

const requestTimeoutMs = 5000;

/** One GET: its time from being sent to the last byte of a 200, or null for anything else. */
function timedGet(target: PacedTarget, agent: Agent): Promise<number | null> {
  return new Promise((resolve) => {
    const sent = performance.now();
    const req = get(target.url, { headers: target.headers, agent, timeout: requestTimeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - sent : null));
      res.on('error', () => resolve(null));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(null));
  });
}

/**
 * Open loop: request i is sent at start + i / rate, whether or not earlier ones have answered,
 * as independent clients would send them. Resolves with every request's outcome.
 */
async function paced(target: PacedTarget, agent: Agent, perSecond: number, seconds: number) {
  const count = Math.round(perSecond * seconds);
  const start = performance.now();
  const outcomes: Promise<number | null>[] = [];
  for (let i = 0; i < count; i += 1) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    // Timers fire a millisecond late at best: closer than that, send now.
    if (wait >= 1) await sleep(wait);
    outcomes.push(timedGet(target, agent));
  }
  return Promise.all(outcomes);
}

/**
 * A fixed offered rate, well below saturation, to each target in turn: one slice to the first,
 * two to the second, one to the first again (ABBA…), so that whatever else the machine is doing
 * weighs on both alike. Latencies are pooled per target.
 */
export async function pacedComparison(
  targets: readonly [PacedTarget, PacedTarget],
  {
    perSecond,
    secondsPerTarget,
    sliceSeconds,
  }: { perSecond: number; secondsPerTarget: number; sliceSeconds: number },
): Promise<[PacedFigures, PacedFigures]> {
  const runs = targets.map((target) => ({
    target,
    agent: new Agent({ keepAlive: true }),
    outcomes: [] as (number | null)[],
  }));
  const slices = Math.round(secondsPerTarget / sliceSeconds) * 2;
  try {
    for (let slice = 0; slice < slices; slice += 1) {
      const run = runs[[0, 1, 1, 0][slice % 4] ?? 0];
      if (run) run.outcomes.push(...(await paced(run.target, run.agent, perSecond, sliceSeconds)));
    }
  } finally {
    for (const { agent } of runs) agent.destroy();
  }
  const figures = (results: (number | null)[]): PacedFigures => {
    const latencies = results.filter((ms): ms is number => ms !== null);
    const summary = summarize(latencies);
    return {
      requests: results.length,
      failed: results.length - latencies.length,
      latencyP50Ms: round(summary.p50),
      latencyP99Ms: round(summary.p99),
      latencyMaxMs: round(summary.max),
    };
  };
  return [figures(runs[0]?.outcomes ?? []), figures(runs[1]?.outcomes ?? [])];
}
