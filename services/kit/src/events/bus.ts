import type { EventEnvelope } from '@pickup/contracts';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';

export interface EventBusOptions {
  url: string;
  /** One durable topic exchange; the routing key is the event type. */
  exchange: string;
  logger: Logger;
  metrics: Metrics;
  confirmTimeoutMs?: number;
}

export class BrokerUnavailableError extends Error {
  constructor() {
    super('The message broker is not connected');
    this.name = 'BrokerUnavailableError';
  }
}

/**
 * The connection to RabbitMQ. It reconnects by itself after the broker goes away, and every
 * channel made from it re-runs its setup (exchange, queues, consumers) on each reconnect.
 */
export class EventBus {
  readonly connection: AmqpConnectionManager;
  private readonly publisher: ChannelWrapper;

  constructor(private readonly options: EventBusOptions) {
    const { logger } = options;
    this.connection = amqp.connect([options.url], {
      heartbeatIntervalInSeconds: 5,
      reconnectTimeInSeconds: 1,
      // Without it Nagle's algorithm holds small frames back for a delayed ACK: tens of ms per event.
      connectionOptions: { noDelay: true },
    });
    this.connection.on('connect', () => logger.info('broker connected'));
    this.connection.on('disconnect', ({ err }) => logger.warn({ err }, 'broker disconnected'));
    this.connection.on('connectFailed', ({ err }) => logger.debug({ err }, 'broker connection failed'));
    this.publisher = this.watch(
      this.connection.createChannel({
        name: 'publisher',
        confirm: true,
        publishTimeout: options.confirmTimeoutMs ?? 5000,
        setup: (channel: ConfirmChannel) => this.assertExchange(channel),
      }),
    );
  }

  get exchange(): string {
    return this.options.exchange;
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  async assertExchange(channel: ConfirmChannel): Promise<void> {
    await channel.assertExchange(this.options.exchange, 'topic', { durable: true });
  }

  /**
   * Publishes persistently and resolves only once the broker confirms. While disconnected it
   * fails at once instead of buffering in memory: the outbox, not this process, keeps the event.
   */
  async publish(envelope: EventEnvelope, requestId?: string): Promise<void> {
    if (!this.isConnected()) throw new BrokerUnavailableError();
    await this.publisher.publish(
      this.options.exchange,
      envelope.type,
      Buffer.from(JSON.stringify(envelope)),
      {
        persistent: true,
        contentType: 'application/json',
        messageId: envelope.id,
        type: envelope.type,
        timestamp: Math.floor(Date.parse(envelope.occurredAt) / 1000),
        headers: requestId ? { 'x-request-id': requestId } : {},
      },
    );
    this.options.metrics.eventsPublished.inc({ type: envelope.type });
  }

  createChannel(name: string, setup: (channel: ConfirmChannel) => Promise<void>): ChannelWrapper {
    return this.watch(this.connection.createChannel({ name, confirm: true, setup }));
  }

  /**
   * A channel whose setup is cut short (the broker goes, or the process stops mid-connect)
   * emits 'error'; unheard, that would crash the process. The wrapper retries on reconnect.
   */
  private watch(channel: ChannelWrapper): ChannelWrapper {
    channel.on('error', (err: unknown, info: { name?: string }) =>
      this.options.logger.warn(
        { err, channel: info?.name },
        'broker channel setup failed; retrying on reconnect',
      ),
    );
    return channel;
  }

  async close(): Promise<void> {
    await this.publisher.close();
    await this.connection.close();
  }
}
