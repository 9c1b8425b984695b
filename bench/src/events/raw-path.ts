import { systemActor } from '@pickup/contracts';
import amqplib, { type Channel, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { benchEventData, benchEventType, type EventPath } from './event-path';

export interface RawPathOptions {
  rabbitUrl: string;
  exchange: string;
  queue: string;
  /** The kit consumer's default, so both consumers take the same number of messages at once. */
  prefetch: number;
}

/**
 * The floor the outbox is compared with: raw amqplib, a confirm channel publishing persistent
 * messages through a durable topic exchange to a durable queue, and a consumer acking each
 * message by hand. No database, no relay, no idempotency record.
 */
export class RawPath implements EventPath {
  readonly label = 'raw amqplib';
  onHandled: (eventId: string) => void = () => undefined;

  private constructor(
    private readonly connection: ChannelModel,
    private readonly publisher: ConfirmChannel,
    private readonly consumer: Channel,
    private readonly exchange: string,
    private readonly queue: string,
  ) {}

  static async open(options: RawPathOptions): Promise<RawPath> {
    // Nagle stays on, as on the kit's connection: both paths pay the same socket behaviour.
    const connection = await amqplib.connect(options.rabbitUrl, { noDelay: false });
    const publisher = await connection.createConfirmChannel();
    await publisher.assertExchange(options.exchange, 'topic', { durable: true });
    await publisher.assertQueue(options.queue, { durable: true });
    await publisher.bindQueue(options.queue, options.exchange, benchEventType);
    const consumer = await connection.createChannel();
    await consumer.prefetch(options.prefetch);
    const path = new RawPath(connection, publisher, consumer, options.exchange, options.queue);
    await consumer.consume(
      options.queue,
      (message) => {
        if (!message) return;
        const { id } = JSON.parse(message.content.toString('utf8')) as { id: string };
        consumer.ack(message);
        path.onHandled(id);
      },
      { noAck: false },
    );
    return path;
  }

  write(): { id: string; written: Promise<void> } {
    const data = benchEventData();
    const id = randomUUID();
    const envelope = {
      id,
      type: benchEventType,
      version: 1,
      occurredAt: new Date().toISOString(),
      tenantId: data.tenantId,
      actor: systemActor,
      data,
    };
    const written = new Promise<void>((resolve, reject) => {
      this.publisher.publish(
        this.exchange,
        benchEventType,
        Buffer.from(JSON.stringify(envelope)),
        { persistent: true, contentType: 'application/json', messageId: id, type: benchEventType },
        (error: unknown) =>
          error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      );
    });
    return { id, written };
  }

  /** Only a path still behind leaves messages; none of them may count in the next measurement. */
  async reset(): Promise<void> {
    await this.publisher.purgeQueue(this.queue);
  }

  async close(): Promise<void> {
    await this.consumer.close();
    await this.publisher.close();
    await this.connection.close();
  }
}
