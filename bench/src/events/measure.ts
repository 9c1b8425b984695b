import { createLogger, queuesOf } from '@pickup/kit';
import { uniqueName } from '@pickup/kit/testing';
import { deleteBrokerObjects } from '../cleanup';
import { settings } from '../settings';
import { round } from '../stats';
import {
  type BacklogFigures,
  backlogDrain,
  type FixedRateFigures,
  fixedRate,
  maxThroughput,
  type ThroughputFigures,
} from './drive';
import type { EventPath } from './event-path';
import { OutboxPath } from './outbox-path';
import { RawPath } from './raw-path';

export interface ThroughputComparison {
  outbox: ThroughputFigures;
  raw: ThroughputFigures;
  /** Outbox events/s divided by raw events/s. */
  ratio: number;
}

export interface EventPathResults {
  /** The first, small batch of each path, from empty collections (it is also the warm-up). */
  smallBatch: ThroughputComparison;
  maxThroughput: ThroughputComparison;
  fixedRate: {
    outbox: FixedRateFigures;
    raw: FixedRateFigures;
  };
  /** The outbox alone: a backlog written while its relay was stopped, then drained. */
  backlog: BacklogFigures;
  /**
   * The kit consumer's outcomes over all measurements, from its metrics: a duplicate, a retry or
   * a dead letter would say the path misbehaved under load.
   */
  outboxConsumerOutcomes: Record<string, number>;
}

/** The kit consumer's prefetch and the retry queues it declares (named by their delays). */
const consumerPrefetch = 10;
const retryDelaysMs = [1000, 5000, 15_000, 60_000];

const compare = (outbox: ThroughputFigures, raw: ThroughputFigures): ThroughputComparison => ({
  outbox,
  raw,
  ratio: round(outbox.eventsPerSecond / raw.eventsPerSecond, 4),
});

/**
 * The outbox path and the raw-broker path side by side, each measurement starting from empty
 * collections and queues. Producer, relay and consumer of a path share this one process, for
 * both paths alike.
 */
export async function measureEventPath(log: (line: string) => void): Promise<EventPathResults> {
  const { infra, events } = settings;
  const names = {
    dbName: uniqueName('bench_events'),
    outboxExchange: uniqueName('bench.outbox.events'),
    consumer: uniqueName('bench_outbox'),
    rawExchange: uniqueName('bench.raw.events'),
    rawQueue: uniqueName('bench_raw.events'),
  };
  // In this process the logs would share stdout with the results: errors only (failures).
  const logger = createLogger('bench', settings.serviceLogLevel);
  let outbox: OutboxPath | null = null;
  let raw: RawPath | null = null;
  try {
    outbox = await OutboxPath.open({
      mongoUrl: infra.mongoUrl,
      rabbitUrl: infra.rabbitUrl,
      dbName: names.dbName,
      exchange: names.outboxExchange,
      consumerName: names.consumer,
      retryDelaysMs,
      logger,
    });
    raw = await RawPath.open({
      rabbitUrl: infra.rabbitUrl,
      exchange: names.rawExchange,
      queue: names.rawQueue,
      prefetch: consumerPrefetch,
    });

    const throughput = async (path: EventPath, count: number) => {
      log(`  ${path.label}: ${count} events, ${events.producers} producers …`);
      const figures = await maxThroughput(path, count, events.producers, events.drainTimeoutMs);
      await path.reset();
      return figures;
    };
    const smallBatch = compare(
      await throughput(outbox, events.smallCount),
      await throughput(raw, events.smallCount),
    );
    const maxThroughputs = compare(
      await throughput(outbox, events.count),
      await throughput(raw, events.count),
    );

    const latency = async (path: EventPath) => {
      log(`  ${path.label}: ${events.ratePerSecond} events/s offered for ${events.rateSeconds} s …`);
      const figures = await fixedRate(path, events.ratePerSecond, events.rateSeconds, events.drainTimeoutMs);
      await path.reset();
      return figures;
    };
    const fixed = { outbox: await latency(outbox), raw: await latency(raw) };

    log(`  ${outbox.label}: a backlog of ${events.backlogCount} events drained …`);
    const backlog = await backlogDrain(outbox, events.backlogCount, events.producers, events.drainTimeoutMs);
    await outbox.reset();

    return {
      smallBatch,
      maxThroughput: maxThroughputs,
      fixedRate: fixed,
      backlog,
      outboxConsumerOutcomes: await outbox.consumerOutcomes(),
    };
  } finally {
    await outbox?.close();
    await raw?.close();
    const queues = queuesOf(names.consumer);
    await deleteBrokerObjects(infra.rabbitUrl, {
      queues: [queues.main, queues.deadLetter, ...retryDelaysMs.map(queues.retry), names.rawQueue],
      exchanges: [names.outboxExchange, names.rawExchange],
    });
  }
}
