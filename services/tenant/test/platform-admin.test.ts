import {
  adminAnalytics,
  adminTenantResult,
  adminTenantsResult,
  demoRequestResult,
  demoRequestsResult,
  tenantMessages,
} from '@pickup/contracts';
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
