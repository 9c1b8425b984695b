import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

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

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }
}
