import { type EventEnvelope, type EventType, systemActor } from '@pickup/contracts';
import { Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { connectMongo, type MongoHandle } from '../src/data/mongo';
import { EventBus } from '../src/events/bus';
import { EventConsumer, type EventHandlers } from '../src/events/consumer';
import { outboxPlugin } from '../src/events/outbox';
import { OutboxRelay } from '../src/events/outbox-relay';
import { MongoProcessedEventStore } from '../src/events/processed-store';
import { createLogger } from '../src/logger';
import { Metrics } from '../src/metrics';
import { testInfra, uniqueName } from '../src/testing';

/** A real database, broker, relay and consumer, isolated by their own names. */
export async function eventFixture() {
  const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const metrics = new Metrics('test');
  const infra = testInfra();
  const mongo: MongoHandle = connectMongo({ url: infra.mongoUrl, dbName: uniqueName('kit_events'), logger });
  await mongo.ready;
  const bus = new EventBus({ url: infra.rabbitUrl, exchange: uniqueName('test.events'), logger, metrics });
  await bus.connection.connect();

  const userSchema = new Schema({ username: String, disabled: Boolean });
  userSchema.plugin(outboxPlugin);
  const User = mongo.connection.model('User', userSchema);

  const relay = new OutboxRelay({
    bus,
    logger,
    collections: [User.collection],
    scanIntervalMs: 100,
    maxBackoffMs: 500,
  });
  const consumers: EventConsumer[] = [];
  const store = new MongoProcessedEventStore(mongo.connection);
  await store.init();

  return {
    bus,
    mongo,
    User,
    relay,
    metrics,
    async consume(handlers: EventHandlers, options: { maxAttempts?: number; retryDelaysMs?: number[] } = {}) {
      const consumer = new EventConsumer({
        bus,
        name: uniqueName('consumer'),
        handlers,
        store,
        logger,
        metrics,
        retryDelaysMs: options.retryDelaysMs ?? [50],
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      });
      await consumer.start();
      consumers.push(consumer);
      return consumer;
    },
    async close() {
      for (const consumer of consumers) await consumer.stop();
      await relay.stop();
      await bus.close();
      await mongo.connection.dropDatabase().catch(() => undefined);
      await mongo.close();
    },
  };
}

export function envelope<T extends EventType>(type: T, data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    tenantId: null,
    actor: systemActor,
    data,
  };
}

export const userData = (username: string) => ({
  userId: '665f1c2e8b3a4d0012ab34cd',
  role: 'customer' as const,
  tenantId: null,
  email: `${username}@example.com`,
  username,
  firstName: 'Ada',
  lastName: 'Lovelace',
});
