import { customerPickupsResult } from '@pickup/contracts';
import type { Clock } from '../src/domain/model';
import { addCustomer, addDriver, createRoute } from './support/route-helpers';
import { customerSnapshot, newId, routingForTests } from './support/routing-fixture';

/** The service's clock, set by the test. */
let now = new Date('2026-11-01T15:00:00Z');
const clock: Clock = { now: () => now };

const routing = routingForTests(() => ({}), clock);

describe('this month’s pickups', () => {
  it('counts the business’s month in its time zone: done and ahead, not skipped nor paused', async () => {
    const { tenantId, owner } = routing().business();
    const userId = newId();
    const household = await addCustomer(routing(), tenantId, { userId });
    const as = routing().auth('customer', tenantId, userId);
    const driver = await addDriver(routing(), tenantId);
    // Mondays from 2 November 2026, 9 AM to 11:30 PM in New York.
    const route = await createRoute(routing(), owner, {
      driverId: driver.driverId,
      date: '2026-11-02',
      pickupDay: 'Monday',
      startTime: '09:00',
      endTime: '23:30',
      stops: [{ customerId: household.customerId }],
    });

    now = new Date('2026-11-09T15:00:00Z');
    await routing().api().post(`/api/routes/${route.id}/start`).set(owner).send({}).expect(200);
    await routing()
      .api()
      .post(`/api/routes/${route.id}/stops/${household.customerId}/complete`)
      .set(owner)
      .send({ status: 'collected' })
      .expect(200);
    await routing().api().post(`/api/customer/${userId}/pickups/2026-11-16/skip`).set(as).expect(200);
    await routing().apply(
      'customer.updated',
      tenantId,
      customerSnapshot({ ...household, pause: { from: '2026-11-23', until: '2026-11-24' } }),
    );

    const pickups = async () =>
      customerPickupsResult.parse(
        (await routing().api().get(`/api/customer/${userId}/pickups`).set(as)).body,
      );

    const listed = await pickups();
    expect(listed.pickups.slice(0, 4).map(({ date, status }) => ({ date, status }))).toEqual([
      { date: '2026-11-09', status: 'completed' },
      { date: '2026-11-16', status: 'skipped' },
      { date: '2026-11-23', status: 'paused' },
      { date: '2026-11-30', status: 'scheduled' },
    ]);
    expect(listed.thisMonth).toBe(2);

    // 10 PM on Monday 30 November in New York, already 1 December in UTC: 9 November collected
    // and the 30th still ahead; the 2nd was missed, the 16th skipped, the 23rd paused.
    now = new Date('2026-12-01T03:00:00Z');
    expect((await pickups()).thisMonth).toBe(2);

    // Midnight in New York: December's four Mondays.
    now = new Date('2026-12-01T05:00:00Z');
    expect((await pickups()).thisMonth).toBe(4);
  });
});
