import type { Db, Document, Filter, MongoClient } from 'mongodb';
import { runDatabaseName, type RunService, type SystemState } from '../../tests/system/system-stack';
import { countByRecipient, mailTo } from '../lib/mailbox';

/**
 * What the burst's events should have done, counted from what the publishing services stored,
 * against what their consumers hold: each effect keyed (a customer, an entry, an address), so an
 * effect applied twice shows as a duplicate and one never applied as lost, whatever the totals.
 */
export interface EffectTally {
  name: string;
  expected: number;
  found: number;
  lost: number;
  duplicates: number;
}

export interface SourceFacts {
  /** customer.created: one per customer stored. */
  customers: { id: string; email: string }[];
  /** weight.recorded: one per entry stored. */
  entries: { id: string; customerId: string; contaminated: boolean }[];
}

/** The events the sources announced, by type. */
export function eventsOf(source: SourceFacts) {
  const contaminated = source.entries.filter((entry) => entry.contaminated).length;
  return {
    'customer.created': source.customers.length,
    'weight.recorded': source.entries.length,
    'weight.contamination.detected': contaminated,
  };
}

function tally(name: string, expectedKeys: string[], foundKeys: string[]): EffectTally {
  const counts = new Map<string, { expected: number; found: number }>();
  const entry = (key: string) => {
    const held = counts.get(key) ?? { expected: 0, found: 0 };
    counts.set(key, held);
    return held;
  };
  for (const key of expectedKeys) entry(key).expected += 1;
  for (const key of foundKeys) entry(key).found += 1;
  let lost = 0;
  let duplicates = 0;
  for (const { expected, found } of counts.values()) {
    lost += Math.max(0, expected - found);
    duplicates += Math.max(0, found - expected);
  }
  return { name, expected: expectedKeys.length, found: foundKeys.length, lost, duplicates };
}

const db = (client: MongoClient, system: SystemState, service: RunService): Db =>
  client.db(runDatabaseName(service, system.runId));

async function keysOf(
  client: MongoClient,
  system: SystemState,
  service: RunService,
  collection: string,
  filter: Filter<Document>,
  key: (doc: Document) => string,
): Promise<string[]> {
  const docs = await db(client, system, service)
    .collection(collection)
    .find({ tenantId: system.business.tenantId, ...filter })
    .toArray();
  return docs.map(key);
}

export async function readSources(client: MongoClient, system: SystemState): Promise<SourceFacts> {
  const tenantId = system.business.tenantId;
  const customers = await db(client, system, 'customer')
    .collection('customers')
    .find({ tenantId }, { projection: { _id: 1, email: 1 } })
    .toArray();
  const entries = await db(client, system, 'weight')
    .collection('weight_entries')
    .find({ tenantId }, { projection: { _id: 1, customerId: 1, contamination: 1 } })
    .toArray();
  return {
    customers: customers.map((doc) => ({ id: String(doc._id), email: String(doc.email) })),
    entries: entries.map((doc) => ({
      id: String(doc._id),
      customerId: String(doc.customerId),
      contaminated: Array.isArray(doc.contamination) && doc.contamination.length > 0,
    })),
  };
}

/** Every consumer's effect of the burst, keyed as the source knows it. */
export async function tallyEffects(
  client: MongoClient,
  system: SystemState,
  source: SourceFacts,
): Promise<EffectTally[]> {
  const customerIds = source.customers.map((customer) => customer.id);
  const entryIds = source.entries.map((entry) => entry.id);
  const contaminated = source.entries.filter((entry) => entry.contaminated);
  const emailOf = new Map(source.customers.map((customer) => [customer.id, customer.email.toLowerCase()]));
  const byCustomer = (doc: Document) => String(doc.customerId);

  const mail = countByRecipient(await mailTo(system.mailApiUrl, emailOf.values()));
  const mailKeys = [...mail].flatMap(([address, count]) => Array<string>(count).fill(address));

  return [
    tally(
      'routing: customer projection (customer.created)',
      customerIds,
      await keysOf(client, system, 'routing', 'customers', {}, byCustomer),
    ),
    tally(
      'weight: customer projection (customer.created)',
      customerIds,
      await keysOf(client, system, 'weight', 'customers', {}, byCustomer),
    ),
    tally(
      'messaging: household (customer.created)',
      customerIds,
      await keysOf(client, system, 'messaging', 'households', {}, byCustomer),
    ),
    tally(
      'tenant: customer fact (customer.created)',
      customerIds,
      await keysOf(client, system, 'tenant', 'analytics_facts', { kind: 'customer' }, byCustomer),
    ),
    tally(
      'tenant: weight fact (weight.recorded)',
      entryIds,
      await keysOf(client, system, 'tenant', 'analytics_facts', { kind: 'weight' }, (doc) =>
        String(doc.entryId),
      ),
    ),
    // Claimed before the mail goes, settled after: a settle that a database restart cut short
    // leaves it `sending`, and the mail, sent, is never sent again (sendNoteOnce); the mail
    // below is what the household got.
    tally(
      'messaging: note recorded (contamination)',
      contaminated.map((entry) => entry.customerId),
      await keysOf(client, system, 'messaging', 'notes', {}, byCustomer),
    ),
    tally(
      'maildev: e-mail to the household (contamination)',
      contaminated.map((entry) => emailOf.get(entry.customerId) ?? entry.customerId),
      mailKeys,
    ),
  ];
}
