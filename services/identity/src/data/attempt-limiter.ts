import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  type AttemptLimiter,
  type AttemptPolicy,
  attemptPolicies,
  TooManyAttemptsError,
} from '../domain/attempts';

/**
 * The attempt budgets, counted in Redis so every replica shares them. While Redis is away each
 * process counts in memory instead: sign-in keeps working and keeps its brakes.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly limiters: Record<AttemptPolicy, RateLimiterRedis>;

  constructor(redis: Redis, keyPrefix = 'identity:attempts') {
    const entries = Object.entries(attemptPolicies).map(([policy, { points, windowSeconds }]) => {
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${policy}`,
        points,
        duration: windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
      });
      return [policy, limiter] as const;
    });
    this.limiters = Object.fromEntries(entries) as Record<AttemptPolicy, RateLimiterRedis>;
  }

  async consume(policy: AttemptPolicy, key: string): Promise<void> {
    try {
      await this.limiters[policy].consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyAttemptsError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  async reset(policy: AttemptPolicy, key: string): Promise<void> {
    await this.limiters[policy].delete(key).catch(() => undefined);
  }
}
