import { type EventData, type EventEnvelope, type EventType, parseEvent } from '@pickup/contracts';
import type { ChannelWrapper } from 'amqp-connection-manager';
import { randomUUID } from 'node:crypto';
import { EventBus } from '../events/bus';
import { queuesOf } from '../events/consumer';
import { createLogger } from '../logger';
import { Metrics } from '../metrics';
import { waitFor } from './infra';

/**
 * A test's window on a service's exchange: publishes events as another service would, and
 * records every event published there, for assertions.
 */
export class EventProbe {
  readonly events: EventEnvelope[] = [];
  private listener: ChannelWrapper | null = null;
  private readonly bus: EventBus;

  constructor(
    private readonly config: { RABBITMQ_URL: string; EVENTS_EXCHANGE: string },
    /** Routing-key patterns to record (`#` for all). */
    private readonly patterns: string[] = ['#'],
  ) {
    this.bus = new EventBus({
      url: config.RABBITMQ_URL,
      exchange: config.EVENTS_EXCHANGE,
      logger: createLogger('test', 'silent'),
      metrics: new Metrics('test'),
    });
  }

  async start(): Promise<this> {
    await waitFor(() => this.bus.isConnected(), { what: 'the test publisher to connect' });
    this.listener = this.bus.createChannel('test-listener', async (channel) => {
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
      for (const pattern of this.patterns)
        await channel.bindQueue(queue, this.config.EVENTS_EXCHANGE, pattern);
      await channel.consume(queue, (message) => {
        if (!message) return;
        this.events.push(parseEvent(JSON.parse(message.content.toString('utf8'))));
        channel.ack(message);
      });
    });
    await this.listener.waitForConnect();
    return this;
  }

  /** Publishes an event of the catalogue as its owner would; answers its id. */
  async publish<T extends EventType>(
    type: T,
    data: EventData<T>,
    options: { tenantId: string | null; occurredAt?: Date },
  ): Promise<string> {
    const envelope = this.envelope(type, data, options);
    await this.send(envelope);
    return envelope.id;
  }

  /** An event of the catalogue as its owner would publish it, with a new id. */
  envelope<T extends EventType>(
    type: T,
    data: EventData<T>,
    options: { tenantId: string | null; occurredAt?: Date },
  ): EventEnvelope<EventData<T>> {
    return {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: (options.occurredAt ?? new Date()).toISOString(),
      tenantId: options.tenantId,
      actor: { userId: null, role: 'system' },
      data,
    };
  }

  /** Publishes an envelope as it is: sent again, it is a redelivery of the same event. */
  send(envelope: EventEnvelope): Promise<void> {
    return this.bus.publish(envelope);
  }

  /** The events of a type that match, once there are `count` of them (waiting up to 10 s). */
  async waitForEvents<T extends EventType>(
    type: T,
    match: (event: EventEnvelope<EventData<T>>) => boolean = () => true,
    count = 1,
  ): Promise<EventEnvelope<EventData<T>>[]> {
    return waitFor(
      () => {
        const found = this.matching(type, match);
        return found.length >= count ? found : null;
      },
      { what: `${count} ${type} event(s)` },
    );
  }

  /** The events of a type recorded so far that match. */
  matching<T extends EventType>(
    type: T,
    match: (event: EventEnvelope<EventData<T>>) => boolean = () => true,
  ): EventEnvelope<EventData<T>>[] {
    return this.events.filter(
      (event): event is EventEnvelope<EventData<T>> =>
        event.type === type && match(event as EventEnvelope<EventData<T>>),
    );
  }

  /**
   * Stops listening. Given the stopped service's queue name and retry delays, also deletes its
   * queues and the test's exchange, so test runs leave nothing behind on the broker.
   */
  async stop(service?: { consumerName: string; retryDelaysMs: number[] }): Promise<void> {
    await this.listener?.close();
    if (service) {
      const cleanup = this.bus.createChannel('cleanup', async () => undefined);
      await cleanup.waitForConnect();
      const queues = queuesOf(service.consumerName);
      for (const queue of [queues.main, queues.deadLetter, ...service.retryDelaysMs.map(queues.retry)]) {
        await cleanup.deleteQueue(queue);
      }
      await cleanup.deleteExchange(this.config.EVENTS_EXCHANGE);
      await cleanup.close();
    }
    await this.bus.close();
  }
}
