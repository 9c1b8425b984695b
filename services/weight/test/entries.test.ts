import {
  weightEntriesResult,
  weightEntryResult,
  weightHistoryResult,
  weightMessages,
  recentWeightEntriesResult,
} from '@pickup/contracts';
import { stillNeedsReview } from '../src/domain/entries';
import { newId, today, weightForTests } from './support/weight-fixture';

const weight = weightForTests();

type Headers = Record<string, string>;

const record = (owner: Headers, body: object) =>
  weight().api().post('/api/weight-entries').set(owner).send(body);
const edit = (owner: Headers, id: string, body: object) =>
  weight().api().put(`/api/weight-entries/${id}`).set(owner).send(body);
const resolve = (owner: Headers, id: string, body: object = {}) =>
  weight().api().patch(`/api/weight-entries/${id}/resolve`).set(owner).send(body);
const historyOf = async (owner: Headers, id: string) => {
  const res = await weight().api().get(`/api/weight-entries/${id}/history`).set(owner);
  expect(res.status).toBe(200);
  return weightHistoryResult.parse(res.body).history;
};

/** A business with one customer. */
async function businessWithCustomer(overrides: object = {}) {
  const business = weight().business();
  const customer = await weight().customer(business.tenantId, overrides);
  return { ...business, customer };
}

async function recorded(owner: Headers, body: object) {
  const res = await record(owner, body);
  expect(res.status).toBe(201);
  return weightEntryResult.parse(res.body).entry;
}

describe('recording a weight', () => {
  it("records a processed entry under the customer's own name and bucket, dated the business's today", async () => {
    const { owner, customer } = await businessWithCustomer({
      firstName: 'Ada',
      lastName: 'Birch',
      bucketNumber: 'B-042',
    });
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      customerName: 'Someone Else',
      weight: 12.5,
      materialTypes: ['Food scraps', 'Coffee grounds'],
      notes: 'Heavy this week',
    });
    expect(entry).toMatchObject({
      customerId: customer.customerId,
      customerName: 'Ada Birch',
      bucketNumber: 'B-042',
      weight: 12.5,
      materialTypes: ['Food scraps', 'Coffee grounds'],
      contamination: [],
      pickupDate: today,
      entryDate: today,
      notes: 'Heavy this week',
      status: 'processed',
      reviewReason: null,
      source: 'manual',
      routeId: null,
      resolvedAt: null,
      resolvedBy: null,
    });
    const events = await weight().probe.waitForEvents('weight.recorded', (e) => e.data.entryId === entry.id);
    expect(events[0]?.data).toMatchObject({
      customerId: customer.customerId,
      weight: 12.5,
      status: 'processed',
    });
    expect(
      weight().probe.matching('weight.contamination.detected', (e) => e.data.entryId === entry.id),
    ).toEqual([]);
  });

  it('keeps the pickup and entry dates and the status asked for', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      weight: 8,
      pickupDate: '2026-11-20',
      entryDate: '2026-11-21',
      status: 'pending',
    });
    expect(entry).toMatchObject({ pickupDate: '2026-11-20', entryDate: '2026-11-21', status: 'pending' });
  });

  it("answers 'Please enter a weight value.' without a weight, and refuses impossible weights", async () => {
    const { owner, customer } = await businessWithCustomer();
    const messageOf = async (body: object) => {
      const res = await record(owner, { customerId: customer.customerId, ...body });
      expect(res.status).toBe(400);
      return res.body.details.map((detail: { message: string }) => detail.message);
    };
    expect(await messageOf({})).toContain(weightMessages.weightRequired);
    expect(await messageOf({ weight: 0 })).toContain(weightMessages.weightPositive);
    expect(await messageOf({ weight: -3 })).toContain(weightMessages.weightPositive);
    expect(await messageOf({ weight: 12.25 })).toContain(weightMessages.weightOneDecimal);
    expect(await messageOf({ weight: 500.1 })).toContain(weightMessages.weightTooHigh);
    expect((await record(owner, { customerId: customer.customerId, weight: 500 })).status).toBe(201);
    const badChoice = await record(owner, {
      customerId: customer.customerId,
      weight: 5,
      contamination: ['Paper'],
    });
    expect(badChoice.status).toBe(400);
  });

  it('answers 404 for a customer the business does not have, or another business has', async () => {
    const { owner } = await businessWithCustomer();
    const other = await businessWithCustomer();
    for (const customerId of [newId(), other.customer.customerId]) {
      const res = await record(owner, { customerId, weight: 10 });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(weightMessages.customerNotFound);
    }
  });

  it('sends contamination to review and announces what was found, once', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      weight: 10,
      contamination: ['Glass', 'Plastic'],
    });
    expect(entry.status).toBe('needs_review');
    expect(entry.reviewReason).toBe(weightMessages.contaminationReason(['Glass', 'Plastic']));
    const [detected] = await weight().probe.waitForEvents(
      'weight.contamination.detected',
      (e) => e.data.entryId === entry.id,
    );
    expect(detected?.data).toEqual({
      entryId: entry.id,
      customerId: customer.customerId,
      materials: ['Glass', 'Plastic'],
      pickupDate: today,
    });

    // An unrelated edit announces nothing new; a new material announces only itself.
    await edit(owner, entry.id, { notes: 'Rinsed jars' });
    await edit(owner, entry.id, { contamination: ['Glass', 'Plastic', 'Metal'] });
    const found = await weight().probe.waitForEvents(
      'weight.contamination.detected',
      (e) => e.data.entryId === entry.id,
      2,
    );
    await weight().probe.waitForEvents('weight.updated', (e) => e.data.entryId === entry.id, 2);
    expect(found.map((e) => e.data.materials)).toEqual([['Glass', 'Plastic'], ['Metal']]);
  });

  it("sends a weight far outside the household's usual to review, at the rule's edges", async () => {
    const { owner, customer } = await businessWithCustomer();
    const statusOf = async (lbs: number) =>
      (await recorded(owner, { customerId: customer.customerId, weight: lbs })).status;
    for (const lbs of [10, 10, 10]) await statusOf(lbs);
    // Median 10 and a factor of 2.5: 25 and 4 are usual, 25.1 and 3.9 are not.
    expect(await statusOf(25)).toBe('processed');
    const heavy = await recorded(owner, { customerId: customer.customerId, weight: 25.1 });
    expect(heavy.status).toBe('needs_review');
    expect(heavy.reviewReason).toBe(weightMessages.unusualWeightReason(25.1, 10));
    // The median of the processed 25, 10, 10 and 10 is 10.
    expect(await statusOf(4)).toBe('processed');
    expect(await statusOf(3.9)).toBe('needs_review');
  });

  it('judges no weight unusual before the household has three processed entries', async () => {
    const { owner, customer } = await businessWithCustomer();
    for (const lbs of [10, 10]) await recorded(owner, { customerId: customer.customerId, weight: lbs });
    expect((await recorded(owner, { customerId: customer.customerId, weight: 90 })).status).toBe('processed');
  });

  it('is for owners only', async () => {
    const { tenantId, customer } = await businessWithCustomer();
    const res = await record(weight().auth('customer', tenantId), {
      customerId: customer.customerId,
      weight: 5,
    });
    expect(res.status).toBe(403);
    expect((await weight().api().post('/api/weight-entries').send({ weight: 5 })).status).toBe(401);
  });
});

describe('the entries list', () => {
  it('finds entries by name or bucket number, by status and pickup dates, newest pickup first, a page at a time', async () => {
    const { tenantId, owner } = weight().business();
    const ada = await weight().customer(tenantId, {
      firstName: 'Ada',
      lastName: 'Birch',
      bucketNumber: 'B-100',
    });
    const cy = await weight().customer(tenantId, { firstName: 'Cy', lastName: 'Oak', bucketNumber: 'B-200' });
    const a1 = await recorded(owner, { customerId: ada.customerId, weight: 5, pickupDate: '2026-11-10' });
    const a2 = await recorded(owner, { customerId: ada.customerId, weight: 6, pickupDate: '2026-11-17' });
    const c1 = await recorded(owner, {
      customerId: cy.customerId,
      weight: 7,
      pickupDate: '2026-11-12',
      contamination: ['Rubber'],
    });
    const other = weight().business();
    const stranger = await weight().customer(other.tenantId, { firstName: 'Ada', lastName: 'Birch' });
    await recorded(other.owner, { customerId: stranger.customerId, weight: 9 });

    const list = async (query: Record<string, string | number>) => {
      const res = await weight().api().get('/api/weight-entries').query(query).set(owner);
      expect(res.status).toBe(200);
      return weightEntriesResult.parse(res.body);
    };
    const ids = async (query: Record<string, string | number>) =>
      (await list(query)).entries.map((e) => e.id);

    expect(await ids({})).toEqual([a2.id, c1.id, a1.id]);
    expect(await ids({ search: 'ada' })).toEqual([a2.id, a1.id]);
    expect(await ids({ search: 'b-2' })).toEqual([c1.id]);
    expect(await ids({ status: 'needs_review' })).toEqual([c1.id]);
    expect(await ids({ status: 'processed' })).toEqual([a2.id, a1.id]);
    expect(await ids({ from: '2026-11-11', to: '2026-11-16' })).toEqual([c1.id]);
    const page = await list({ limit: 2, page: 2 });
    expect(page.entries.map((e) => e.id)).toEqual([a1.id]);
    expect(page.pagination).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });

    const bad = await weight().api().get('/api/weight-entries').query({ status: 'lost' }).set(owner);
    expect(bad.status).toBe(400);
  });

  it('lists the entries recorded last', async () => {
    const { owner, customer } = await businessWithCustomer();
    const first = await recorded(owner, {
      customerId: customer.customerId,
      weight: 5,
      pickupDate: '2026-11-20',
    });
    const second = await recorded(owner, {
      customerId: customer.customerId,
      weight: 6,
      pickupDate: '2026-11-01',
    });
    const res = await weight().api().get('/api/weight-entries/recent').set(owner);
    expect(res.status).toBe(200);
    expect(recentWeightEntriesResult.parse(res.body).entries.map((e) => e.id)).toEqual([second.id, first.id]);
  });
});

describe('one entry', () => {
  it("answers 404 for an unknown id and another business's entry, on every call", async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      weight: 5,
      contamination: ['Glass'],
    });
    const stranger = weight().business().owner;
    for (const id of [entry.id, newId()]) {
      const calls = [
        weight().api().get(`/api/weight-entries/${id}`).set(stranger),
        edit(stranger, id, { weight: 6 }),
        resolve(stranger, id),
        weight().api().get(`/api/weight-entries/${id}/history`).set(stranger),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(weightMessages.entryNotFound);
      }
    }
    const mine = await weight().api().get(`/api/weight-entries/${entry.id}`).set(owner);
    expect(weightEntryResult.parse(mine.body).entry).toEqual(entry);
    expect((await weight().api().get('/api/weight-entries/not-an-id').set(owner)).status).toBe(400);
  });
});

describe('editing an entry', () => {
  it('changes any of its fields, and its history says who, what and why', async () => {
    const { tenantId, ownerId, owner, customer } = await businessWithCustomer();
    await weight().ownerNamed(tenantId, ownerId, 'Sam', 'Rivers');
    const entry = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    const res = await edit(owner, entry.id, {
      weight: 5.5,
      materialTypes: ['Yard waste'],
      notes: 'Re-weighed',
      pickupDate: '2026-11-23',
      bucketNumber: 'B-001-2',
      changeReason: 'Scale was off',
    });
    expect(res.status).toBe(200);
    const edited = weightEntryResult.parse(res.body).entry;
    expect(edited).toMatchObject({
      weight: 5.5,
      materialTypes: ['Yard waste'],
      notes: 'Re-weighed',
      pickupDate: '2026-11-23',
      bucketNumber: 'B-001-2',
      status: 'processed',
    });
    const history = await historyOf(owner, entry.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'created',
      changedBy: 'Sam Rivers',
      previousStatus: null,
      newStatus: 'processed',
    });
    expect(history[1]).toMatchObject({
      action: 'updated',
      changedBy: 'Sam Rivers',
      changeReason: 'Scale was off',
      notes: 'Re-weighed',
      previousStatus: 'processed',
      newStatus: 'processed',
      changedFields: ['weight', 'bucketNumber', 'materialTypes', 'notes', 'pickupDate'],
    });
    const [updated] = await weight().probe.waitForEvents(
      'weight.updated',
      (e) => e.data.entryId === entry.id,
    );
    expect(updated?.data).toMatchObject({ weight: 5.5, previousStatus: 'processed', status: 'processed' });
  });

  it('keeps every one of several edits made at once', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    const notes = ['First', 'Second', 'Third', 'Fourth'];
    const answers = await Promise.all(notes.map((note) => edit(owner, entry.id, { notes: note })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const history = await historyOf(owner, entry.id);
    expect(
      history
        .map((item) => item.notes)
        .slice(1)
        .sort(),
    ).toEqual([...notes].sort());
  });

  it('writes nothing when nothing differs, and asks for a field when none is given', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    const same = await edit(owner, entry.id, { weight: 5 });
    expect(same.status).toBe(200);
    expect(await historyOf(owner, entry.id)).toHaveLength(1);
    const empty = await edit(owner, entry.id, { changeReason: 'Nothing' });
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { message: string }) => d.message)).toContain(
      weightMessages.nothingToUpdate,
    );
    expect((await edit(owner, entry.id, { status: 'pending_weight' })).status).toBe(400);
  });

  it('sends a processed entry to review when the new weight or new contamination calls for it, never back', async () => {
    const { owner, customer } = await businessWithCustomer();
    for (const lbs of [10, 10, 10]) await recorded(owner, { customerId: customer.customerId, weight: lbs });
    const entry = await recorded(owner, { customerId: customer.customerId, weight: 11 });
    const heavier = weightEntryResult.parse((await edit(owner, entry.id, { weight: 30 })).body).entry;
    expect(heavier).toMatchObject({
      status: 'needs_review',
      reviewReason: weightMessages.unusualWeightReason(30, 10),
    });
    // Back to a usual weight: it stays in review until resolved.
    const lighter = await edit(owner, entry.id, { weight: 10 });
    expect(lighter.body.entry.status).toBe('needs_review');
    const history = await historyOf(owner, entry.id);
    expect(history.map((item) => [item.previousStatus, item.newStatus])).toEqual([
      [null, 'processed'],
      ['processed', 'needs_review'],
      ['needs_review', 'needs_review'],
    ]);
    expect(history[1]?.changedFields).toEqual(['weight', 'status']);

    const other = await recorded(owner, { customerId: customer.customerId, weight: 10 });
    const contaminated = await edit(owner, other.id, { contamination: ['Grease'] });
    expect(contaminated.body.entry).toMatchObject({
      status: 'needs_review',
      reviewReason: weightMessages.contaminationReason(['Grease']),
    });
  });

  it('takes an entry out of review only by resolving it', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      weight: 5,
      contamination: ['Metal'],
    });
    const res = await edit(owner, entry.id, { status: 'processed' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(stillNeedsReview);
    expect((await edit(owner, entry.id, { status: 'needs_review', notes: 'Checked' })).status).toBe(200);
  });

  it('lets the owner flag an entry for review or mark it pending', async () => {
    const { owner, customer } = await businessWithCustomer();
    const entry = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    const flagged = await edit(owner, entry.id, { status: 'needs_review', changeReason: 'Looks wet' });
    expect(flagged.body.entry).toMatchObject({ status: 'needs_review', reviewReason: 'Looks wet' });
    const other = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    expect((await edit(owner, other.id, { status: 'pending' })).body.entry.status).toBe('pending');
  });
});

describe('resolving an entry', () => {
  it('moves a needs_review entry to processed, crediting the signed-in owner by name', async () => {
    const { tenantId, ownerId, owner, customer } = await businessWithCustomer();
    await weight().ownerNamed(tenantId, ownerId, 'Sam', 'Rivers');
    const entry = await recorded(owner, {
      customerId: customer.customerId,
      weight: 5,
      contamination: ['Glass'],
    });
    const res = await resolve(owner, entry.id, {
      resolvedBy: 'Someone Else',
      resolutionNotes: 'Spoke to the household',
    });
    expect(res.status).toBe(200);
    const resolved = weightEntryResult.parse(res.body).entry;
    expect(resolved).toMatchObject({
      status: 'processed',
      reviewReason: null,
      resolvedBy: 'Sam Rivers',
      resolutionNotes: 'Spoke to the household',
      resolvedAt: expect.any(String),
    });
    const history = await historyOf(owner, entry.id);
    expect(history[1]).toMatchObject({
      action: 'resolved',
      changedBy: 'Sam Rivers',
      changeReason: weightMessages.contaminationReason(['Glass']),
      notes: 'Spoke to the household',
      previousStatus: 'needs_review',
      newStatus: 'processed',
    });
    const [event] = await weight().probe.waitForEvents('weight.resolved', (e) => e.data.entryId === entry.id);
    expect(event?.data).toMatchObject({
      status: 'processed',
      resolvedBy: 'Sam Rivers',
      resolvedAt: resolved.resolvedAt,
    });

    const again = await resolve(owner, entry.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(weightMessages.notNeedingReview);
  });

  it("credits 'Business owner' when the owner's name is not known, and refuses a processed entry", async () => {
    const { owner, customer } = await businessWithCustomer();
    const processed = await recorded(owner, { customerId: customer.customerId, weight: 5 });
    const refused = await resolve(owner, processed.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(weightMessages.notNeedingReview);
    const review = await recorded(owner, {
      customerId: customer.customerId,
      weight: 5,
      contamination: ['Rubber'],
    });
    const res = await resolve(owner, review.id);
    expect(res.body.entry.resolvedBy).toBe('Business owner');
    expect((await historyOf(owner, review.id)).map((item) => item.changedBy)).toEqual([
      'Business owner',
      'Business owner',
    ]);
  });
});
