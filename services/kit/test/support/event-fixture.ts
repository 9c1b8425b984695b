import { type EventEnvelope, type EventType, systemActor } from '@pickup/contracts';
import { Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { connectMongo, type MongoHandle } from '../../src/data/mongo';
import { EventBus } from '../../src/events/bus';
import { EventConsumer, type EventHandlers } from '../../src/events/consumer';
import { domainEvent } from '../../src/events/domain-event';
import { type OutboxFields, outboxPlugin, outboxRows } from '../../src/events/outbox';
import { OutboxRelay, type OutboxRelayOptions } from '../../src/events/outbox-relay';
import { MongoProcessedEventStore } from '../../src/events/processed-store';
import { createLogger } from '../../src/logger';
import { Metrics } from '../../src/metrics';
import { testInfra, uniqueName } from '../../src/testing';

export interface TestUser extends OutboxFields {
  username: string;
  disabled?: boolean;
}

/** A real database, broker, relay and consumer, isolated by their own names. */
export async function eventFixture() {
  const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const metrics = new Metrics('test');
  const infra = testInfra();
  const mongo: MongoHandle = connectMongo({ url: infra.mongoUrl, dbName: uniqueName('kit_events'), logger });
  await mongo.ready;
  const bus = new EventBus({ url: infra.rabbitUrl, exchange: uniqueName('test.events'), logger, metrics });
  await bus.connection.connect();

  const userSchema = new Schema<TestUser>({ username: String, disabled: Boolean });
  userSchema.plugin(outboxPlugin);
  const User = mongo.connection.model<TestUser>('User', userSchema);

  const relays: OutboxRelay[] = [];
  /** A relay as a service runs it, lively for tests: a new one stands for a restarted process. */
  const newRelay = async (options: Partial<OutboxRelayOptions> = {}) => {
    const relay = new OutboxRelay({
      connection: mongo.connection,
      bus,
      logger,
      metrics,
      pollMs: 50,
      maxBackoffMs: 500,
      ...options,
    });
    await relay.init();
    relays.push(relay);
    return relay;
  };
  const consumers: EventConsumer[] = [];
  const store = new MongoProcessedEventStore(mongo.connection);
  await store.init();

  return {
    bus,
    mongo,
    User,
    metrics,
    newRelay,
    rows: () => outboxRows(mongo.connection).find({}).toArray(),
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
      for (const relay of relays) await relay.stop();
      await bus.close();
      await mongo.connection.dropDatabase().catch(() => undefined);
      await mongo.close();
    },
  };
}

export type EventFixture = Awaited<ReturnType<typeof eventFixture>>;

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

export const registered = (username: string) =>
  domainEvent('user.registered', userData(username), { tenantId: null, actor: systemActor });

export const disabled = () =>
  domainEvent(
    'user.disabled',
    { userId: userData('x').userId, tenantId: null },
    { tenantId: null, actor: systemActor },
  );
