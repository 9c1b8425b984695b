import { type EventEnvelope, parseEvent, systemActor } from '@pickup/contracts';
import { type Model, Schema, Types } from 'mongoose';
import { ZodError } from 'zod';
import { MissingTenantScopeError, tenantScopedPlugin } from '../src/data/tenant-scope';
import { replayedEvent, replayPage, type ReplaySource } from '../src/events/replay';
import { testDatabaseForFile } from '../src/testing';

// Two collections of a service stand for any: households (one event each) and days worked (two).
interface Household {
  _id: Types.ObjectId;
  tenantId: string;
}

interface Day {
  _id: Types.ObjectId;
  tenantId: string;
  routeId: string;
  date: string;
  startedAt: Date;
  completedAt: Date;
}

const database = testDatabaseForFile('kit_replay');
let Households: Model<Household>;
let Days: Model<Day>;

const tenantA = new Types.ObjectId().toHexString();
const tenantB = new Types.ObjectId().toHexString();

const households = (tenantId: string, count: number): Household[] =>
  Array.from({ length: count }, () => ({ _id: new Types.ObjectId(), tenantId }));

const days = (tenantId: string, count: number): Day[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: new Types.ObjectId(),
    tenantId,
    routeId: new Types.ObjectId().toHexString(),
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    startedAt: new Date(Date.UTC(2026, 10, i + 1, 13)),
    completedAt: new Date(Date.UTC(2026, 10, i + 1, 17, 30)),
  }));

const householdsOfA = households(tenantA, 5);
const daysOfA = days(tenantA, 4);
const householdsOfB = households(tenantB, 3);
const daysOfB = days(tenantB, 2);

const householdSource = (): ReplaySource<unknown> => ({
  name: 'households',
  model: Households as Model<unknown>,
  tell: (doc) => {
    const household = doc as Household;
    const customerId = household._id.toHexString();
    return [
      replayedEvent(
        'customer.deleted',
        { customerId, userId: null },
        { tenantId: household.tenantId, key: customerId, occurredAt: household._id.getTimestamp() },
      ),
    ];
  },
});

const daySource = (): ReplaySource<unknown> => ({
  name: 'days',
  model: Days as Model<unknown>,
  tell: (doc) => {
    const day = doc as Day;
    const fact = (occurredAt: Date) => ({
      tenantId: day.tenantId,
      key: `${day.routeId}:${day.date}`,
      occurredAt,
    });
    const run = (at: Date) => ({
      routeId: day.routeId,
      name: 'Bangor Tuesday',
      date: day.date,
      at: at.toISOString(),
    });
    return [
      replayedEvent('route.started', run(day.startedAt), fact(day.startedAt)),
      replayedEvent('route.completed', run(day.completedAt), fact(day.completedAt)),
    ];
  },
});

const sources = () => [householdSource(), daySource()];

/** What an event is about: the household or the route's day. */
const subjectOf = (event: EventEnvelope): string => {
  const data = event.data as { customerId?: string; routeId?: string; date?: string };
  return data.customerId ?? `${data.routeId}:${data.date}`;
};

/** Every page of a business's replay, `limit` documents at a time. */
async function replayAll(tenantId: string, limit: number) {
  const pages: { events: EventEnvelope[]; next: string | null }[] = [];
  let after: string | undefined;
  do {
    const page = await replayPage(sources(), { tenantId, limit, ...(after ? { after } : {}) });
    pages.push(page);
    after = page.next ?? undefined;
  } while (after !== undefined);
  return { pages, events: pages.flatMap((page) => page.events) };
}

const idOrder = (a: { _id: Types.ObjectId }, b: { _id: Types.ObjectId }) =>
  a._id.toHexString().localeCompare(b._id.toHexString());

/** The business's subjects in the order the replay must tell them: each source's documents by _id. */
const expectedSubjects = (ofHouseholds: Household[], ofDays: Day[]) => [
  ...[...ofHouseholds].sort(idOrder).map((household) => household._id.toHexString()),
  ...[...ofDays].sort(idOrder).flatMap((day) => [`${day.routeId}:${day.date}`, `${day.routeId}:${day.date}`]),
];

beforeAll(async () => {
  const householdSchema = new Schema<Household>({}, { versionKey: false });
  householdSchema.plugin(tenantScopedPlugin);
  const daySchema = new Schema<Day>(
    {
      routeId: { type: String, required: true },
      date: { type: String, required: true },
      startedAt: { type: Date, required: true },
      completedAt: { type: Date, required: true },
    },
    { versionKey: false },
  );
  daySchema.plugin(tenantScopedPlugin);
  Households = database().connection.model('Household', householdSchema);
  Days = database().connection.model('Day', daySchema);
  // Inserted in turns, so neither business's documents sit together in either collection.
  await Households.insertMany([...householdsOfA, ...householdsOfB].sort(() => Math.random() - 0.5));
  await Days.insertMany([...daysOfB, ...daysOfA]);
});

describe('replayPage', () => {
  it('walks every document of the business once, in order, across its sources, a few at a time', async () => {
    const { pages, events } = await replayAll(tenantA, 2);
    // Nine documents, two a page: five pages, the last ending the replay.
    expect(pages.map((page) => page.next === null)).toEqual([false, false, false, false, true]);
    // A page ends at a document's end: a day's two events are never split across pages.
    expect(pages.map((page) => page.events.length)).toEqual([2, 2, 3, 4, 2]);
    expect(events.map(subjectOf)).toEqual(expectedSubjects(householdsOfA, daysOfA));
    expect(events.every((event) => event.tenantId === tenantA)).toBe(true);
    expect(events.map((event) => parseEvent(event))).toEqual(events);
    expect(events.every((event) => event.actor.role === systemActor.role)).toBe(true);

    const ofB = await replayAll(tenantB, 500);
    expect(ofB.pages).toHaveLength(1);
    expect(ofB.events.map(subjectOf)).toEqual(expectedSubjects(householdsOfB, daysOfB));
  });

  it('tells each fact at the moment it became true', async () => {
    const { events } = await replayAll(tenantA, 500);
    const [first] = [...daysOfA].sort(idOrder);
    const ofFirst = events.filter((event) => subjectOf(event) === `${first?.routeId}:${first?.date}`);
    expect(ofFirst.map((event) => [event.type, event.occurredAt])).toEqual([
      ['route.started', first?.startedAt.toISOString()],
      ['route.completed', first?.completedAt.toISOString()],
    ]);
  });

  it('gives the same ids on a second replay, and different facts different ids', async () => {
    const first = await replayAll(tenantA, 3);
    const second = await replayAll(tenantA, 500);
    expect(second.events.map((event) => event.id)).toEqual(first.events.map((event) => event.id));
    expect(new Set(first.events.map((event) => event.id)).size).toBe(first.events.length);
  });

  it('starts over from a cursor it does not know: another version’s source, an id its source cannot hold, or no cursor at all', async () => {
    const whole = await replayPage(sources(), { tenantId: tenantA, limit: 500 });
    const unknown = [
      'visits:' + new Types.ObjectId().toHexString(),
      'households:garbage',
      'no-separator',
      '',
    ];
    for (const after of unknown) {
      expect(await replayPage(sources(), { tenantId: tenantA, limit: 500, after })).toEqual(whole);
    }
  });

  it('goes on after a document deleted since the cursor named it', async () => {
    const whole = await replayPage(sources(), { tenantId: tenantA, limit: 500 });
    // The business's first household: its id is older than any other.
    const gone = { _id: Types.ObjectId.createFromTime(1), tenantId: tenantA };
    await Households.create(gone);
    const first = await replayPage(sources(), { tenantId: tenantA, limit: 1 });
    expect(first.next).toBe(`households:${gone._id.toHexString()}`);
    await Households.deleteOne({ tenantId: tenantA, _id: gone._id });
    const rest = await replayPage(sources(), { tenantId: tenantA, limit: 500, after: first.next ?? '' });
    expect(rest).toEqual(whole);
  });

  it('refuses an event whose data breaks the catalogue, alone or within a page', async () => {
    const occurredAt = new Date();
    expect(() =>
      replayedEvent(
        'customer.deleted',
        { customerId: 'not-an-id', userId: null },
        { tenantId: tenantA, key: 'x', occurredAt },
      ),
    ).toThrow(ZodError);
    const broken: ReplaySource<unknown> = {
      ...householdSource(),
      tell: () => [
        replayedEvent(
          'route.started',
          {
            routeId: new Types.ObjectId().toHexString(),
            name: 'R',
            date: 'Tuesday',
            at: occurredAt.toISOString(),
          },
          { tenantId: tenantA, key: 'x', occurredAt },
        ),
      ],
    };
    await expect(replayPage([broken], { tenantId: tenantA, limit: 500 })).rejects.toThrow(ZodError);
  });

  it('refuses to replay without a business', async () => {
    await expect(replayPage(sources(), { tenantId: '', limit: 500 })).rejects.toThrow(
      MissingTenantScopeError,
    );
  });
});
