import amqp from 'amqplib';
import type { MongoClient } from 'mongodb';
import { runDatabaseName, runServices, type SystemState } from '../../tests/system/system-stack';
import type { OwnRabbitMq } from '../lib/own-rabbitmq';

/**
 * What is still on its way: events in the services' outboxes (the kit's `outbox` rows and the
 * `outbox_intents` of deletes, services/kit/src/events/outbox.ts), messages in the consumers'
 * queues and retry queues, and what sits in their dead-letter queues (`<consumer>.events.dlq`).
 */
export interface Backlog {
  /** Unpublished outbox records, by service. */
  outbox: Record<string, number>;
  /** Messages ready or in hand in the main and retry queues, by queue. */
  queued: Record<string, number>;
  /** Messages parked in dead-letter queues, by queue. */
  deadLettered: Record<string, number>;
}

const outboxCollections = ['outbox', 'outbox_intents'];

export async function readBacklog(
  client: MongoClient,
  system: SystemState,
  broker: OwnRabbitMq,
): Promise<Backlog> {
  const outbox: Record<string, number> = {};
  for (const service of runServices) {
    const db = client.db(runDatabaseName(service, system.runId));
    let rows = 0;
    for (const collection of outboxCollections) rows += await db.collection(collection).countDocuments({});
    if (rows > 0) outbox[service] = rows;
  }
  const queued: Record<string, number> = {};
  const deadLettered: Record<string, number> = {};
  for (const [queue, { ready, unacked }] of await broker.queues()) {
    if (ready + unacked === 0) continue;
    if (queue.endsWith('.dlq')) deadLettered[queue] = ready + unacked;
    else queued[queue] = ready + unacked;
  }
  return { outbox, queued, deadLettered };
}

export const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

export const isDrained = (backlog: Backlog) => total(backlog.outbox) === 0 && total(backlog.queued) === 0;

/** Why each dead-lettered message was parked (the consumer's x-error header), read and put back. */
export async function deadLetterReasons(system: SystemState, queues: string[]): Promise<string[]> {
  if (queues.length === 0) return [];
  const connection = await amqp.connect(system.rabbitUrl);
  const reasons: string[] = [];
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      const held = [];
      for (let message = await channel.get(queue); message; message = await channel.get(queue)) {
        held.push(message);
        const headers = message.properties.headers ?? {};
        reasons.push(
          `${queue}: ${String(headers['x-original-routing-key'])} — ${String(headers['x-error'])}`,
        );
      }
      for (const message of held) channel.nack(message, false, true);
    }
    await channel.close();
  } finally {
    await connection.close();
  }
  return reasons;
}
