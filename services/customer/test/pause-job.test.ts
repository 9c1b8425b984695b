import { householdProfileResult, systemActor } from '@pickup/contracts';
import { MongoBusinessTimeZones } from '@pickup/kit';
import { waitFor } from '@pickup/kit/testing';
import { MongoBusinessStore } from '../src/data/businesses';
import { MongoCustomerStore } from '../src/data/customers';
import { type PauseSweeping, sweepPauses } from '../src/domain/pauses';
import { customerForTests, SettableClock } from './support/customer-fixture';

// The service's pause job runs every 200 ms on a clock the tests set: a pause's day comes at once.
const clock = new SettableClock();
const customers = customerForTests({}, { clock, pauseSweepEveryMs: 200 });

type Headers = Record<string, string>;

/** Noon on a day, in New York (the business's default time zone) in November: UTC-5. */
const noonIn = (day: string) => new Date(`${day}T17:00:00Z`);

const profileOf = async (headers: Headers) =>
  householdProfileResult.parse(
    (await customers().api().get('/api/customer/profile').set(headers).expect(200)).body,
  ).profile;

/** The customer.updated events of a customer with that status, so far. */
const announced = (customerId: string, status: string) =>
  customers().probe.matching(
    'customer.updated',
    (e) => e.data.customerId === customerId && e.data.status === status && e.actor.role === systemActor.role,
  );

/** The job's round on the service's own stores and clock, as a second instance would run it. */
function sweeping(): PauseSweeping {
  const { db, service } = customers();
  return {
    customers: new MongoCustomerStore(db),
    businesses: new MongoBusinessStore(db),
    timeZones: new MongoBusinessTimeZones(db),
    clock,
    logger: service.deps.logger,
  };
}

afterEach(() => clock.set(new Date()));

describe('the pause job', () => {
  it('pauses on the first day, resumes on the last, and announces each once', async () => {
    const fixture = customers();
    clock.set(noonIn('2026-11-24'));
    const business = await fixture.business();
    const { customer, userId, headers } = await fixture.household(business);
    // Linking the household's login announced it active already.
    await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.userId === userId,
    );
    const linked = announced(customer.id, 'active').length;
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: '2026-11-27', until: '2026-12-04' })
      .expect(200);

    clock.set(noonIn('2026-11-26'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await profileOf(headers)).status).toBe('active');

    // Just after midnight in New York on the first paused day.
    clock.set(new Date('2026-11-27T05:01:00Z'));
    await waitFor(async () => (await profileOf(headers)).status === 'paused', { what: 'the pause to begin' });
    const [began] = await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.status === 'paused',
    );
    expect(began?.data.pause).toEqual({ from: '2026-11-27', until: '2026-12-04' });

    clock.set(noonIn('2026-12-04'));
    await waitFor(async () => (await profileOf(headers)).pause === null, { what: 'the pause to end' });
    expect((await profileOf(headers)).status).toBe('active');
    await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.status === 'active' && e.data.pause === null,
    );

    // More rounds find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(announced(customer.id, 'paused')).toHaveLength(1);
    expect(announced(customer.id, 'active')).toHaveLength(linked + 1);
  });

  it('steps each pause once when two instances sweep at once, and a round run again does nothing', async () => {
    const fixture = customers();
    clock.set(noonIn('2026-11-24'));
    const business = await fixture.business();
    const households = await Promise.all([1, 2, 3].map(() => fixture.household(business)));
    for (const { headers } of households) {
      await fixture.api().put('/api/customer/pause').set(headers).send({ from: '2026-11-25' }).expect(200);
    }

    // Straight after midnight: two sweeps race the service's own job.
    clock.set(new Date('2026-11-25T05:00:30Z'));
    const rounds = await Promise.all([sweepPauses(sweeping()), sweepPauses(sweeping())]);
    expect(await sweepPauses(sweeping())).toBe(0);
    for (const { headers } of households) expect((await profileOf(headers)).status).toBe('paused');
    expect(rounds[0] + rounds[1]).toBeLessThanOrEqual(households.length);

    await new Promise((resolve) => setTimeout(resolve, 800));
    for (const { customer } of households) {
      await fixture.probe.waitForEvents(
        'customer.updated',
        (e) => e.data.customerId === customer.id && e.data.status === 'paused',
      );
      expect(announced(customer.id, 'paused')).toHaveLength(1);
    }
  });

  it('leaves a pause without a resume day running until the household resumes', async () => {
    const fixture = customers();
    clock.set(noonIn('2026-11-24'));
    const open = await fixture.household(await fixture.business());
    await fixture.api().put('/api/customer/pause').set(open.headers).send({ from: '2026-11-24' }).expect(200);

    clock.set(noonIn('2027-02-01'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await profileOf(open.headers)).toMatchObject({
      status: 'paused',
      pause: { from: '2026-11-24', until: null },
    });
    await fixture.api().post('/api/customer/resume').set(open.headers).expect(200);
    expect(await profileOf(open.headers)).toMatchObject({ status: 'active', pause: null });
  });
});
