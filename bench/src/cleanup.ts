import amqplib from 'amqplib';
import { Redis } from 'ioredis';

/** Deletes the queues and exchanges a run declared; ones already gone are fine. */
export async function deleteBrokerObjects(
  url: string,
  objects: { queues: string[]; exchanges: string[] },
): Promise<void> {
  const connection = await amqplib.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of objects.queues) await channel.deleteQueue(queue);
    for (const exchange of objects.exchanges) await channel.deleteExchange(exchange);
    await channel.close();
  } finally {
    await connection.close();
  }
}

/** Deletes the Redis keys matching the patterns (the gateway's rate-limit counters of this run). */
export async function deleteRedisKeys(url: string, patterns: string[]): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const pattern of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    await redis.quit();
  }
}
