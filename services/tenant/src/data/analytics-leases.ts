import type { ServiceDeps } from '@pickup/kit';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AnalyticsLeases } from '../domain/analytics-model';

type Redis = ServiceDeps['redis'];

/**
 * Leases in Redis (SET NX PX): a key held by one token for a short time. Released only by its
 * holder's token, so a lease that ran out and was taken by another is never released by the first.
 */
const releaseScript =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface LeaseTimings {
  /** How long a lease lasts if its holder dies; far longer than any one computation. */
  ttlMs: number;
  /** How long `hold` waits for a taken lease before giving up (the event is then tried again). */
  waitMs: number;
}

const defaultTimings: LeaseTimings = { ttlMs: 30_000, waitMs: 5_000 };

export class RedisAnalyticsLeases implements AnalyticsLeases {
  constructor(
    private readonly redis: Redis,
    private readonly timings: LeaseTimings = defaultTimings,
  ) {}

  async tryHold<T>(
    name: string,
    work: () => Promise<T>,
  ): Promise<{ held: true; value: T } | { held: false }> {
    const key = `tenant:analytics:lease:${name}`;
    const token = randomUUID();
    const taken = await this.redis.set(key, token, 'PX', this.timings.ttlMs, 'NX');
    if (taken !== 'OK') return { held: false };
    try {
      return { held: true, value: await work() };
    } finally {
      await this.redis.eval(releaseScript, 1, key, token);
    }
  }

  async hold<T>(name: string, work: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + this.timings.waitMs;
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.tryHold(name, work);
      if (result.held) return result.value;
      if (Date.now() >= giveUpAt) throw new Error(`The analytics lease ${name} stayed taken`);
      await sleep(Math.min(10 * 2 ** attempt, 200) * (0.5 + Math.random()));
    }
  }
}
