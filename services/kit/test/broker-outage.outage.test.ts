import { stageEvents } from '../src/events/outbox';
import { broker, waitFor } from '../src/testing';
import { envelope, eventFixture, registered, userData } from './support/event-fixture';

// These tests stop the shared broker, so the test command runs them alone, after the rest.
let fixture: Awaited<ReturnType<typeof eventFixture>>;

beforeEach(async () => {
  fixture = await eventFixture();
});
afterEach(async () => {
  await broker.start();
  await fixture.close();
});

describe('a broker outage', () => {
  it('delays an event written while RabbitMQ is down until it is back, and loses nothing', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });
    (await fixture.newRelay()).start();

    await broker.stop();
    await waitFor(() => !fixture.bus.isConnected(), { what: 'the bus to notice the outage' });
    const user = new fixture.User({ username: 'during-outage' });
    stageEvents(user, [registered('during-outage')]);
    await user.save();

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    // Kept in the document and the outbox while nothing can be published.
    expect(
      Object.keys((await fixture.User.collection.findOne({ _id: user._id }))?.outbox ?? {}),
    ).toHaveLength(1);
    expect(await fixture.rows()).toHaveLength(1);

    await broker.start();
    await waitFor(() => received.length > 0, {
      timeoutMs: 30_000,
      what: 'the event after the broker returned',
    });
    expect(received).toEqual(['during-outage']);
    await waitFor(async () => (await fixture.rows()).length === 0, { what: 'the outbox to drain' });
  });

  it('reconnects publishers and consumers after a broker restart', async () => {
    const received: string[] = [];
    await fixture.consume({ 'user.registered': async (event) => void received.push(event.data.username) });
    await fixture.bus.publish(envelope('user.registered', userData('before-restart')));
    await waitFor(() => received.includes('before-restart'));

    await broker.stop();
    await waitFor(() => !fixture.bus.isConnected());
    await broker.start();
    await waitFor(() => fixture.bus.isConnected(), { timeoutMs: 30_000, what: 'the bus to reconnect' });

    await waitFor(
      async () => {
        await fixture.bus.publish(envelope('user.registered', userData('after-restart')));
        return true;
      },
      { timeoutMs: 15_000 },
    );
    await waitFor(() => received.includes('after-restart'), {
      timeoutMs: 15_000,
      what: 'the consumer to resume',
    });
  });
});
