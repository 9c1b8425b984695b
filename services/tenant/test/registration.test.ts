import { existingAccountBody, tenantInfo, tenantMessages, tenantRegistrationResult } from '@pickup/contracts';
import { freePort, waitFor } from '@pickup/kit/testing';
import { onboardingUrlOf } from './support/peer-stubs';
import {
  newEmail,
  newSubdomain,
  registration,
  startTenantFixture,
  tenantForTests,
  webBaseUrl,
} from './support/tenant-fixture';

const tenant = tenantForTests();

const register = (body: object) => tenant().api().post('/api/tenants/register').send(body);

const tenantsWithSubdomain = (subdomain: string) =>
  tenant().db.collection('tenants').countDocuments({ subdomain });

describe('POST /api/tenants/register: the wizard’s first step', () => {
  it.each([
    ['a subdomain too short', { subdomain: 'ab' }, 'subdomain', tenantMessages.subdomainLength],
    ['a subdomain too long', { subdomain: 'a'.repeat(64) }, 'subdomain', tenantMessages.subdomainLength],
    ['a subdomain with capitals', { subdomain: 'Green-Loop' }, 'subdomain', tenantMessages.subdomainFormat],
    ['a subdomain with a dot', { subdomain: 'green.loop' }, 'subdomain', tenantMessages.subdomainFormat],
    [
      'a subdomain the app uses',
      { subdomain: 'dashboard' },
      'subdomain',
      tenantMessages.subdomainUnavailable,
    ],
    ['no subdomain', { subdomain: undefined }, 'subdomain', tenantMessages.subdomainFormat],
    ['a blank business name', { businessName: '   ' }, 'businessName', tenantMessages.businessNameRequired],
    ['no business name', { businessName: undefined }, 'businessName', tenantMessages.businessNameRequired],
    ['an invalid e-mail', { ownerEmail: 'robin-at-example' }, 'ownerEmail', tenantMessages.invalidEmail],
    ['a short password', { ownerPassword: '12345' }, 'ownerPassword', tenantMessages.passwordTooShort],
    ['no first name', { ownerFirstName: '' }, 'ownerFirstName', tenantMessages.firstNameRequired],
    ['no last name', { ownerLastName: undefined }, 'ownerLastName', tenantMessages.lastNameRequired],
    [
      'a domain with a scheme',
      { customDomain: 'https://greenloop.com' },
      'customDomain',
      tenantMessages.invalidDomain,
    ],
  ])('refuses %s with the spec’s words, creating nothing', async (_case, change, path, message) => {
    const body = { ...registration(), ...change };
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ path, message });
    if (typeof body.subdomain === 'string') expect(await tenantsWithSubdomain(body.subdomain)).toBe(0);
  });

  it('makes the business, its owner and its payment account, announces it, and answers the onboarding link', async () => {
    const fixture = tenant();
    const body = registration({ customDomain: ' Pickup.GreenLoop.example ' });
    const res = await register(body);
    expect(res.status).toBe(201);
    const result = tenantRegistrationResult.parse(res.body);
    const tenantId = result.tenant.id;
    expect(result).toEqual({
      tenant: {
        id: tenantId,
        subdomain: body.subdomain,
        businessName: 'Green Loop Compost',
        customDomain: 'pickup.greenloop.example',
      },
      stripeAccount: { onboardingUrl: onboardingUrlOf(tenantId) },
    });

    const owner = fixture.identity.userByEmail(body.ownerEmail);
    expect(fixture.identity.callsTo('/internal/owners')).toContainEqual({
      tenantId,
      email: body.ownerEmail,
      password: body.ownerPassword,
      firstName: 'Robin',
      lastName: 'Meadows',
    });
    expect(fixture.billing.accounts.get(tenantId)).toEqual({
      tenantId,
      businessName: 'Green Loop Compost',
      email: body.ownerEmail,
    });

    const [registered] = await fixture.probe.waitForEvents(
      'tenant.registered',
      (e) => e.tenantId === tenantId,
    );
    expect(registered?.data).toEqual({
      tenantId,
      subdomain: body.subdomain,
      businessName: 'Green Loop Compost',
      customDomain: 'pickup.greenloop.example',
      customDomainVerified: false,
      isActive: true,
      subscriptionStatus: 'trial',
    });

    const info = await fixture
      .api()
      .get('/api/tenants/info')
      .set(fixture.auth('owner', tenantId, owner?.id))
      .expect(200);
    expect(tenantInfo.parse(info.body)).toMatchObject({
      id: tenantId,
      subscriptionTier: 'trial',
      subscriptionStatus: 'trial',
      stripeOnboarded: false,
      onboardingCompleted: false,
      isActive: true,
    });
  });

  it('answers an e-mail that owns a business with the friendly panel, naming the business', async () => {
    const fixture = tenant();
    const first = await fixture.registered({ businessName: 'Bucket Brigade' });
    const again = await register(registration({ ownerEmail: first.body.ownerEmail.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(existingAccountBody.parse(again.body)).toEqual({
      error: tenantMessages.existingAccount,
      code: 'CONFLICT',
      type: 'existing_account',
      businessName: 'Bucket Brigade',
      loginUrl: `${webBaseUrl}/login`,
      message: tenantMessages.existingAccount,
      suggestion: tenantMessages.existingAccountSuggestion,
    });
  });

  it('answers the same request sent again after it succeeded as an existing account, making nothing more', async () => {
    const fixture = tenant();
    const first = await fixture.registered();
    const again = await register(first.body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ type: 'existing_account', businessName: first.body.businessName });
    expect(await tenantsWithSubdomain(first.body.subdomain)).toBe(1);
  });

  it('refuses a subdomain another business has', async () => {
    const { body } = await tenant().registered();
    const res = await register(registration({ subdomain: body.subdomain }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: tenantMessages.subdomainTaken,
      code: 'CONFLICT',
      details: [{ path: 'subdomain', message: tenantMessages.subdomainTaken }],
    });
  });

  it('refuses a custom domain another business has', async () => {
    await tenant().registered({ customDomain: 'pickup.taken.example' });
    const res = await register(registration({ customDomain: 'PICKUP.taken.example' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(tenantMessages.domainTaken);
  });

  it('makes one business of two identical requests sent at once', async () => {
    const fixture = tenant();
    const body = registration();
    const answers = await Promise.all([register(body), register(body)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await tenantsWithSubdomain(body.subdomain)).toBe(1);
    const tenantId = answers.find((res) => res.status === 201)?.body.tenant.id as string;
    await fixture.probe.waitForEvents('tenant.registered', (e) => e.tenantId === tenantId);
    await fixture.settled();
    expect(fixture.probe.matching('tenant.registered', (e) => e.tenantId === tenantId)).toHaveLength(1);
    expect([...fixture.identity.users.values()].filter((u) => u.email === body.ownerEmail)).toHaveLength(1);
  });

  it('answers an e-mail identity knows as another account’s, and frees the subdomain at once', async () => {
    const fixture = tenant();
    const taken = fixture.identity.ownerWithoutBusiness(newEmail('admin'));
    taken.role = 'platform-admin';
    const body = registration({ ownerEmail: taken.email });
    const res = await register(body);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ type: 'existing_account', businessName: null });
    expect(await tenantsWithSubdomain(body.subdomain)).toBe(0);
  });
});

describe('registration while identity or billing is unavailable', () => {
  afterEach(() => {
    tenant().identity.failWith = null;
    tenant().billing.failWith = null;
  });

  it('answers 503 while identity is down, and the retry finishes the same business', async () => {
    const fixture = tenant();
    const body = registration();
    fixture.identity.failWith = 503;
    const down = await register(body);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: tenantMessages.registrationUnavailable, code: 'SERVICE_UNAVAILABLE' });
    const halfMade = await fixture.db.collection('tenants').findOne({ subdomain: body.subdomain });
    expect(halfMade?.provisioning).toBe('awaiting_owner');

    // Not served while it is being set up.
    await fixture.api().get(`/api/public/business/${body.subdomain}`).expect(404);

    fixture.identity.failWith = null;
    const retried = await register(body).expect(201);
    expect(retried.body.tenant.id).toBe(String(halfMade?._id));
    expect(await tenantsWithSubdomain(body.subdomain)).toBe(1);
  });

  it('answers 503 while billing is down; the provisioning job finishes the business and announces it once', async () => {
    const fixture = tenant();
    const body = registration();
    fixture.billing.failWith = 503;
    expect((await register(body)).status).toBe(503);
    const halfMade = await fixture.db.collection('tenants').findOne({ subdomain: body.subdomain });
    expect(halfMade?.provisioning).toBe('awaiting_payments');
    const tenantId = String(halfMade?._id);

    fixture.billing.failWith = null;
    fixture.clock.advanceMinutes(2);
    await fixture.probe.waitForEvents('tenant.registered', (e) => e.tenantId === tenantId);
    expect(fixture.billing.accounts.get(tenantId)?.email).toBe(body.ownerEmail);

    // The owner's retry now finds the business set up.
    const again = await register(body);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('existing_account');
    await fixture.settled();
    expect(fixture.probe.matching('tenant.registered', (e) => e.tenantId === tenantId)).toHaveLength(1);
  });

  it('frees the subdomain of a registration nobody finished after 15 minutes', async () => {
    const fixture = tenant();
    const abandoned = registration();
    fixture.identity.failWith = 503;
    expect((await register(abandoned)).status).toBe(503);
    fixture.identity.failWith = null;
    // A second one, stopped at billing: the job finishing it shows a sweep has run.
    const stalled = registration();
    fixture.billing.failWith = 503;
    expect((await register(stalled)).status).toBe(503);
    fixture.billing.failWith = null;

    fixture.clock.advanceMinutes(5);
    await fixture.probe.waitForEvents('tenant.registered', (e) => e.data.subdomain === stalled.subdomain);
    expect(await tenantsWithSubdomain(abandoned.subdomain)).toBe(1);

    fixture.clock.advanceMinutes(11);
    await waitFor(async () => (await tenantsWithSubdomain(abandoned.subdomain)) === 0, {
      what: 'the abandoned registration to be removed',
    });
    await register(registration({ subdomain: abandoned.subdomain })).expect(201);
  });
});

describe('registration when identity cannot be reached at all', () => {
  it('answers 503 and keeps the subdomain for the retry', async () => {
    const fixture = await startTenantFixture({ IDENTITY_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const body = registration();
      const res = await fixture.api().post('/api/tenants/register').send(body);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(tenantMessages.registrationUnavailable);
      expect(await fixture.db.collection('tenants').countDocuments({ subdomain: body.subdomain })).toBe(1);
    } finally {
      await fixture.stop();
    }
  });
});

describe('POST /api/tenants: a signed-in owner without a business creates theirs', () => {
  const create = (headers: Record<string, string>, body: object) =>
    tenant().api().post('/api/tenants').set(headers).send(body);

  it('gives the owner the business in identity and answers the onboarding link', async () => {
    const fixture = tenant();
    const owner = fixture.identity.ownerWithoutBusiness();
    const subdomain = newSubdomain();
    const res = await create(fixture.auth('owner', null, owner.id), {
      subdomain,
      businessName: 'Curbside Crumbs',
    });
    expect(res.status).toBe(201);
    const tenantId = res.body.tenant.id as string;
    expect(res.body.stripeAccount.onboardingUrl).toBe(onboardingUrlOf(tenantId));
    expect(owner.tenantId).toBe(tenantId);
    expect(fixture.billing.accounts.get(tenantId)?.email).toBe(owner.email);

    // After signing in again, the token names the business.
    const info = await fixture
      .api()
      .get('/api/tenants/info')
      .set(fixture.auth('owner', tenantId, owner.id))
      .expect(200);
    expect(info.body).toMatchObject({ businessName: 'Curbside Crumbs', subdomain });
    await fixture.probe.waitForEvents('tenant.registered', (e) => e.tenantId === tenantId);
  });

  it('refuses an owner whose token names a business already', async () => {
    const res = await create(tenant().auth('owner', 'aaaaaaaaaaaaaaaaaaaaaaaa'), {
      subdomain: newSubdomain(),
      businessName: 'Second Shop',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(tenantMessages.alreadyHasBusiness);
  });

  it('refuses, and removes what it made, when identity says the owner has a business by now', async () => {
    const fixture = tenant();
    const owner = fixture.identity.ownerWithoutBusiness();
    owner.tenantId = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const subdomain = newSubdomain();
    const res = await create(fixture.auth('owner', null, owner.id), {
      subdomain,
      businessName: 'Late Again',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(tenantMessages.alreadyHasBusiness);
    expect(await tenantsWithSubdomain(subdomain)).toBe(0);
  });

  it('is for owners only', async () => {
    const fixture = tenant();
    const body = { subdomain: newSubdomain(), businessName: 'Not Mine' };
    expect((await create(fixture.auth('customer', null), body)).status).toBe(403);
    expect((await create({}, body)).status).toBe(401);
  });
});
