import { setTimeout as sleep } from 'node:timers/promises';
import { EventInProgressError, MongoProcessedEventStore } from '../src/events/processed-store';
import { testDatabaseForFile } from '../src/testing';

// A lease of 300 ms stands for the real 30 s: renewed every 100 ms while a handler runs.
const leaseMs = 300;
const database = testDatabaseForFile('kit_processed');
const newStore = async () => {
  const store = new MongoProcessedEventStore(database().connection, leaseMs);
  await store.init();
  return store;
};
const neverTwice = async () => {
  throw new Error('the handler ran a second time');
};

describe("a consumer's claim on an event", () => {
  it('holds past its lease while the handler runs, so no other copy applies the event meanwhile', async () => {
    const store = await newStore();
    let finish: () => void = () => undefined;
    const first = store.once(
      'tenant',
      'long-handler',
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );

    await sleep(leaseMs * 3);
    await expect(store.once('tenant', 'long-handler', neverTwice)).rejects.toBeInstanceOf(
      EventInProgressError,
    );

    finish();
    await expect(first).resolves.toBe('handled');
    await expect(store.once('tenant', 'long-handler', neverTwice)).resolves.toBe('duplicate');
  });

  it('left by a process that died is taken over once its lease has run out', async () => {
    const store = await newStore();
    // What a killed process leaves: its claim, no record of the event applied, nothing renewing it.
    await database()
      .connection.collection<{ _id: string; leaseUntil: Date; expiresAt: Date }>('event_claims')
      .insertOne({
        _id: 'tenant:crashed',
        leaseUntil: new Date(Date.now() + leaseMs),
        expiresAt: new Date(Date.now() + 60_000),
      });

    await expect(store.once('tenant', 'crashed', neverTwice)).rejects.toBeInstanceOf(EventInProgressError);
    await sleep(leaseMs + 100);
    let applied = 0;
    await expect(store.once('tenant', 'crashed', async () => void (applied += 1))).resolves.toBe('handled');
    expect(applied).toBe(1);
  });
});
