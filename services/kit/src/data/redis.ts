import { Redis } from 'ioredis';
import type { Logger } from '../logger';

export interface RedisOptions {
  /**
   * Whether commands issued while Redis is away wait (up to the one-second command timeout) for
   * it to come back, or fail at once. Either way a request never hangs on Redis, and every
   * caller has a fallback (revocation checks accept the token, rate limits let it through).
   */
  queueWhileOffline: boolean;
}

/** A Redis client that retries its connection with back-off and logs a loss once. */
export function connectRedis(url: string, logger: Logger, options: RedisOptions): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: options.queueWhileOffline,
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
