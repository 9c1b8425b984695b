import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/** How many attempts one key (a caller's address, an account) may make within a window. */
export interface Budget {
  points: number;
  windowSeconds: number;
}

/** A 429: the budget is spent; the route sends `retryAfterSeconds` as Retry-After. */
export class BudgetSpentError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * One budget, counted in Redis so every replica shares it. While Redis is away each process
 * counts in memory instead: the guarded step keeps working and keeps its brakes.
 */
export class RedisRateBudget {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    { points, windowSeconds }: Budget,
    private readonly spentMessage: string,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
    });
  }

  /** Counts one attempt of the key; BudgetSpentError once it has none left in the window. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new BudgetSpentError(this.spentMessage, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }
}
