import { systemActor } from '@pickup/contracts';
import amqplib from 'amqplib';
import { queuesOf } from '../src/events/consumer';
import { stageEvent, stageEventInUpdate } from '../src/events/outbox';
import { testInfra, waitFor } from '../src/testing';
import { envelope, eventFixture, userData } from './event-fixture';

let fixture: Awaited<ReturnType<typeof eventFixture>>;

beforeEach(async () => {
  fixture = await eventFixture();
});
afterEach(() => fixture.close());

describe('the outbox', () => {
  it('stores the event with the change in one write and delivers it once the relay runs', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });

    const user = new fixture.User({ username: 'ada' });
    stageEvent(user, 'user.registered', userData('ada'), { tenantId: null, actor: systemActor });
    await user.save();
    const stored = await fixture.User.collection.findOne({ _id: user._id });
    expect(stored).toMatchObject({ username: 'ada' });
    expect(stored?.outbox).toHaveLength(1);

    fixture.relay.start();
    await waitFor(() => received.length === 1, { what: 'the event to arrive' });
    expect(received).toEqual(['ada']);
    const after = await waitFor(async () => {
      const doc = await fixture.User.collection.findOne({ _id: user._id });
      return doc?.outbox?.length === 0 ? doc : null;
    });
    expect(after.outbox).toEqual([]);
  });

  it('publishes several events of one document in the order they were staged', async () => {
    const received: string[] = [];
    await fixture.consume({
      'user.registered': async (event) => void received.push(`registered:${event.data.username}`),
      'user.disabled': async () => void received.push('disabled'),
    });
    const user = new fixture.User({ username: 'bea' });
    stageEvent(user, 'user.registered', userData('bea'), { tenantId: null, actor: systemActor });
    stageEvent(
      user,
      'user.disabled',
      { userId: userData('bea').userId, tenantId: null },
      { tenantId: null, actor: systemActor },
    );
    await user.save();
    fixture.relay.start();
    await waitFor(() => received.length === 2);
    expect(received).toEqual(['registered:bea', 'disabled']);
  });

  it('finds events staged by an update statement, which tells the relay nothing, by its scan', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });
    const user = await fixture.User.create({ username: 'cy' });
    await fixture.User.updateOne(
      { _id: user._id },
      {
        $set: { disabled: false },
        ...stageEventInUpdate('user.registered', userData('cy'), { tenantId: null, actor: systemActor }),
      },
    );
    fixture.relay.start();
    await waitFor(() => received.length === 1, { what: 'the scan to find the event' });
    expect(received).toEqual(['cy']);
  });

  it('refuses to stage data that does not match the event contract', () => {
    const user = new fixture.User({ username: 'x' });
    expect(() =>
      stageEvent(
        user,
        'user.registered',
        { ...userData('x'), email: 'not-an-email' },
        { tenantId: null, actor: systemActor },
      ),
    ).toThrow();
    expect(user.get('outbox') ?? []).toHaveLength(0);
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
    await waitFor(() => calls === 3);
    const values = (await fixture.metrics.eventsConsumed.get()).values;
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
