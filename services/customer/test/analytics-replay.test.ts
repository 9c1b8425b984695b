import { replayAll as replayAllPages } from '@pickup/kit/testing';
import { analyticsReplayApi } from '@pickup/contracts';
import type { Clock } from '../src/domain/model';
import { customerForTests, internalSecret, newCustomer, newId } from './support/customer-fixture';

/** Stands still where the test puts it, so each moment told can be checked to the millisecond. */
class StillClock implements Clock {
  private moment = new Date();
  now(): Date {
    return new Date(this.moment);
  }
  set(moment: Date): void {
    this.moment = moment;
  }
}

const clock = new StillClock();
const customers = customerForTests({}, { clock });

const { path } = analyticsReplayApi.customer;

function replay(
  query: Record<string, string | number>,
  headers: Record<string, string> = { 'x-internal-secret': internalSecret },
) {
  return customers().api().get(path).query(query).set(headers);
}

const replayAll = (tenantId: string, limit: number) => replayAllPages(replay, tenantId, limit);

const at = (iso: string) => new Date(iso);

/** A business with a customer staying, one archived, one archived then restored, and one deleted. */
async function businessWithHistory() {
  const fixture = customers();
  const business = await fixture.business();
  const { owner } = business;
  clock.set(at('2026-03-02T14:00:00.000Z'));
  const staying = (await fixture.add(owner, newCustomer({ firstName: 'Ada' }))).customer;
  clock.set(at('2026-04-10T09:30:00.000Z'));
  const leaving = (await fixture.add(owner, newCustomer({ firstName: 'Ben' }))).customer;
  const returning = (await fixture.add(owner, newCustomer({ firstName: 'Cy' }))).customer;
  const deleted = (await fixture.add(owner, newCustomer({ firstName: 'Dee' }))).customer;
  clock.set(at('2026-06-20T16:45:00.000Z'));
  for (const id of [leaving.id, returning.id]) {
    await fixture.api().patch(`/api/customers/${id}/archive`).set(owner).expect(200);
  }
  clock.set(at('2026-07-01T08:00:00.000Z'));
  await fixture.api().patch(`/api/customers/${returning.id}/unarchive`).set(owner).expect(200);
  await fixture.api().delete(`/api/customers/${deleted.id}`).set(owner).expect(204);
  return { ...business, staying, leaving, returning, deleted };
}

describe('GET /internal/analytics/replay (customer)', () => {
  it('tells each customer’s joining, and an archived one’s leaving at the moment it was archived', async () => {
    const { tenantId, staying, leaving, returning, deleted } = await businessWithHistory();
    const other = await customers().business();
    await customers().add(other.owner);

    const { events } = await replayAll(tenantId, 500);
    expect(events.every((event) => event.tenantId === tenantId)).toBe(true);
    expect(
      events.map((event) => [
        event.type,
        (event.data as { customerId: string }).customerId,
        event.occurredAt,
      ]),
    ).toEqual([
      ['customer.created', staying.id, '2026-03-02T14:00:00.000Z'],
      ['customer.created', leaving.id, '2026-04-10T09:30:00.000Z'],
      ['customer.archived', leaving.id, '2026-06-20T16:45:00.000Z'],
      ['customer.created', returning.id, '2026-04-10T09:30:00.000Z'],
    ]);
    expect(JSON.stringify(events)).not.toContain(deleted.id);
    // The snapshot as it is now, as the live events carry it.
    expect(events[1]?.data).toMatchObject({
      customerId: leaving.id,
      firstName: 'Ben',
      status: 'archived',
      email: leaving.email,
    });
    expect(events[3]?.data).toMatchObject({ customerId: returning.id, status: 'active' });
  });

  it('pages with limit and after: every customer once, in order, with the same ids on a second replay', async () => {
    const { tenantId } = await businessWithHistory();
    const whole = await replayAll(tenantId, 500);
    const paged = await replayAll(tenantId, 1);
    // Three customers, one a page, and the last page says there is no more.
    expect(paged.pages).toBe(4);
    expect(paged.events).toEqual(whole.events);
    expect(new Set(whole.events.map((event) => event.id)).size).toBe(whole.events.length);
  });

  it('answers only to the internal secret, and 400 for a malformed query', async () => {
    const { tenantId, owner } = await customers().business();
    for (const res of [
      await replay({ tenantId }, {}),
      await replay({ tenantId }, { 'x-internal-secret': 'guessed-secret-0123456789' }),
      await replay({ tenantId }, owner),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const malformed: Record<string, string | number>[] = [
      { tenantId: 'not-an-id' },
      { tenantId, limit: 0 },
      { tenantId, limit: 1001 },
      {},
    ];
    for (const query of malformed) {
      const res = await replay(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    // A business with no customers tells nothing; an unknown cursor starts again.
    expect((await replay({ tenantId: newId(), after: 'nowhere:1' }).expect(200)).body).toEqual({
      events: [],
      next: null,
    });
  });
});
