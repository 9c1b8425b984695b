import {
  customerMessages,
  customerResult,
  defaultBusinessSettings,
  type EventData,
  householdProfileResult,
  todayIn,
} from '@pickup/contracts';
import { customerForTests, newCustomer, newId } from './support/customer-fixture';

const customers = customerForTests();

type Headers = Record<string, string>;

/** The business's day, `days` from today on its clock (the settings' default time zone). */
const dayFromToday = (days: number, timeZone = 'America/New_York') => {
  const today = new Date(`${todayIn(timeZone)}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

const profileOf = async (headers: Headers) =>
  householdProfileResult.parse(
    (await customers().api().get('/api/customer/profile').set(headers).expect(200)).body,
  ).profile;

/** A business with a household on its own account. */
async function household(body = newCustomer()) {
  const fixture = customers();
  const business = await fixture.business();
  return { ...business, ...(await fixture.household(business, body)) };
}

/** The snapshots the service published of a customer, in order. */
const snapshotsOf = (customerId: string) =>
  customers().probe.matching('customer.updated', (event) => event.data.customerId === customerId);

describe('GET /api/customer/profile: the household’s own record', () => {
  it('answers the signed-in household’s record, without the owner’s notes', async () => {
    const { customer, headers } = await household(newCustomer({ notes: 'Dog in the yard', bucketCount: 2 }));
    const res = await customers().api().get('/api/customer/profile').set(headers).expect(200);
    const { profile } = householdProfileResult.parse(res.body);
    expect(profile).toEqual({
      id: customer.id,
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: customer.email,
      phone: '(207) 555-0142',
      address: '18 Harlow Street',
      city: 'Bangor',
      state: 'ME',
      zipCode: '04401',
      zone: 'bangor',
      pickupDay: null,
      status: 'active',
      bucketNumber: 'B-001',
      bucketCount: 2,
      pickupInstructions: '',
      subscription: 'none',
      pause: null,
      hasSeenOnboarding: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('Dog in the yard');
  });

  it('answers 404 to a login with no customer record, and to the same login in another business', async () => {
    const fixture = customers();
    const { userId, headers } = await household();
    const stranger = fixture.auth('customer', newId());
    const elsewhere = fixture.auth('customer', (await fixture.business()).tenantId, userId);
    for (const who of [stranger, elsewhere]) {
      const res = await fixture.api().get('/api/customer/profile').set(who).expect(404);
      expect(res.body.error).toBe(customerMessages.notYourAccount);
      await fixture.api().put('/api/customer/preferences').set(who).send({ bucketCount: 2 }).expect(404);
      await fixture.api().put('/api/customer/onboarding').set(who).expect(404);
    }
    expect((await profileOf(headers)).bucketCount).toBe(1);
  });

  it('is the household’s only: an owner’s token is refused with 403 on every path, and none is anonymous', async () => {
    const fixture = customers();
    const { owner } = await household();
    const calls = [
      fixture.api().get('/api/customer/profile'),
      fixture.api().put('/api/customer/preferences').send({ bucketCount: 2 }),
      fixture
        .api()
        .put('/api/customer/pause')
        .send({ from: dayFromToday(1) }),
      fixture.api().post('/api/customer/resume'),
      fixture
        .api()
        .put('/api/customer/address')
        .send({ address: '1 Main St', city: 'Brewer', state: 'ME', zipCode: '04412' }),
      fixture.api().put('/api/customer/onboarding'),
    ];
    for (const call of calls) expect((await call.set(owner)).status).toBe(403);
    expect((await fixture.api().get('/api/customer/profile')).status).toBe(401);
  });
});

describe('PUT /api/customer/preferences', () => {
  it('changes pickup instructions and buckets as the owner’s edit does: priced, and announced', async () => {
    const fixture = customers();
    const { customer, userId, headers, owner, tenantId } = await household(
      newCustomer({ subscription: 'weekly' }),
    );
    const res = await fixture
      .api()
      .put('/api/customer/preferences')
      .set(headers)
      .send({ pickupInstructions: '  Side gate, by the shed  ', bucketCount: 3 })
      .expect(200);
    expect(householdProfileResult.parse(res.body).profile).toMatchObject({
      pickupInstructions: 'Side gate, by the shed',
      bucketCount: 3,
    });
    const seen = customerResult.parse(
      (await fixture.api().get(`/api/customers/${customer.id}`).set(owner).expect(200)).body,
    ).customer;
    // $25 a week's plan and two extra buckets at $5, as when the owner sets three buckets.
    expect(seen).toMatchObject({
      bucketCount: 3,
      monthlySpend: 35,
      pickupInstructions: 'Side gate, by the shed',
    });
    const [updated] = await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.tenantId === tenantId && e.data.bucketCount === 3,
    );
    expect(updated?.data).toMatchObject({
      customerId: customer.id,
      pickupInstructions: 'Side gate, by the shed',
      pause: null,
    });
    expect(updated?.actor).toEqual({ userId, role: 'customer' });

    // One preference alone leaves the other as it is.
    await fixture.api().put('/api/customer/preferences').set(headers).send({ bucketCount: 1 }).expect(200);
    expect(await profileOf(headers)).toMatchObject({
      bucketCount: 1,
      pickupInstructions: 'Side gate, by the shed',
    });
  });

  it('refuses nothing to change, and a bucket count out of 1–10, with the contract’s words', async () => {
    const fixture = customers();
    const { headers } = await household();
    const empty = await fixture.api().put('/api/customer/preferences').set(headers).send({}).expect(400);
    expect(JSON.stringify(empty.body)).toContain(customerMessages.nothingToChange);
    for (const bucketCount of [0, 11, 2.5, 'three']) {
      const res = await fixture
        .api()
        .put('/api/customer/preferences')
        .set(headers)
        .send({ bucketCount })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(customerMessages.bucketCountRange);
    }
  });
});

describe('PUT /api/customer/pause and POST /api/customer/resume', () => {
  it('pauses from today at once, announces the pause, and resumes', async () => {
    const fixture = customers();
    const { customer, headers } = await household();
    const from = dayFromToday(0);
    const until = dayFromToday(14);
    const paused = householdProfileResult.parse(
      (await fixture.api().put('/api/customer/pause').set(headers).send({ from, until }).expect(200)).body,
    ).profile;
    expect(paused).toMatchObject({ status: 'paused', pause: { from, until } });
    const [announced] = await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.status === 'paused',
    );
    expect(announced?.data.pause).toEqual({ from, until });

    const resumed = householdProfileResult.parse(
      (await fixture.api().post('/api/customer/resume').set(headers).expect(200)).body,
    ).profile;
    expect(resumed).toMatchObject({ status: 'active', pause: null });
    await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.status === 'active' && e.data.pause === null,
    );
  });

  it('keeps a pause ahead active until its day; a new pause replaces it, and resume calls it off', async () => {
    const fixture = customers();
    const { headers } = await household();
    const ahead = { from: dayFromToday(3), until: null };
    await fixture.api().put('/api/customer/pause').set(headers).send({ from: ahead.from }).expect(200);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: ahead });

    const later = { from: dayFromToday(7), until: dayFromToday(21) };
    await fixture.api().put('/api/customer/pause').set(headers).send(later).expect(200);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: later });

    // Paused by its own pause, the household may still move it ahead: active until then.
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(0) })
      .expect(200);
    await fixture.api().put('/api/customer/pause').set(headers).send(later).expect(200);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: later });

    await fixture.api().post('/api/customer/resume').set(headers).expect(200);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: null });
  });

  it('refuses a first day in the past (422), a resume day before it (400), and no pause to resume (409)', async () => {
    const fixture = customers();
    const { headers } = await household();
    const past = await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(-1) })
      .expect(422);
    expect(past.body.error).toBe(customerMessages.pauseFromPast);
    const backwards = await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(5), until: dayFromToday(5) })
      .expect(400);
    expect(JSON.stringify(backwards.body)).toContain(customerMessages.resumeBeforePause);
    await fixture.api().put('/api/customer/pause').set(headers).send({ from: 'tomorrow' }).expect(400);
    const resume = await fixture.api().post('/api/customer/resume').set(headers).expect(409);
    expect(resume.body.error).toBe(customerMessages.notPaused);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: null });
  });

  it('reads today on the business’s own clock', async () => {
    const fixture = customers();
    const business = await fixture.business();
    // Kiritimati (UTC+14) is most hours a day ahead of New York: its yesterday is New York's today.
    await fixture.deliver('tenant.settings.updated', business.tenantId, {
      ...defaultBusinessSettings,
      businessName: business.snapshot.businessName,
      timeZone: 'Pacific/Kiritimati',
    });
    const { headers } = await fixture.household(business);
    const res = await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(-1, 'Pacific/Kiritimati') })
      .expect(422);
    expect(res.body.error).toBe(customerMessages.pauseFromPast);
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(0, 'Pacific/Kiritimati') })
      .expect(200);
    expect((await profileOf(headers)).status).toBe('paused');
  });

  it('lets only an active service, or one its own pause holds, be paused (409)', async () => {
    const fixture = customers();
    const { customer, headers, owner } = await household();
    await fixture
      .api()
      .put(`/api/customers/${customer.id}`)
      .set(owner)
      .send({ ...customer, status: 'paused' })
      .expect(200);
    const res = await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(1) })
      .expect(409);
    expect(res.body.error).toBe(customerMessages.cannotPause);
    expect((await fixture.api().post('/api/customer/resume').set(headers).expect(409)).body.error).toBe(
      customerMessages.notPaused,
    );
  });

  it('is cleared by the owner’s own change of status, so the two never disagree', async () => {
    const fixture = customers();
    const { customer, headers, owner } = await household();
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(0) })
      .expect(200);
    // The owner saves the dialog without touching the status: the household's pause stays.
    await fixture
      .api()
      .put(`/api/customers/${customer.id}`)
      .set(owner)
      .send({ ...customer, status: 'paused', phone: '207-555-0111' })
      .expect(200);
    expect((await profileOf(headers)).pause).not.toBeNull();
    await fixture
      .api()
      .put(`/api/customers/${customer.id}`)
      .set(owner)
      .send({ ...customer, status: 'active' })
      .expect(200);
    expect(await profileOf(headers)).toMatchObject({ status: 'active', pause: null });
    await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customer.id && e.data.status === 'active' && e.data.pause === null,
    );
  });

  it('is cleared when billing cancels the subscription after a failed payment', async () => {
    const fixture = customers();
    const { tenantId, userId, headers } = await household();
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(headers)
      .send({ from: dayFromToday(0), until: dayFromToday(7) })
      .expect(200);
    const canceled: EventData<'subscription.canceled'> = {
      subscriptionId: newId(),
      customerUserId: userId,
      planId: 'weekly',
      amountCents: 2500,
      status: 'cancelled',
      nextChargeAt: null,
      scheduledPlanId: null,
      reason: 'payment_failed',
    };
    await fixture.deliver('subscription.canceled', tenantId, canceled);
    expect(await profileOf(headers)).toMatchObject({ status: 'paused', pause: null });
  });
});

describe('PUT /api/customer/address', () => {
  const brewer = { address: '7 Wilson Street', city: 'Brewer', state: 'ME', zipCode: '04412' };

  it('moves the household: placed in its zone, customer.updated then customer.address_changed from one write', async () => {
    const fixture = customers();
    const { customer, headers, tenantId, owner } = await household();
    await fixture
      .api()
      .put(`/api/customers/${customer.id}`)
      .set(owner)
      .send({ ...customer, pickupDay: 'Tuesday' })
      .expect(200);
    const res = await fixture
      .api()
      .put('/api/customer/address')
      .set(headers)
      .send({ ...brewer, address: ' 7 Wilson Street ' })
      .expect(200);
    expect(householdProfileResult.parse(res.body).profile).toMatchObject({
      ...brewer,
      zone: 'brewer',
      pickupDay: 'Tuesday',
    });

    const [moved] = await fixture.probe.waitForEvents(
      'customer.address_changed',
      (e) => e.tenantId === tenantId,
    );
    expect(moved?.data).toEqual({
      customerId: customer.id,
      customerName: 'Jamie Rivera',
      previousAddress: '18 Harlow Street, Bangor, ME 04401',
      address: '7 Wilson Street, Brewer, ME 04412',
      previousZone: 'bangor',
      zone: 'brewer',
      pickupDay: 'Tuesday',
      at: expect.any(String),
    });
    expect(moved?.actor.role).toBe('customer');
    const updated = fixture.probe.events.findIndex(
      (e) =>
        e.type === 'customer.updated' &&
        e.tenantId === tenantId &&
        (e.data as { zone: string }).zone === 'brewer',
    );
    expect(updated).toBeGreaterThanOrEqual(0);
    expect(updated).toBeLessThan(fixture.probe.events.indexOf(moved as never));
    const seen = customerResult.parse(
      (await fixture.api().get(`/api/customers/${customer.id}`).set(owner).expect(200)).body,
    ).customer;
    expect(seen).toMatchObject({ ...brewer, zone: 'brewer', location: { precision: 'zone' } });
  });

  it('refuses the address it has (any case and spacing) with 409, and an incomplete one with 400', async () => {
    const fixture = customers();
    const { headers, tenantId } = await household();
    const same = await fixture
      .api()
      .put('/api/customer/address')
      .set(headers)
      .send({ address: '18 HARLOW street ', city: 'bangor', state: 'me', zipCode: '04401' })
      .expect(409);
    expect(same.body.error).toBe(customerMessages.sameAddress);
    const missing = await fixture
      .api()
      .put('/api/customer/address')
      .set(headers)
      .send({ ...brewer, city: '  ' })
      .expect(400);
    expect(JSON.stringify(missing.body)).toContain(customerMessages.missingInformation);
    const zip = await fixture
      .api()
      .put('/api/customer/address')
      .set(headers)
      .send({ ...brewer, zipCode: '4412' })
      .expect(400);
    expect(JSON.stringify(zip.body)).toContain(customerMessages.invalidZipCode);
    expect(fixture.probe.matching('customer.address_changed', (e) => e.tenantId === tenantId)).toHaveLength(
      0,
    );
  });
});

describe('PUT /api/customer/onboarding', () => {
  it('remembers that the onboarding was seen, once, without news for other services', async () => {
    const fixture = customers();
    const { customer, headers } = await household();
    const before = snapshotsOf(customer.id).length;
    for (let time = 0; time < 2; time += 1) {
      const res = await fixture.api().put('/api/customer/onboarding').set(headers).expect(200);
      expect(householdProfileResult.parse(res.body).profile.hasSeenOnboarding).toBe(true);
    }
    expect((await profileOf(headers)).hasSeenOnboarding).toBe(true);
    expect(snapshotsOf(customer.id)).toHaveLength(before);
  });
});

describe('one household, its own account only', () => {
  it('changes nothing of a neighbour’s record, nor of the same login’s in another business', async () => {
    const fixture = customers();
    const business = await fixture.business();
    const mine = await fixture.household(business);
    const neighbour = await fixture.household(business);
    const other = await fixture.business();
    const twin = await fixture.household(other);

    await fixture
      .api()
      .put('/api/customer/preferences')
      .set(mine.headers)
      .send({ bucketCount: 4 })
      .expect(200);
    await fixture
      .api()
      .put('/api/customer/pause')
      .set(mine.headers)
      .send({ from: dayFromToday(0) })
      .expect(200);
    await fixture.api().put('/api/customer/onboarding').set(mine.headers).expect(200);

    for (const untouched of [neighbour.headers, twin.headers]) {
      expect(await profileOf(untouched)).toMatchObject({
        bucketCount: 1,
        status: 'active',
        pause: null,
        hasSeenOnboarding: false,
      });
    }
    // The same login's id signed in to the other business reaches nothing there.
    const crossed = fixture.auth('customer', other.tenantId, mine.userId);
    await fixture.api().post('/api/customer/resume').set(crossed).expect(404);
    expect((await profileOf(mine.headers)).status).toBe('paused');
  });
});
