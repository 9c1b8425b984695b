import { connectRedis, createLogger } from '@pickup/kit';
import { testInfra } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { LiveSocket } from '../src/live/live-socket';

const logger = createLogger('test', 'silent');

describe('the live socket on a slow Redis', () => {
  it('waits for its subscriptions however long Redis takes, where a timed-out SUBSCRIBE ended the service', async () => {
    const admin = new Redis(testInfra().redisUrl);
    const redis = connectRedis(testInfra().redisUrl, logger, { queueWhileOffline: true });
    await redis.ping();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let live: LiveSocket | null = null;
    try {
      // Longer than the kit's one-second command timeout: Redis answers nobody for 1.5 s.
      await admin.client('PAUSE', 1500, 'ALL');
      live = new LiveSocket(redis, logger);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await live?.close();
      redis.disconnect();
      admin.disconnect();
    }
  });
});
