import { type Model, Schema, Types } from 'mongoose';
import { updateAtRevision } from '../src/data/revision-claims';
import { maxWriteAttempts, updateRevisioned } from '../src/data/revisioned-update';
import { outboxPlugin, outboxRows } from '../src/events/outbox';
import { testDatabaseForFile } from '../src/testing';
import { registered } from './support/event-fixture';

// A plain plan document stands for a store's: its name and colour are what the domain decides on.
interface Plan {
  id: string;
  name: string;
  colour: string;
}

interface PlanDocument {
  _id: Types.ObjectId;
  name: string;
  colour: string;
  revision: number;
}

const toPlan = (doc: PlanDocument): Plan => ({
  id: doc._id.toHexString(),
  name: doc.name,
  colour: doc.colour,
});

const database = testDatabaseForFile('kit_revisioned');
let Plans: Model<PlanDocument>;
/** Runs just before each revisioned write: another writer getting there first. */
let interfere: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const schema = new Schema<PlanDocument>(
    {
      name: { type: String, required: true },
      colour: { type: String, required: true },
      revision: { type: Number, default: 0 },
    },
    { versionKey: false },
  );
  schema.plugin(outboxPlugin);
  schema.pre('findOneAndUpdate', async () => {
    await interfere?.();
  });
  Plans = database().connection.model<PlanDocument>('Plan', schema);
});
afterEach(() => {
  interfere = null;
});

const newPlan = async () => (await Plans.create({ name: 'Weekly', colour: 'green' }))._id;
const eventsOf = async (id: Types.ObjectId) =>
  (await outboxRows(database().connection).find({ 'source.id': id }).toArray()).map((row) => row.event.id);

function renamePlan(id: Types.ObjectId, name: string, decided: Plan[] = []) {
  const event = registered('ada');
  return {
    event,
    run: () =>
      updateRevisioned({
        model: Plans,
        filter: { _id: id },
        label: `Plan ${id.toHexString()}`,
        toEntity: toPlan,
        decide: (before: Plan) => {
          decided.push(before);
          return { name };
        },
        announce: () => [event],
      }),
  };
}

describe('a revisioned update', () => {
  it('decides again when another write came in between, and keeps both changes', async () => {
    const id = await newPlan();
    let other = 0;
    interfere = async () => {
      if (other > 0) return;
      other += 1;
      await Plans.updateOne({ _id: id }, { $set: { colour: 'blue' }, $inc: { revision: 1 } });
    };
    const decided: Plan[] = [];
    const { event, run } = renamePlan(id, 'Fortnightly', decided);

    const result = await run();

    expect(decided.map((plan) => plan.colour)).toEqual(['green', 'blue']);
    expect(result).toEqual({
      before: { id: id.toHexString(), name: 'Weekly', colour: 'blue' },
      after: { id: id.toHexString(), name: 'Fortnightly', colour: 'blue' },
      changed: true,
    });
    expect(await Plans.findById(id).lean()).toMatchObject({
      name: 'Fortnightly',
      colour: 'blue',
      revision: 2,
    });
    expect(await eventsOf(id)).toEqual([event.id]);
  });

  it('keeps every one of several changes written at once (one writer per revision)', async () => {
    const id = await newPlan();
    const colours = ['red', 'amber', 'teal', 'plum', 'sand', 'rust'];
    await Promise.all(
      colours.map((colour) =>
        updateRevisioned({
          model: Plans,
          filter: { _id: id },
          label: `Plan ${id.toHexString()}`,
          toEntity: toPlan,
          decide: (before: Plan) => ({ colour: `${before.colour}+${colour}` }),
          announce: () => [],
        }),
      ),
    );
    const stored = await Plans.findById(id).lean();
    expect(stored?.revision).toBe(colours.length);
    expect(stored?.colour.split('+').slice(1).sort()).toEqual([...colours].sort());
    expect(await database().connection.collection('revision_claims').countDocuments({})).toBe(0);
  });

  it('writes only the fields that differ, and nothing at all when none does', async () => {
    const id = await newPlan();
    const written: Record<string, unknown>[] = [];
    const announced: Plan[] = [];
    const update = (changes: Partial<Plan>) =>
      updateRevisioned({
        model: Plans,
        filter: { _id: id },
        label: 'Plan',
        toEntity: toPlan,
        decide: () => changes,
        set: (effective) => {
          written.push(effective);
          return effective;
        },
        announce: (after) => {
          announced.push(after);
          return [registered('ada')];
        },
      });

    const unchanged = await update({ name: 'Weekly', colour: 'green' });
    const plan = { id: id.toHexString(), name: 'Weekly', colour: 'green' };
    expect(unchanged).toEqual({ before: plan, after: plan, changed: false });
    expect(written).toEqual([]);
    expect(announced).toEqual([]);
    expect(await Plans.findById(id).lean()).toMatchObject({ revision: 0 });
    expect(await Plans.findById(id).lean()).not.toHaveProperty('outbox');
    expect(await eventsOf(id)).toEqual([]);

    await update({ name: 'Weekly', colour: 'red' });
    expect(written).toEqual([{ colour: 'red' }]);
    expect(await Plans.findById(id).lean()).toMatchObject({ colour: 'red', revision: 1 });
  });

  it('answers null for no document, and makes it at the first change when told how', async () => {
    const missing = new Types.ObjectId();
    expect(await renamePlan(missing, 'Daily').run()).toBeNull();

    const event = registered('grace');
    const result = await updateRevisioned({
      model: Plans,
      filter: { _id: missing },
      label: 'Plan',
      toEntity: toPlan,
      decide: () => ({ name: 'Daily' }),
      announce: () => [event],
      absent: {
        reads: { id: missing.toHexString(), name: '', colour: 'green' },
        document: (after) => ({ _id: missing, name: after.name, colour: after.colour }),
      },
    });

    expect(result.after).toEqual({ id: missing.toHexString(), name: 'Daily', colour: 'green' });
    expect(await Plans.findById(missing).lean()).toMatchObject({ name: 'Daily', revision: 0 });
    expect(await eventsOf(missing)).toEqual([event.id]);
  });

  it(`gives up when another write comes in between ${maxWriteAttempts} times`, async () => {
    const id = await newPlan();
    interfere = async () => {
      await Plans.updateOne({ _id: id }, { $inc: { revision: 1 } });
    };
    const decided: Plan[] = [];
    const { run } = renamePlan(id, 'Fortnightly', decided);

    await expect(run()).rejects.toThrow(
      `Plan ${id.toHexString()} changed ${maxWriteAttempts} times while one change was being written`,
    );
    expect(decided).toHaveLength(maxWriteAttempts);
    expect(await Plans.findById(id).lean()).toMatchObject({ name: 'Weekly', revision: maxWriteAttempts });
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe('a write beside the revisioned writers', () => {
  const markAt = (id: Types.ObjectId, revision: number) =>
    updateAtRevision(database().connection, Plans.collection.collectionName, id, revision, {
      $set: { colour: 'marked' },
    });

  it('is not made while a writer holds the revision, nor onto one that moved on, and keeps the revision', async () => {
    const id = await newPlan();
    const during: boolean[] = [];
    interfere = async () => {
      interfere = null;
      during.push(await markAt(id, 0));
    };

    await renamePlan(id, 'Fortnightly').run();

    expect(during).toEqual([false]);
    expect(await markAt(id, 0)).toBe(false);
    expect(await markAt(id, 1)).toBe(true);
    expect(await Plans.findById(id).lean()).toMatchObject({
      name: 'Fortnightly',
      colour: 'marked',
      revision: 1,
    });
  });
});
