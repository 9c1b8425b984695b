import type { Logger } from '@pickup/kit';
import { Redis } from 'ioredis';

/**
 * Commands fail at once while Redis is away instead of queueing: a request waiting on a
 * queued command would hang, and every caller here has a better answer than waiting
 * (rate limits let the request through, the tenant directory answers 503).
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
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
