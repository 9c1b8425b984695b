import { type DomainEvent, toEnvelope } from '../src/events/domain-event';
import {
  deleteOneWithEvents,
  type DocumentId,
  insertRows,
  intentRows,
  outboxRow,
  publishedEvents,
  stageEvents,
} from '../src/events/outbox';
import { waitFor } from '../src/testing';
import { disabled, eventFixture, type EventFixture, registered } from './support/event-fixture';

// Each test leaves the database exactly as a process that died at one point of the outbox
// protocol would, then starts a fresh relay (the restarted process) and checks the outcome:
// no event lost, none published for a write that did not happen, a re-publish applied once.

let fixture: EventFixture;
let applied: string[];

beforeEach(async () => {
  fixture = await eventFixture();
  applied = [];
  await fixture.consume({
    'user.registered': async (event) => void applied.push(event.id),
    'user.disabled': async (event) => void applied.push(event.id),
  });
});
afterEach(() => fixture.close());

const collection = () => fixture.User.collection.collectionName;
const handledOutcomes = async () => {
  const values = (await fixture.metrics.eventsConsumed.get()).values;
  return Object.fromEntries(values.map((v) => [String(v.labels.outcome), v.value]));
};
const drained = () =>
  waitFor(async () => (await fixture.rows()).length === 0, { what: 'the outbox to drain' });
/** What a delete leaves after writing its intent, before anything else. */
const leaveIntent = (event: DomainEvent, id: DocumentId) =>
  intentRows(fixture.mongo.connection).insertOne({
    _id: event.id,
    event,
    source: { collection: collection(), id },
    fence: event.id,
    createdAt: new Date(),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a crash between the write and its copy to the outbox', () => {
  it('leaves the event in the document, and the restarted relay restores and publishes it', async () => {
    const event = registered('orphan');
    // The write happened (the event is in the document); the copy never did.
    const { insertedId } = await fixture.User.collection.insertOne({
      username: 'orphan',
      outbox: { [event.id]: event },
    } as never);
    expect(await fixture.rows()).toEqual([]);

    const relay = await fixture.newRelay({ graceMs: 0 });
    expect(await relay.reconcile()).toEqual({ restored: 1, confirmed: 0, dropped: 0 });
    relay.start();
    await waitFor(() => applied.length === 1, { what: 'the restored event' });
    await drained();
    expect(applied).toEqual([event.id]);
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 0 });
    expect((await fixture.User.collection.findOne({ _id: insertedId }))?.outbox).toEqual({});
  });

  it('leaves an event younger than the grace period alone: its write may still be copying it', async () => {
    const event = registered('in-flight');
    await fixture.User.collection.insertOne({
      username: 'in-flight',
      outbox: { [event.id]: event },
    } as never);
    const relay = await fixture.newRelay({ graceMs: 60_000 });
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 0 });
  });

  it('publishes an event that was too young at the restart once it comes of age, not minutes later', async () => {
    // The process died just after the write: the restarted relay's first reconcile finds the
    // event younger than the grace period and must look again when it is not.
    const event = registered('just-written');
    await fixture.User.collection.insertOne({
      username: 'just-written',
      outbox: { [event.id]: event },
    } as never);
    const relay = await fixture.newRelay({ graceMs: 1000, reconcileEveryMs: 10 * 60_000 });
    relay.start();
    await waitFor(() => applied.length === 1, { what: 'the event, once of age', timeoutMs: 15_000 });
    expect(applied).toEqual([event.id]);
  });
});

describe('a write that failed', () => {
  it('publishes nothing: its event was never stored anywhere', async () => {
    await fixture.User.collection.createIndex({ username: 1 }, { unique: true });
    const first = new fixture.User({ username: 'taken' });
    await first.save();
    const refused = new fixture.User({ username: 'taken' });
    const event = registered('taken');
    stageEvents(refused, [event]);
    await expect(refused.save()).rejects.toThrow();

    const relay = await fixture.newRelay({ graceMs: 0 });
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 0 });
    relay.start();
    await settle();
    expect(applied).toEqual([]);
    expect(await fixture.rows()).toEqual([]);
  });
});

describe('a crash after publishing', () => {
  it('before it was recorded as published: the event goes out again and is applied once', async () => {
    const event = registered('twice');
    const user = new fixture.User({ username: 'twice' });
    stageEvents(user, [event]);
    await user.save();
    // The broker had it; the process died before recording it and deleting the row.
    await fixture.bus.publish(toEnvelope(event));
    await waitFor(() => applied.length === 1);

    (await fixture.newRelay()).start();
    await drained();
    await waitFor(async () => (await handledOutcomes()).duplicate === 1, {
      what: 'the repeat to be recognised',
    });
    expect(applied).toEqual([event.id]);
  });

  it('after it was recorded, before its row went: published again, applied once, its copy cleared', async () => {
    const event = registered('row-left');
    const { insertedId } = await fixture.User.collection.insertOne({
      username: 'row-left',
      outbox: { [event.id]: event },
    } as never);
    await insertRows(fixture.mongo.connection, [
      outboxRow(event, { collection: collection(), id: insertedId }),
    ]);
    await fixture.bus.publish(toEnvelope(event));
    await publishedEvents(fixture.mongo.connection).create({
      _id: event.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await waitFor(() => applied.length === 1);

    const relay = await fixture.newRelay({ graceMs: 0 });
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 0 });
    expect((await fixture.User.collection.findOne({ _id: insertedId }))?.outbox).toEqual({});
    relay.start();
    await drained();
    await waitFor(async () => (await handledOutcomes()).duplicate === 1);
    expect(applied).toEqual([event.id]);
  });
});

describe('a delete', () => {
  it('that never happened after its intent was written: the intent is dropped and the document fenced', async () => {
    const event = disabled();
    const user = await fixture.User.create({ username: 'stays' });
    await leaveIntent(event, user._id);

    const relay = await fixture.newRelay({ graceMs: 0 });
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 0, dropped: 1 });
    relay.start();
    await settle();
    expect(applied).toEqual([]);
    expect(await fixture.rows()).toEqual([]);
    expect(await intentRows(fixture.mongo.connection).countDocuments({})).toBe(0);
    // The document stays, and a delete that arrives that late cannot announce anything now.
    expect(await fixture.User.collection.findOne({ _id: user._id })).toMatchObject({ outboxFence: event.id });
    expect(await fixture.User.exists({ _id: user._id })).toBeTruthy();
  });

  it('that happened before its intents were marked ready: the restarted relay publishes them', async () => {
    const event = disabled();
    const user = await fixture.User.create({ username: 'gone' });
    await leaveIntent(event, user._id);
    await fixture.User.collection.deleteOne({ _id: user._id });

    const relay = await fixture.newRelay({ graceMs: 0 });
    expect(await relay.reconcile()).toEqual({ restored: 0, confirmed: 1, dropped: 0 });
    relay.start();
    await waitFor(() => applied.length === 1);
    await drained();
    expect(applied).toEqual([event.id]);
  });

  it('of a document already fenced does nothing and announces nothing', async () => {
    const user = await fixture.User.create({ username: 'fenced' });
    const event = disabled();
    await fixture.User.collection.updateOne({ _id: user._id }, { $set: { outboxFence: event.id } });
    // The fence is the first event's id: a retry of the very delete the relay gave up on.
    expect(await deleteOneWithEvents(fixture.User, { _id: user._id }, [event])).toBe(false);
    expect(await fixture.User.exists({ _id: user._id })).toBeTruthy();
    expect(await fixture.rows()).toEqual([]);
  });
});
