import {
  type AdminAnalytics,
  adminAnalytics,
  adminTenantResult,
  adminTenantsResult,
  demoRequestResult,
  demoRequestsResult,
  type EventData,
  type PlatformPlanId,
  platformPlans,
  type PlatformSubscriptionStatus,
  tenantMessages,
} from '@pickup/contracts';
import { Types } from 'mongoose';
import { MongoPlatformPlanHistoryStore } from '../src/data/platform-plan-history';
import { newEmail, newId, newIp, newSubdomain, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const admin = () => tenant().auth('platform-admin', null);

const askForDemo = (body: object, ip = newIp()) =>
  tenant().api().post('/api/demo-request').set('x-forwarded-for', ip).send(body);

const demo = (overrides: object = {}) => ({
  name: 'Sam Rivers',
  email: newEmail('sam'),
  company: 'Rivers Compost',
  phone: '207-555-0199',
  message: 'We pick up from 80 homes.',
  ...overrides,
});

describe('POST /api/demo-request', () => {
  it('records the request, trimmed, and answers the spec’s thanks', async () => {
    const fixture = tenant();
    const body = demo({ name: '  Sam Rivers  ', company: ' Rivers Compost ', phone: undefined });
    const res = await askForDemo(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), message: tenantMessages.demoRequestReceived });
    const list = await fixture.api().get('/api/demo-requests').set(admin()).expect(200);
    expect(list.body.demoRequests).toContainEqual({
      id: res.body.id,
      name: 'Sam Rivers',
      email: body.email,
      company: 'Rivers Compost',
      phone: '',
      message: 'We pick up from 80 homes.',
      status: 'new',
      notes: '',
      createdAt: expect.any(String),
      contactedAt: null,
    });
  });

  it.each([
    [{ name: ' ' }, 'name', tenantMessages.demoRequestRequired],
    [{ company: undefined }, 'company', tenantMessages.demoRequestRequired],
    [{ email: '' }, 'email', tenantMessages.demoRequestRequired],
    [{ email: 'sam-at-rivers' }, 'email', tenantMessages.invalidEmail],
  ])('refuses %j with the spec’s words', async (change, path, message) => {
    const res = await askForDemo(demo(change));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path, message });
  });

  it('takes at most five an hour from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) await askForDemo(demo(), ip).expect(201);
    const sixth = await askForDemo(demo(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await askForDemo(demo(), newIp()).expect(201);
  });
});

describe('the operator’s demo requests', () => {
  it.each(['/api/demo-requests', '/api/admin/demo-requests'])(
    '%s lists them newest first, by status, and sets contactedAt when one is first contacted',
    async (prefix) => {
      const fixture = tenant();
      const older = (await askForDemo(demo()).expect(201)).body.id as string;
      const newer = (await askForDemo(demo()).expect(201)).body.id as string;
      const all = demoRequestsResult.parse(
        (await fixture.api().get(prefix).query({ limit: 100 }).set(admin()).expect(200)).body,
      );
      const ids = all.demoRequests.map((request) => request.id);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));

      const contacted = await fixture
        .api()
        .patch(`${prefix}/${older}/status`)
        .set(admin())
        .send({ status: 'contacted', notes: 'Call booked for Tuesday' })
        .expect(200);
      const first = demoRequestResult.parse(contacted.body).demoRequest;
      expect(first).toMatchObject({ status: 'contacted', notes: 'Call booked for Tuesday' });
      expect(first.contactedAt).not.toBeNull();

      const scheduled = await fixture
        .api()
        .patch(`${prefix}/${older}/status`)
        .set(admin())
        .send({ status: 'scheduled' })
        .expect(200);
      expect(scheduled.body.demoRequest).toMatchObject({
        status: 'scheduled',
        notes: 'Call booked for Tuesday',
        contactedAt: first.contactedAt,
      });

      const onlyScheduled = await fixture
        .api()
        .get(prefix)
        .query({ status: 'scheduled' })
        .set(admin())
        .expect(200);
      expect(onlyScheduled.body.demoRequests.map((r: { id: string }) => r.id)).toContain(older);
      expect(onlyScheduled.body.demoRequests.every((r: { status: string }) => r.status === 'scheduled')).toBe(
        true,
      );
    },
  );

  it('answers 404 for an unknown request and 400 for a bad status', async () => {
    const fixture = tenant();
    const unknown = await fixture
      .api()
      .patch(`/api/demo-requests/${newId()}/status`)
      .set(admin())
      .send({ status: 'completed' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(tenantMessages.demoRequestNotFound);
    const id = (await askForDemo(demo()).expect(201)).body.id as string;
    const bad = await fixture
      .api()
      .patch(`/api/demo-requests/${id}/status`)
      .set(admin())
      .send({ status: 'lost' });
    expect(bad.status).toBe(400);
  });
});

describe('the operator’s businesses', () => {
  const createTenant = (body: object) => tenant().api().post('/api/admin/tenants').set(admin()).send(body);
  const patchTenant = (id: string, body: object) =>
    tenant().api().patch(`/api/admin/tenants/${id}`).set(admin()).send(body);

  it('creates a business whose owner identity invites by e-mail', async () => {
    const fixture = tenant();
    const subdomain = newSubdomain();
    const ownerEmail = newEmail();
    const res = await createTenant({
      businessName: 'Invited Compost',
      subdomain,
      ownerEmail,
      subscriptionStatus: 'active',
    });
    expect(res.status).toBe(201);
    const created = adminTenantResult.parse(res.body).tenant;
    expect(created).toMatchObject({
      businessName: 'Invited Compost',
      subdomain,
      customDomain: null,
      ownerEmail,
      subscriptionStatus: 'active',
      isActive: true,
    });
    expect(fixture.identity.callsTo('/internal/owners')).toContainEqual({
      tenantId: created.id,
      email: ownerEmail,
      firstName: 'Business',
      lastName: 'Owner',
    });
    expect(fixture.billing.accounts.get(created.id)?.email).toBe(ownerEmail);
    const [registered] = await fixture.probe.waitForEvents(
      'tenant.registered',
      (e) => e.tenantId === created.id,
    );
    expect(registered?.data.subscriptionStatus).toBe('active');

    const again = await createTenant({ businessName: 'Twice', subdomain: newSubdomain(), ownerEmail });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(tenantMessages.existingAccount);
    const taken = await createTenant({ businessName: 'Same name', subdomain, ownerEmail: newEmail() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(tenantMessages.subdomainTaken);
  });

  it('edits a business and announces each change; a switched-off business stops being served', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered({ customDomain: 'pickup.edit-me.example' });
    const subdomain = newSubdomain('renamed');
    const res = await patchTenant(tenantId, {
      businessName: 'Renamed Compost',
      subdomain,
      customDomain: 'pickup.moved.example',
      subscriptionStatus: 'cancelled',
      isActive: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({
      id: tenantId,
      businessName: 'Renamed Compost',
      subdomain,
      customDomain: 'pickup.moved.example',
      subscriptionStatus: 'cancelled',
      isActive: false,
    });
    const [updated] = await fixture.probe.waitForEvents(
      'tenant.updated',
      (e) => e.tenantId === tenantId && !e.data.isActive,
    );
    expect(updated?.data).toEqual({
      tenantId,
      subdomain,
      businessName: 'Renamed Compost',
      customDomain: 'pickup.moved.example',
      customDomainVerified: false,
      isActive: false,
      subscriptionStatus: 'cancelled',
    });
    expect((await fixture.api().get(`/api/public/business/${subdomain}`)).status).toBe(404);
    // The owner still reaches their dashboard, which shows the business switched off.
    expect((await fixture.api().get('/api/tenants/info').set(owner).expect(200)).body.isActive).toBe(false);

    await patchTenant(tenantId, { isActive: true }).expect(200);
    await fixture.api().get(`/api/public/business/${subdomain}`).expect(200);
  });

  it('refuses a subdomain or domain another business has, and an unknown business', async () => {
    const fixture = tenant();
    const a = await fixture.registered({ customDomain: 'pickup.a-has-it.example' });
    const b = await fixture.registered();
    const subdomain = await patchTenant(b.tenantId, { subdomain: a.body.subdomain });
    expect(subdomain.status).toBe(409);
    expect(subdomain.body.error).toBe(tenantMessages.subdomainTaken);
    const domain = await patchTenant(b.tenantId, { customDomain: 'pickup.a-has-it.example' });
    expect(domain.status).toBe(409);
    expect(domain.body.error).toBe(tenantMessages.domainTaken);
    const unknown = await patchTenant(newId(), { isActive: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(tenantMessages.tenantNotFound);
    expect((await patchTenant('not-an-id', { isActive: false })).status).toBe(400);
  });

  it('lists businesses newest first, found by name, address or owner, and by whether they are active', async () => {
    const fixture = tenant();
    const marker = newId().slice(0, 8);
    const on = await fixture.registered({ businessName: `Sunrise ${marker}` });
    const off = await fixture.registered({ businessName: `Sunset ${marker}` });
    await patchTenant(off.tenantId, { isActive: false }).expect(200);

    const list = (query: object) =>
      fixture
        .api()
        .get('/api/admin/tenants')
        .query(query)
        .set(admin())
        .expect(200)
        .then((res) => adminTenantsResult.parse(res.body));
    const found = await list({ search: marker });
    expect(found.tenants.map((t) => t.id)).toEqual([off.tenantId, on.tenantId]);
    expect(found.pagination).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect((await list({ search: marker, status: 'active' })).tenants.map((t) => t.id)).toEqual([
      on.tenantId,
    ]);
    expect((await list({ search: marker, status: 'inactive' })).tenants.map((t) => t.id)).toEqual([
      off.tenantId,
    ]);
    expect((await list({ search: on.body.ownerEmail })).tenants.map((t) => t.id)).toEqual([on.tenantId]);
    expect((await list({ search: marker, limit: 1, page: 2 })).tenants.map((t) => t.id)).toEqual([
      on.tenantId,
    ]);
  });

  it('counts businesses and demo requests for the overview', async () => {
    const fixture = tenant();
    const before = adminAnalytics.parse(
      (await fixture.api().get('/api/admin/analytics').set(admin()).expect(200)).body,
    );
    const { tenantId } = await fixture.registered({ businessName: 'Counted Compost' });
    const off = await fixture.registered();
    await patchTenant(off.tenantId, { isActive: false, subscriptionStatus: 'cancelled' }).expect(200);
    await askForDemo(demo({ company: 'Counted Co' })).expect(201);

    const after = adminAnalytics.parse(
      (await fixture.api().get('/api/admin/analytics').set(admin()).expect(200)).body,
    );
    expect(after.overview).toEqual({
      totalTenants: before.overview.totalTenants + 2,
      activeTenants: before.overview.activeTenants + 1,
      newDemoRequests: before.overview.newDemoRequests + 1,
      totalDemoRequests: before.overview.totalDemoRequests + 1,
    });
    expect(after.tenantsBySubscription.trial).toBe(before.tenantsBySubscription.trial + 1);
    expect(after.tenantsBySubscription.cancelled).toBe(before.tenantsBySubscription.cancelled + 1);
    expect(after.demoRequestsByStatus.new).toBe(before.demoRequestsByStatus.new + 1);
    expect(after.recentTenants.map((t) => t.id)).toEqual(expect.arrayContaining([tenantId, off.tenantId]));
    expect(after.recentDemoRequests[0]?.company).toBe('Counted Co');
  });

  it('is for the platform admin only', async () => {
    const fixture = tenant();
    const { tenantId } = await fixture.registered();
    for (const headers of [fixture.auth('owner', tenantId), fixture.auth('customer', tenantId)]) {
      expect((await fixture.api().get('/api/admin/tenants').set(headers)).status).toBe(403);
      expect((await fixture.api().get('/api/admin/analytics').set(headers)).status).toBe(403);
      expect((await fixture.api().get('/api/demo-requests').set(headers)).status).toBe(403);
      expect(
        (await fixture.api().patch(`/api/admin/tenants/${tenantId}`).set(headers).send({ isActive: false }))
          .status,
      ).toBe(403);
      expect(
        (
          await fixture
            .api()
            .post('/api/admin/tenants')
            .set(headers)
            .send({ businessName: 'x', subdomain: newSubdomain(), ownerEmail: newEmail() })
        ).status,
      ).toBe(403);
    }
    expect((await fixture.api().get('/api/admin/tenants')).status).toBe(401);
  });
});

describe('the platform’s growth in /api/admin/analytics', () => {
  const dayMs = 86_400_000;

  const analyticsNow = async (): Promise<AdminAnalytics> =>
    adminAnalytics.parse((await tenant().api().get('/api/admin/analytics').set(admin()).expect(200)).body);

  /** The first instant (UTC) of the analytics' month `index`: 0 the oldest of the twelve, 11 this one. */
  const monthStart = (index: number, now = tenant().clock.now()) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
  const at = (month: number, days = 0) => new Date(monthStart(month).getTime() + days * dayMs);

  /** A month's figure after, less before: what this test's businesses and requests added. */
  const added = (
    after: AdminAnalytics,
    before: AdminAnalytics,
    figure: 'tenants' | 'newTenants' | 'mrrCents' | 'demoRequests',
  ) => after.months.map((month, index) => month[figure] - (before.months[index]?.[figure] ?? 0));

  const planEvent = (
    planId: PlatformPlanId,
    status: PlatformSubscriptionStatus,
  ): EventData<'platform.subscription_updated'> => {
    const catalogued = platformPlans.find((plan) => plan.id === planId);
    if (!catalogued) throw new Error(`${planId} is not in the catalogue`);
    return {
      planId,
      status,
      limits: catalogued.limits,
      canCreate: status !== 'cancelled',
      trialEndsAt: null,
      currentPeriodEnd: null,
      scheduledPlanId: null,
    };
  };

  /** A business registered then, as the wizard makes it (registration stamps the real time: moved back). */
  async function registeredAt(createdAt: Date) {
    const fixture = tenant();
    const business = await fixture.registered();
    await fixture.db
      .collection('tenants')
      .updateOne({ _id: new Types.ObjectId(business.tenantId) }, { $set: { createdAt } });
    return business;
  }

  it('adds up the plans paying at each month’s end, across a plan change and a cancellation', async () => {
    const fixture = tenant();
    const before = await analyticsNow();
    const a = await registeredAt(at(2, 4));
    const b = await registeredAt(at(4, 0.5));
    // Delivered out of order: each plan is kept at its own moment all the same.
    const announced: [string, EventData<'platform.subscription_updated'>, Date][] = [
      [a.tenantId, planEvent('professional', 'active'), at(6, 9)],
      [a.tenantId, planEvent('starter', 'active'), at(3, 1)],
      [a.tenantId, planEvent('professional', 'cancelled'), at(9, 2)],
      [b.tenantId, planEvent('trial', 'trial'), at(4, 1)],
      // At the month's first instant: it counts at that month's end, not at the one before.
      [b.tenantId, planEvent('enterprise', 'active'), at(5)],
      [b.tenantId, planEvent('enterprise', 'past_due'), at(8, 3)],
    ];
    for (const [tenantId, data, occurredAt] of announced) {
      await fixture.apply('platform.subscription_updated', tenantId, data, occurredAt);
    }

    const after = await analyticsNow();
    expect(after.months.map((month) => month.month)).toEqual(before.months.map((month) => month.month));
    expect(added(after, before, 'tenants')).toEqual([0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(added(after, before, 'newTenants')).toEqual([0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    // Starter 2,900, Professional 7,900, Enterprise 14,900 cents a month; a trial and a cancelled
    // plan pay nothing, a late payer still owes: A starter from month 3, professional from 6,
    // cancelled in 9; B on trial, then enterprise from month 5, past due from 8.
    expect(added(after, before, 'mrrCents')).toEqual([
      0, 0, 0, 2900, 2900, 17800, 22800, 22800, 22800, 14900, 14900, 14900,
    ]);
    expect(after.mrrCents - before.mrrCents).toBe(14900);
    expect(after.months.at(-1)?.mrrCents).toBe(after.mrrCents);
  });

  it('shows zeros for months before any business', async () => {
    const fixture = tenant();
    const threeYearsInMinutes = 3 * 366 * 24 * 60;
    fixture.clock.advanceMinutes(-threeYearsInMinutes);
    try {
      const then = await analyticsNow();
      const months = Array.from({ length: 12 }, (_, index) => monthStart(index).toISOString().slice(0, 7));
      expect(then.months).toEqual(
        months.map((month) => ({ month, tenants: 0, newTenants: 0, mrrCents: 0, demoRequests: 0 })),
      );
      expect(then.mrrCents).toBe(0);
    } finally {
      fixture.clock.advanceMinutes(threeYearsInMinutes);
    }
  });

  it('keeps a plan announced twice once, even when its handler runs again', async () => {
    const fixture = tenant();
    const before = await analyticsNow();
    const { tenantId } = await fixture.registered();
    const event = await fixture.apply(
      'platform.subscription_updated',
      tenantId,
      planEvent('starter', 'active'),
    );
    // As after a crash before the kit recorded the event handled: delivered again, handled again.
    const kitRecord = { _id: `${fixture.consumerName}:${event.id}` };
    await fixture.db.collection<{ _id: string }>('processed_events').deleteOne(kitRecord);
    await fixture.db.collection<{ _id: string }>('event_claims').deleteOne(kitRecord);
    await fixture.probe.send(event);
    await fixture.handled(event.id);

    expect(await fixture.db.collection('platform_plan_history').countDocuments({ tenantId })).toBe(1);
    const history = new MongoPlatformPlanHistoryStore(fixture.db);
    const point = {
      tenantId,
      planId: 'starter',
      status: 'active',
      asOf: new Date(event.occurredAt),
    } as const;
    expect(await Promise.all([history.record(point), history.record(point)])).toEqual([false, false]);
    const after = await analyticsNow();
    expect(after.mrrCents - before.mrrCents).toBe(2900);
    expect(added(after, before, 'mrrCents').at(-1)).toBe(2900);
  });

  it('counts a demo request converted when its e-mail registered a business after it', async () => {
    const fixture = tenant();
    const before = await analyticsNow();
    const converted = newEmail('converted');
    await askForDemo(demo({ email: converted.toUpperCase() })).expect(201);
    await askForDemo(demo({ email: newEmail('still-thinking') })).expect(201);
    await fixture.registered({ ownerEmail: converted });
    // Asking again once their business exists makes no second conversion.
    await askForDemo(demo({ email: converted })).expect(201);

    const after = await analyticsNow();
    expect(after.demoConversion.requests - before.demoConversion.requests).toBe(3);
    expect(after.demoConversion.converted - before.demoConversion.converted).toBe(1);
    expect(after.demoConversion.rate).toBe(
      Math.round((after.demoConversion.converted / after.demoConversion.requests) * 1000) / 10,
    );
    expect(added(after, before, 'demoRequests').at(-1)).toBe(3);
    expect(added(after, before, 'newTenants').at(-1)).toBe(1);
  });
});
