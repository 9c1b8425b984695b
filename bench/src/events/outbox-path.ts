import { systemActor } from '@pickup/contracts';
import {
  connectMongo,
  EventBus,
  EventConsumer,
  type Logger,
  type MongoHandle,
  Metrics,
  MongoProcessedEventStore,
  outboxCollectionName,
  OutboxRelay,
  outboxPlugin,
  type OutboxFields,
  type ProcessedEventStore,
  queuesOf,
  domainEvent,
  stageEvents,
} from '@pickup/kit';
import { type Model, Schema } from 'mongoose';
import { benchEventData, benchEventType, type EventPath } from './event-path';

type Channel = ReturnType<EventBus['createChannel']>;

interface BenchBusiness extends OutboxFields {
  tenantId: string;
  subdomain: string;
  businessName: string;
}

export interface OutboxPathOptions {
  mongoUrl: string;
  rabbitUrl: string;
  dbName: string;
  exchange: string;
  consumerName: string;
  retryDelaysMs: number[];
  logger: Logger;
}

/**
 * The platform's path: the event is staged in the document it announces and saved with it in
 * one write (outboxPlugin, stageEvent); the kit's OutboxRelay publishes it with publisher
 * confirms; the kit's EventConsumer takes it with manual acks and the Mongo processed-event
 * store, which claims the event id before the handler and records it applied after.
 */
export class OutboxPath implements EventPath {
  readonly label = 'outbox (kit)';
  onHandled: (eventId: string) => void = () => undefined;

  private constructor(
    private readonly mongo: MongoHandle,
    private readonly model: Model<BenchBusiness>,
    private readonly bus: EventBus,
    private readonly relay: OutboxRelay,
    private readonly consumer: EventConsumer,
    private readonly admin: Channel,
    private readonly queue: string,
    private readonly metrics: Metrics,
  ) {}

  static async open(options: OutboxPathOptions): Promise<OutboxPath> {
    const { logger } = options;
    const metrics = new Metrics('bench');
    const mongo = connectMongo({ url: options.mongoUrl, dbName: options.dbName, logger });
    await mongo.ready;
    const schema = new Schema<BenchBusiness>({
      tenantId: { type: String, required: true },
      subdomain: { type: String, required: true },
      businessName: { type: String, required: true },
    });
    schema.plugin(outboxPlugin);
    const model = mongo.connection.model<BenchBusiness>('BenchBusiness', schema, 'bench_businesses');
    await model.init();

    const bus = new EventBus({ url: options.rabbitUrl, exchange: options.exchange, logger, metrics });
    const inner = new MongoProcessedEventStore(mongo.connection);
    await inner.init();
    // The store's `once` resolves after the handler ran and the event was marked done; the
    // consumer acks right after. That moment is "handled".
    let path: OutboxPath | null = null;
    const store: ProcessedEventStore = {
      once: async (consumer, eventId, handler) => {
        const outcome = await inner.once(consumer, eventId, handler);
        path?.onHandled(eventId);
        return outcome;
      },
    };
    const consumer = new EventConsumer({
      bus,
      name: options.consumerName,
      // The handler's own work is nil: what is measured is the path around it.
      handlers: { [benchEventType]: async () => undefined },
      store,
      logger,
      metrics,
      retryDelaysMs: options.retryDelaysMs,
    });
    await consumer.start();
    // The services' relay settings: the default poll, woken at once by each save in-process.
    const relay = new OutboxRelay({ connection: mongo.connection, bus, logger });
    await relay.init();
    relay.start();
    const admin = bus.createChannel('bench-admin', async () => undefined);
    await admin.waitForConnect();
    path = new OutboxPath(
      mongo,
      model,
      bus,
      relay,
      consumer,
      admin,
      queuesOf(options.consumerName).main,
      metrics,
    );
    return path;
  }

  write(): { id: string; written: Promise<void> } {
    const data = benchEventData();
    const doc = new this.model({
      tenantId: data.tenantId,
      subdomain: data.subdomain,
      businessName: data.businessName,
    });
    const event = domainEvent(benchEventType, data, { tenantId: data.tenantId, actor: systemActor });
    stageEvents(doc, [event]);
    return { id: event.id, written: doc.save().then(() => undefined) };
  }

  /** Holds publishing back, as a relay that is down would: writes pile up in the outbox. */
  async hold(): Promise<void> {
    await this.relay.stop();
  }

  release(): void {
    this.relay.start();
  }

  /** What the consumer did with every message so far: handled, duplicate, retried, dead_lettered. */
  async consumerOutcomes(): Promise<Record<string, number>> {
    const outcomes: Record<string, number> = {};
    for (const { labels, value } of (await this.metrics.eventsConsumed.get()).values) {
      const outcome = String(labels.outcome);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + value;
    }
    return outcomes;
  }

  /** A path still behind leaves staged events and queued messages: both go before the next one. */
  async reset(): Promise<void> {
    await this.relay.stop();
    await this.model.deleteMany({});
    await this.mongo.connection.collection(outboxCollectionName).deleteMany({});
    await this.mongo.connection.collection('outbox_published').deleteMany({});
    await this.admin.purgeQueue(this.queue);
    await this.mongo.connection.collection('processed_events').deleteMany({});
    await this.mongo.connection.collection('event_claims').deleteMany({});
    this.relay.start();
  }

  async close(): Promise<void> {
    await this.consumer.stop();
    await this.relay.stop();
    await this.admin.close();
    await this.bus.close();
    await this.mongo.connection.dropDatabase().catch(() => undefined);
    await this.mongo.close();
  }
}
