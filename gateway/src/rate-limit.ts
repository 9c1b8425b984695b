import { type Logger, rateLimited } from '@pickup/kit';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { compilePattern, matchesPattern, pathSegments } from './path-pattern';

/** Where passwords, one-time links and the first admin are guessed at: a tighter budget. */
export const authEndpointPatterns = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/magic-link/**',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/platform-admin/setup',
].map(compilePattern);

export function isAuthEndpoint(path: string): boolean {
  const segments = pathSegments(path);
  return segments !== null && authEndpointPatterns.some((pattern) => matchesPattern(pattern, segments));
}

export interface RateLimitOptions {
  redis: Redis;
  keyPrefix: string;
  perMinute: number;
  authPerMinute: number;
  logger: Logger;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Per-IP budgets per minute, counted in Redis so every replica shares them: one for all calls,
 * a stricter one shared by the auth endpoints. When Redis cannot answer, requests pass: an
 * outage of the counter store must not become an outage of the product.
 */
export class RateLimits {
  private readonly all: RateLimiterRedis;
  private readonly auth: RateLimiterRedis;
  private lastOutageLogAt = 0;

  constructor(private readonly options: RateLimitOptions) {
    const common = { storeClient: options.redis, duration: 60, rejectIfRedisNotReady: true };
    this.all = new RateLimiterRedis({
      ...common,
      points: options.perMinute,
      keyPrefix: `${options.keyPrefix}rate:all`,
    });
    this.auth = new RateLimiterRedis({
      ...common,
      points: options.authPerMinute,
      keyPrefix: `${options.keyPrefix}rate:auth`,
    });
  }

  async check(ip: string, path: string): Promise<RateLimitVerdict> {
    const limiters = isAuthEndpoint(path) ? [this.all, this.auth] : [this.all];
    const outcomes = await Promise.allSettled(limiters.map((limiter) => limiter.consume(ip)));
    const exceeded: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (outcome.reason instanceof RateLimiterRes) exceeded.push(outcome.reason);
      else this.logOutage(outcome.reason);
    }
    if (exceeded.length === 0) return { allowed: true };
    const waitMs = Math.max(...exceeded.map((res) => res.msBeforeNext));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Once per 10 s at most: during an outage every request would otherwise log it. */
  private logOutage(error: unknown): void {
    const now = Date.now();
    if (now - this.lastOutageLogAt < 10_000) return;
    this.lastOutageLogAt = now;
    this.options.logger.warn({ err: error }, 'rate limits unavailable, letting requests through');
  }
}

export function rateLimitRequests(limits: RateLimits): RequestHandler {
  return async (req, res, next) => {
    const verdict = await limits.check(req.ip ?? 'unknown', req.path);
    if (verdict.allowed) return next();
    res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    next(rateLimited());
  };
}
