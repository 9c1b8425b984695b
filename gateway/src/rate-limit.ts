import { type Logger, throttledWarning } from '@pickup/kit';
import type { Redis, Result } from 'ioredis';
import type { Budget } from './routing-table';

/**
 * Counts one request against each of its budgets' counters in one round trip. A counter is a
 * fixed window that starts with its first request and lasts ARGV[1] ms.
 * KEYS: the counters. Returns, per counter, its count in the window and the ms the window has left.
 */
const consumeScript = `
local result = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  result[2 * i - 1] = count
  result[2 * i] = ttl
end
return result
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    consumeRateBudgets(
      numberOfKeys: number,
      ...keysThenWindowMs: (string | number)[]
    ): Result<number[], Context>;
  }
}

export interface RateLimitOptions {
  redis: Redis;
  keyPrefix: string;
  perMinute: number;
  authPerMinute: number;
  logger: Logger;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const windowMs = 60_000;

/**
 * Per-IP budgets per minute, counted in Redis so every replica shares them: the general one for
 * every request, and for the routes whose row says `budget: 'auth'` a stricter one as well, both
 * counted by one script call. When Redis cannot answer, requests pass: an outage of the counter
 * store must not become an outage of the product.
 */
export class RateLimits {
  private readonly logOutage: (error: unknown) => void;

  constructor(private readonly options: RateLimitOptions) {
    // ioredis sends the script by its digest (EVALSHA), and the whole of it only when Redis lacks it.
    options.redis.defineCommand('consumeRateBudgets', { lua: consumeScript });
    this.logOutage = throttledWarning(options.logger, 'rate limits unavailable, letting requests through');
  }

  async check(ip: string, budget: Budget | undefined): Promise<RateLimitVerdict> {
    const { keyPrefix, perMinute, authPerMinute } = this.options;
    const limits = [{ key: `${keyPrefix}rate:all:${ip}`, points: perMinute }];
    if (budget === 'auth') limits.push({ key: `${keyPrefix}rate:auth:${ip}`, points: authPerMinute });
    let counts: number[];
    try {
      counts = await this.options.redis.consumeRateBudgets(
        limits.length,
        ...limits.map(({ key }) => key),
        windowMs,
      );
    } catch (error) {
      this.logOutage(error);
      return { allowed: true };
    }
    const waits = limits.flatMap(({ points }, index) =>
      (counts[2 * index] ?? 0) > points ? [counts[2 * index + 1] ?? windowMs] : [],
    );
    if (waits.length === 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
  }
}
