import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * The service's Redis client. Commands issued while it (re)connects wait in its queue, but
 * never longer than a second: a request must not hang on Redis, and every caller has a
 * fallback (revocation checks accept the token, rate limits fall back to memory).
 */
export function connectServiceRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let wasReady = false;
  redis.on('ready', () => {
    wasReady = true;
    logger.info('redis connected');
  });
  redis.on('error', (error) => {
    // ioredis reports every failed reconnect; the first loss is news, the rest are noise.
    if (wasReady) logger.warn({ err: error }, 'redis connection lost');
    else logger.debug({ err: error }, 'redis not reachable');
    wasReady = false;
  });
  return redis;
}
