import { systemActor } from '@pickup/contracts';
import amqplib from 'amqplib';
import { Schema } from 'mongoose';
import { claimRevision } from '../src/data/revision-claims';
import { queuesOf } from '../src/events/consumer';
import { domainEvent } from '../src/events/domain-event';
import {
  deleteOneWithEvents,
  OutboxNotEnabledError,
  publishStandalone,
  stageEvents,
  updateOneWithEvents,
} from '../src/events/outbox';
import { testInfra, waitFor } from '../src/testing';
import {
  disabled,
  envelope,
  eventFixture,
  type EventFixture,
  registered,
  userData,
} from './support/event-fixture';

let fixture: EventFixture;

beforeEach(async () => {
  fixture = await eventFixture();
});
afterEach(() => fixture.close());

/** A user saved with its event, and what the relay later leaves in the database. */
async function savedWith(username: string, ...events: ReturnType<typeof registered>[]) {
  const user = new fixture.User({ username });
  stageEvents(user, events);
  await user.save();
  return user;
}

const storedUser = (id: unknown) => fixture.User.collection.findOne({ _id: id as never });

describe('the outbox', () => {
  it('stores the event in the changed document and the outbox, publishes it, then clears both', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });

    const event = registered('ada');
    const user = await savedWith('ada', event);
    const stored = await storedUser(user._id);
    expect(stored).toMatchObject({
      username: 'ada',
      outbox: { [event.id]: expect.objectContaining({ type: 'user.registered' }) },
    });
    expect((await fixture.rows()).map((row) => row._id)).toEqual([event.id]);

    const relay = await fixture.newRelay();
    relay.start();
    await waitFor(() => received.length === 1, { what: 'the event to arrive' });
    expect(received).toEqual(['ada']);
    await waitFor(async () => (await fixture.rows()).length === 0, { what: 'the row to go' });
    // The copy goes at the next reconcile, in one statement for the collection; nothing is restored.
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 0 });
    expect((await storedUser(user._id))?.outbox).toEqual({});
  });

  it('leaves a published copy on a document while a revisioned writer holds it, and clears it after', async () => {
    const event = registered('busy');
    const user = await savedWith('busy', event);
    await fixture.User.collection.updateOne({ _id: user._id }, { $set: { revision: 4 } });
    const relay = await fixture.newRelay();
    expect(await relay.drain()).toBe(1);

    const writer = await claimRevision(
      fixture.mongo.connection,
      fixture.User.collection.collectionName,
      user._id,
      4,
    );
    expect(writer).not.toBeNull();
    await relay.reconcile();
    // Cleared now, the writer's change could be undone: the local endpoint writes back what it read.
    expect(Object.keys((await storedUser(user._id))?.outbox ?? {})).toEqual([event.id]);

    await writer?.release();
    await relay.reconcile();
    expect((await storedUser(user._id))?.outbox).toEqual({});
  });

  it('publishes the events of one write in the order they were made', async () => {
    // Read straight from a queue: consumers handle prefetched messages concurrently.
    const connection = await amqplib.connect(testInfra().rabbitUrl);
    try {
      const channel = await connection.createChannel();
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, fixture.bus.exchange, 'user.*');
      await savedWith('bea', registered('bea'), disabled());
      (await fixture.newRelay()).start();
      const types: string[] = [];
      await waitFor(async () => {
        const message = await channel.get(queue, { noAck: true });
        if (message) types.push(JSON.parse(message.content.toString()).type);
        return types.length === 2;
      });
      expect(types).toEqual(['user.registered', 'user.disabled']);
    } finally {
      await connection.close();
    }
  });

  it('carries events in an update statement, and none when the filter matches nothing', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });
    const user = await fixture.User.create({ username: 'cy', disabled: true });

    const missed = await updateOneWithEvents(
      fixture.User,
      { _id: user._id, disabled: false },
      { $set: { username: 'never' } },
      [registered('never')],
    );
    expect(missed).toBeNull();
    const updated = await updateOneWithEvents(
      fixture.User,
      { _id: user._id },
      { $set: { disabled: false } },
      [registered('cy')],
    );
    expect(updated).toMatchObject({ username: 'cy', disabled: false });

    (await fixture.newRelay()).start();
    await waitFor(() => received.length === 1, { what: 'the event of the update' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['cy']);
  });

  it('announces a delete once the document is gone, and nothing when there was nothing to delete', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.disabled': async (event) => void received.push(event.id) });
    const user = await fixture.User.create({ username: 'dee' });
    const gone = disabled();

    expect(await deleteOneWithEvents(fixture.User, { _id: user._id }, [gone])).toBe(true);
    expect(await deleteOneWithEvents(fixture.User, { _id: user._id }, [disabled()])).toBe(false);
    expect(await storedUser(user._id)).toBeNull();

    (await fixture.newRelay()).start();
    await waitFor(() => received.length === 1, { what: 'the event of the delete' });
    await waitFor(async () => (await fixture.rows()).length === 0);
    expect(received).toEqual([gone.id]);
  });

  it('publishes an event that announces no stored change straight from the outbox', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });
    await publishStandalone(fixture.mongo.connection, [registered('solo')]);
    (await fixture.newRelay()).start();
    await waitFor(() => received.includes('solo'));
  });

  it('refuses event data that does not match the catalogue: a bad event never exists', () => {
    const bad = { ...userData('x'), email: 'not-an-email' };
    expect(() => domainEvent('user.registered', bad, { tenantId: null, actor: systemActor })).toThrow();
  });

  it('fails loudly when a model without the plugin stages an event', async () => {
    const Plain = fixture.mongo.connection.model('Plain', new Schema({ name: String }));
    expect(() => stageEvents(new Plain({ name: 'p' }), [registered('p')])).toThrow(OutboxNotEnabledError);
    await expect(
      updateOneWithEvents(Plain, { name: 'p' }, { $set: { name: 'q' } }, [registered('p')]),
    ).rejects.toThrow(OutboxNotEnabledError);
  });

  it('publishes each event once when two relays run on one database (two replicas)', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.id) }, {});
    const events = Array.from({ length: 20 }, (_unused, index) => registered(`twin${index}`));
    for (const event of events) await savedWith(`twin-${event.id}`, event);
    const [first, second] = [await fixture.newRelay(), await fixture.newRelay()];
    first.start();
    second.start();
    await waitFor(() => received.length === 20, { what: 'every event' });
    await waitFor(async () => (await fixture.rows()).length === 0);
    const published = (await fixture.metrics.eventsPublished.get()).values.reduce(
      (sum, v) => sum + v.value,
      0,
    );
    expect(published).toBe(20);
    expect(new Set(received).size).toBe(20);
  });

  it('shows the backlog, consumer lag and dead letters as metrics', async () => {
    await fixture.consume({ 'user.registered': async () => undefined });
    await savedWith('m1', registered('m1'));
    await savedWith('m2', registered('m2'));
    await fixture.newRelay();
    const text = await fixture.metrics.registry.metrics();
    expect(text).toMatch(/outbox_pending_events\{service="test"\} 2/);
    expect(text).toMatch(/outbox_oldest_pending_seconds\{service="test"\} \d/);
    expect(text).toMatch(/event_consumer_lag_messages\{queue="consumer_[^"]+\.events",service="test"\} 0/);
    expect(text).toMatch(
      /event_dead_letter_messages\{queue="consumer_[^"]+\.events\.dlq",service="test"\} 0/,
    );
  });
});

describe('consumers', () => {
  it('apply an event delivered twice only once', async () => {
    let applied = 0;
    const consumer = await fixture.consume({ 'user.registered': async () => void (applied += 1) });
    const event = envelope('user.registered', userData('twice'));
    await fixture.bus.publish(event);
    await fixture.bus.publish(event);
    await waitFor(
      async () => {
        const values = (await fixture.metrics.eventsConsumed.get()).values;
        return values.some((v) => v.labels.outcome === 'duplicate' && v.value === 1);
      },
      { what: 'the duplicate to be seen' },
    );
    expect(applied).toBe(1);
    expect(consumer).toBeDefined();
  });

  it('retry a failing handler with back-off and apply the event when it recovers', async () => {
    let calls = 0;
    await fixture.consume({
      'user.registered': async () => {
        calls += 1;
        if (calls < 3) throw new Error('database briefly unavailable');
      },
    });
    await fixture.bus.publish(envelope('user.registered', userData('flaky')));
    // Counted once the event is recorded as applied and acknowledged, after the handler returns.
    const values = await waitFor(async () => {
      const counted = (await fixture.metrics.eventsConsumed.get()).values;
      return counted.some((v) => v.labels.outcome === 'handled') ? counted : null;
    });
    expect(calls).toBe(3);
    expect(values.find((v) => v.labels.outcome === 'retried')?.value).toBe(2);
    expect(values.find((v) => v.labels.outcome === 'handled')?.value).toBe(1);
  });

  it('park a message that always fails in the dead-letter queue after N tries, and keep flowing', async () => {
    let poisonCalls = 0;
    const handled: string[] = [];
    const consumer = await fixture.consume(
      {
        'user.disabled': async () => {
          poisonCalls += 1;
          throw new Error('cannot apply this');
        },
        'user.registered': async (event) => void handled.push(event.data.username),
      },
      { maxAttempts: 3, retryDelaysMs: [50] },
    );
    const poison = envelope('user.disabled', { userId: userData('p').userId, tenantId: null });
    await fixture.bus.publish(poison);
    await fixture.bus.publish(envelope('user.registered', userData('after-poison')));
    await waitFor(() => handled.includes('after-poison'), { what: 'the next event to flow' });

    const name = (consumer as unknown as { options: { name: string } }).options.name;
    const connection = await amqplib.connect(testInfra().rabbitUrl);
    const channel = await connection.createChannel();
    try {
      const parked = await waitFor(() => channel.get(queuesOf(name).deadLetter, { noAck: true }), {
        what: 'the poison message in the dead-letter queue',
      });
      expect(JSON.parse(parked.content.toString()).id).toBe(poison.id);
      expect(parked.properties.headers?.['x-attempts']).toBe(3);
      expect(String(parked.properties.headers?.['x-error'])).toContain('cannot apply this');
      expect(poisonCalls).toBe(3);
    } finally {
      await connection.close();
    }
  });

  /** Two copies of one event to a handler that takes 1.5 s; answers once the second is seen as a duplicate. */
  async function twoCopiesToASlowHandler(
    username: string,
    options: { maxAttempts?: number; retryDelaysMs: number[] },
  ) {
    let applied = 0;
    const consumer = await fixture.consume(
      {
        'user.registered': async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          applied += 1;
        },
      },
      options,
    );
    const event = envelope('user.registered', userData(username));
    await fixture.bus.publish(event);
    await fixture.bus.publish(event);
    await waitFor(
      async () =>
        (await fixture.metrics.eventsConsumed.get()).values.some(
          (v) => v.labels.outcome === 'duplicate' && v.value === 1,
        ),
      { what: 'the second copy to be seen as a duplicate', timeoutMs: 15_000 },
    );
    return { consumer, applied };
  }

  it('never park a copy of an event while another delivery of it is being handled', async () => {
    // The relay may publish an event again (its confirm came, its record did not): two copies, the
    // first handled for longer than every attempt of the other put together.
    const { consumer, applied } = await twoCopiesToASlowHandler('published-twice', {
      maxAttempts: 2,
      retryDelaysMs: [50],
    });
    expect(applied).toBe(1);

    const name = (consumer as unknown as { options: { name: string } }).options.name;
    const connection = await amqplib.connect(testInfra().rabbitUrl);
    try {
      const channel = await connection.createChannel();
      expect((await channel.checkQueue(queuesOf(name).deadLetter)).messageCount).toBe(0);
    } finally {
      await connection.close();
    }
  });

  it('look again at a claim another delivery holds soon, not after the longest back-off', async () => {
    // A failing handler would wait a minute before its second retry; a copy waiting on a claim does not.
    const { applied } = await twoCopiesToASlowHandler('waits-on-its-twin', { retryDelaysMs: [50, 60_000] });
    expect(applied).toBe(1);
  });

  it('park a message that is not a valid event at once', async () => {
    const consumer = await fixture.consume({ 'user.registered': async () => undefined });
    const name = (consumer as unknown as { options: { name: string } }).options.name;
    const connection = await amqplib.connect(testInfra().rabbitUrl);
    const channel = await connection.createChannel();
    try {
      channel.publish(fixture.bus.exchange, 'user.registered', Buffer.from('{"not":"an event"}'));
      const parked = await waitFor(() => channel.get(queuesOf(name).deadLetter, { noAck: true }));
      expect(parked.content.toString()).toBe('{"not":"an event"}');
    } finally {
      await connection.close();
    }
  });
});
