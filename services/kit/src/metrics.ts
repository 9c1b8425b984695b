import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface Reading {
  labels?: Record<string, string>;
  value: number;
}

/** One registry per process (or per test instance), so tests never share counters. */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly eventsPublished = new Counter({
    name: 'events_published_total',
    help: 'Events confirmed by the broker, by type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly eventsConsumed = new Counter({
    name: 'events_consumed_total',
    help: 'Events taken from the queue, by type and outcome (handled, duplicate, retried, dead_lettered)',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly sources = new Map<string, Array<() => Promise<Reading[]>>>();

  /**
   * A gauge read when metrics are scraped (queue depths, outbox backlog). Several sources may
   * feed one gauge, each with its own labels; a source that fails is left out of that scrape.
   */
  gauge(
    name: string,
    help: string,
    read: () => Promise<number | Reading[]>,
    labelNames: string[] = [],
  ): void {
    const source = async (): Promise<Reading[]> => {
      const value = await read();
      return typeof value === 'number' ? [{ value }] : value;
    };
    const sources = this.sources.get(name);
    if (sources) {
      sources.push(source);
      return;
    }
    const all = [source];
    this.sources.set(name, all);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const readings = await Promise.allSettled(all.map((each) => each()));
        for (const outcome of readings) {
          if (outcome.status !== 'fulfilled') continue;
          for (const { labels, value } of outcome.value) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        }
      },
    });
  }

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }
}
