import { type EventEnvelope, type EventType, parseEvent, type TypedEvent } from '@pickup/contracts';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { requestIdFrom, withRequestContext } from '../request-context';
import type { EventBus } from './bus';
import { EventInProgressError, type ProcessedEventStore } from './processed-store';

export type EventHandler<T extends EventType = EventType> = (event: TypedEvent<T>) => Promise<void>;

/** The events a consumer listens to, each with its handler: the explicit list of a service. */
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

export interface ConsumerOptions {
  bus: EventBus;
  /** Names the durable queue (`<name>.events`) and the idempotency records. */
  name: string;
  handlers: EventHandlers;
  store: ProcessedEventStore;
  logger: Logger;
  metrics: Metrics;
  /** Attempts before a message is parked in the dead-letter queue. */
  maxAttempts?: number;
  /** Waits before each retry; the last one repeats. */
  retryDelaysMs?: number[];
  prefetch?: number;
}

const attemptsHeader = 'x-attempts';
/** The longest a copy waits before looking again at another delivery's claim on its event. */
const claimWaitMaxDelayMs = 15_000;

export interface ConsumerQueues {
  main: string;
  deadLetter: string;
  retry: (delayMs: number) => string;
}

export function queuesOf(name: string): ConsumerQueues {
  const main = `${name}.events`;
  return { main, deadLetter: `${main}.dlq`, retry: (delayMs) => `${main}.retry.${delayMs}ms` };
}

/**
 * A durable queue bound to the handled event types. Messages are acked by hand only after
 * their outcome is safe: applied (or known duplicate), moved to a retry queue whose TTL
 * sends them back, or parked in the dead-letter queue after the last attempt.
 */
export class EventConsumer {
  private channel: ChannelWrapper | null = null;
  private inFlight = 0;
  private idle: (() => void) | null = null;
  private readonly queues: ConsumerQueues;
  private readonly maxAttempts: number;
  private readonly retryDelaysMs: number[];
  /** The longest retry delay within claimWaitMaxDelayMs; null when none is (no ceiling then). */
  private readonly claimWaitDelayMs: number | null;

  constructor(private readonly options: ConsumerOptions) {
    this.queues = queuesOf(options.name);
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000];
    const withinClaimWait = this.retryDelaysMs.filter((delay) => delay <= claimWaitMaxDelayMs);
    this.claimWaitDelayMs = withinClaimWait.length > 0 ? Math.max(...withinClaimWait) : null;
  }

  async start(): Promise<void> {
    this.channel = this.options.bus.createChannel(`${this.options.name}-consumer`, (channel) =>
      this.setup(channel),
    );
    await this.channel.consume(this.queues.main, (message) => this.onMessage(message), {
      noAck: false,
      prefetch: this.options.prefetch ?? 10,
    });
    // Resolves once the queue is declared and bound: events published after start() are kept.
    await this.channel.waitForConnect();
    this.watchDepths();
  }

  /** Consumer lag (messages waiting in the queue) and dead-letter depth, read on each scrape. */
  private watchDepths(): void {
    const { main, deadLetter } = this.queues;
    const depth = (queue: string) => async () => {
      const channel = this.channel;
      if (!channel || !this.options.bus.isConnected()) return [];
      const { messageCount } = await channel.checkQueue(queue);
      return [{ labels: { queue }, value: messageCount }];
    };
    this.options.metrics.gauge(
      'event_consumer_lag_messages',
      'Events waiting in a consumer queue',
      depth(main),
      ['queue'],
    );
    this.options.metrics.gauge(
      'event_dead_letter_messages',
      'Events parked in a dead-letter queue after their last attempt',
      depth(deadLetter),
      ['queue'],
    );
  }

  /** Stops taking messages, then waits for the ones in hand to finish. */
  async stop(): Promise<void> {
    if (!this.channel) return;
    await this.channel.cancelAll().catch(() => undefined);
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.idle = resolve));
    await this.channel.close();
    this.channel = null;
  }

  private async setup(channel: ConfirmChannel): Promise<void> {
    const { main, deadLetter, retry } = this.queues;
    await this.options.bus.assertExchange(channel);
    await channel.assertQueue(main, { durable: true });
    for (const type of Object.keys(this.options.handlers)) {
      await channel.bindQueue(main, this.options.bus.exchange, type);
    }
    await channel.assertQueue(deadLetter, { durable: true });
    for (const delay of new Set(this.retryDelaysMs)) {
      await channel.assertQueue(retry(delay), {
        durable: true,
        messageTtl: delay,
        deadLetterExchange: '',
        deadLetterRoutingKey: main,
      });
    }
  }

  private async onMessage(message: ConsumeMessage): Promise<void> {
    this.inFlight += 1;
    try {
      await this.process(message);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.idle?.();
    }
  }

  private async process(message: ConsumeMessage): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const { logger, metrics } = this.options;
    const requestId = requestIdFrom(message.properties.headers?.['x-request-id']);
    const attempts = Number(message.properties.headers?.[attemptsHeader] ?? 0) + 1;

    let event: EventEnvelope;
    try {
      event = parseEvent(JSON.parse(message.content.toString('utf8')));
    } catch (error) {
      // No attempt can mend a message that breaks its contract: parked at once, and said why.
      logger.error(
        { err: error, type: message.fields.routingKey, messageId: message.properties.messageId },
        'event does not match its contract; dead-lettered',
      );
      await this.deadLetter(channel, message, error, attempts);
      metrics.eventsConsumed.inc({ type: message.fields.routingKey, outcome: 'dead_lettered' });
      return;
    }

    const handler = this.options.handlers[event.type as EventType] as EventHandler | undefined;
    try {
      const outcome = handler
        ? await withRequestContext({ requestId }, () =>
            this.options.store.once(this.options.name, event.id, () =>
              handler(event as TypedEvent<EventType>),
            ),
          )
        : 'duplicate';
      channel.ack(message);
      metrics.eventsConsumed.inc({ type: event.type, outcome });
    } catch (error) {
      // Another delivery of the event holds its claim (a copy published again, or a crashed
      // handler's lease): that one ends applied or released, or its lease runs out, so this copy
      // waits its turn however long that takes; parked, it would be a loss should the other fail.
      if (attempts >= this.maxAttempts && !(error instanceof EventInProgressError)) {
        logger.error({ err: error, eventId: event.id, type: event.type, attempts }, 'event dead-lettered');
        await this.deadLetter(channel, message, error, attempts);
        metrics.eventsConsumed.inc({ type: event.type, outcome: 'dead_lettered' });
      } else {
        logger.warn(
          { err: error, eventId: event.id, type: event.type, attempts },
          'event handler failed, retrying',
        );
        await this.retry(channel, message, attempts, error);
        metrics.eventsConsumed.inc({ type: event.type, outcome: 'retried' });
      }
    }
  }

  private async retry(
    channel: ChannelWrapper,
    message: ConsumeMessage,
    attempts: number,
    error: unknown,
  ): Promise<void> {
    const delay = this.retryDelayOf(attempts, error);
    await this.forward(channel, message, this.queues.retry(delay), { [attemptsHeader]: attempts });
  }

  /**
   * The back-off for the attempt; but a copy waiting on another delivery's claim is tried again
   * at most `claimWaitMaxDelayMs` later (the longest retry delay within it), since that claim ends
   * or its lease runs out within seconds, and the copy should follow soon after.
   */
  private retryDelayOf(attempts: number, error: unknown): number {
    const scheduled = this.retryDelaysMs[Math.min(attempts - 1, this.retryDelaysMs.length - 1)] ?? 1000;
    if (!(error instanceof EventInProgressError) || this.claimWaitDelayMs === null) return scheduled;
    return Math.min(scheduled, this.claimWaitDelayMs);
  }

  private async deadLetter(
    channel: ChannelWrapper,
    message: ConsumeMessage,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    await this.forward(channel, message, this.queues.deadLetter, {
      [attemptsHeader]: attempts,
      'x-error': String(error).slice(0, 1000),
      'x-original-routing-key': message.fields.routingKey,
    });
  }

  /** Moves a message to another queue; the original is acked only once the copy is confirmed. */
  private async forward(
    channel: ChannelWrapper,
    message: ConsumeMessage,
    queue: string,
    headers: Record<string, unknown>,
  ): Promise<void> {
    try {
      await channel.sendToQueue(queue, message.content, {
        ...message.properties,
        persistent: true,
        headers: { ...message.properties.headers, ...headers },
      });
      channel.ack(message);
    } catch (error) {
      this.options.logger.warn({ err: error, queue }, 'could not move message, returning it to the queue');
      channel.nack(message, false, true);
    }
  }
}
