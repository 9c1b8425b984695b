import { userResult } from '@pickup/contracts';
import {
  fromGateway,
  internalSecret,
  newEmail,
  newIp,
  newTenantId,
  newUsername,
  identityForTests,
  webBaseUrl,
} from './support/identity-fixture';

const identity = identityForTests();

const internal = (path: string, body: object = {}) =>
  identity().api().post(path).set('x-internal-secret', internalSecret).send(body);

const login = (username: string, password: string, tenantId: string | null = null) =>
  identity()
    .api()
    .post('/api/auth/login')
    .set('x-forwarded-for', newIp())
    .set(fromGateway(tenantId))
    .send({ username, password });

describe('the internal API', () => {
  it('refuses callers without the internal secret', async () => {
    const tenantId = newTenantId();
    const body = { tenantId, email: newEmail(), password: 'secret1', firstName: 'O', lastName: 'W' };
    for (const path of [
      '/internal/owners',
      '/internal/customers',
      `/internal/users/${tenantId}/disable`,
      `/internal/users/${tenantId}/welcome`,
    ]) {
      const none = await identity().api().post(path).send(body);
      expect(none.status).toBe(403);
      expect(none.body.code).toBe('FORBIDDEN');
      expect(
        (await identity().api().post(path).set('x-internal-secret', 'guessed-0123456789').send(body)).status,
      ).toBe(403);
    }
  });

  it('creates the owner of a new business once: asking again returns the same owner', async () => {
    const tenantId = await identity().newTenant();
    const body = {
      tenantId,
      email: newEmail('owner'),
      password: 'secret1',
      firstName: 'Olive',
      lastName: 'Owner',
    };
    const created = await internal('/internal/owners', body);
    expect(created.status).toBe(201);
    const { user } = userResult.parse(created.body);
    expect(user).toMatchObject({ role: 'owner', tenantId, email: body.email, firstName: 'Olive' });
    expect(user.username.length).toBeGreaterThanOrEqual(3);

    const again = await internal('/internal/owners', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.user).toEqual(user);

    const [event] = await identity().eventsOf('user.registered', user.id);
    expect(event).toMatchObject({
      tenantId,
      actor: { userId: null, role: 'system' },
      data: { role: 'owner' },
    });
    expect((await login(body.email, 'secret1', tenantId)).status).toBe(200);

    // The same e-mail for another business's owner: e-mails of owners are unique on the platform.
    const elsewhere = await internal('/internal/owners', { ...body, tenantId: newTenantId() });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe('An account with this email already exists');
  });

  it('invites an owner created without a password by e-mail, once, to choose one', async () => {
    const tenantId = await identity().newTenant({ businessName: 'Green Loop Compost' });
    const body = { tenantId, email: newEmail('invited'), firstName: 'Ivy', lastName: 'Owner' };
    const created = await internal('/internal/owners', body);
    expect(created.status).toBe(201);
    expect((await login(body.email, 'anything', tenantId)).status).toBe(401);

    const [mail] = await identity().waitForMail(body.email);
    expect(mail?.subject).toBe('Choose your password for Green Loop Compost');
    expect(mail?.text).toContain('Hello Ivy,');
    expect(mail?.text).toContain("Your owner's account for Green Loop Compost is ready");
    expect(mail?.text).toContain('expires in 7 days');
    expect(mail?.html).toContain(`href="${webBaseUrl}/reset-password?token=`);

    // The tenant service retrying after a timeout gets the same owner, and no second e-mail.
    const again = await internal('/internal/owners', body);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(created.body.user.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(body.email)).toHaveLength(1);

    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/reset-password');
    const chosen = await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token, password: 'my own password' });
    expect(chosen.status).toBe(200);
    expect((await login(body.email, 'my own password', tenantId)).status).toBe(200);
    const reused = await identity().api().post('/api/auth/reset-password').send({ token, password: 'again' });
    expect(reused.status).toBe(400);

    // With a password chosen, asking again never invites anyone.
    expect((await internal('/internal/owners', body)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(body.email)).toHaveLength(1);
  });

  it('invites without naming a business identity has not heard of; the invitation lasts 7 days', async () => {
    const invite = async () => {
      const email = newEmail('unnamed');
      await internal('/internal/owners', {
        tenantId: newTenantId(),
        email,
        firstName: 'U',
        lastName: 'N',
      }).expect(201);
      const [mail] = await identity().waitForMail(email);
      return mail as NonNullable<typeof mail>;
    };
    const [first, second] = [await invite(), await invite()];
    expect(first.subject).toBe('Choose your password');
    expect(first.text).toContain("Your owner's account is ready");
    const choose = (mail: typeof first) =>
      identity()
        .api()
        .post('/api/auth/reset-password')
        .send({ token: identity().linkToken(mail, '/reset-password'), password: 'chosen at last' });

    const week = 7 * 24 * 60;
    identity().clock.advanceMinutes(week - 5);
    try {
      expect((await choose(first)).status).toBe(200);
      identity().clock.advanceMinutes(6);
      const late = await choose(second);
      expect(late.status).toBe(400);
      expect(late.body.error).toBe('This link has expired or was already used.');
    } finally {
      identity().clock.advanceMinutes(-(week + 1));
    }
  });

  it('takes a chosen username, 409 when it is taken', async () => {
    const username = newUsername('chosen');
    const body = { tenantId: newTenantId(), password: 'secret1', firstName: 'O', lastName: 'W', username };
    expect((await internal('/internal/owners', { ...body, email: newEmail() })).body.user.username).toBe(
      username,
    );
    const taken = await internal('/internal/owners', { ...body, email: newEmail() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Username is already taken');
  });

  it('creates a customer login idempotently by e-mail and business, with or without a password', async () => {
    const tenantId = await identity().newTenant();
    const email = newEmail('customer');
    const body = { tenantId, email, firstName: 'Cara', lastName: 'Customer', password: 'secret1' };
    const created = await internal('/internal/customers', body);
    expect(created.status).toBe(201);
    const again = await internal('/internal/customers', { ...body, password: 'ignored' });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(created.body.user.id);
    expect((await login(email, 'secret1', tenantId)).status).toBe(200);

    const otherBusiness = await internal('/internal/customers', { ...body, tenantId: newTenantId() });
    expect(otherBusiness.status).toBe(201);
    expect(otherBusiness.body.user.id).not.toBe(created.body.user.id);

    const withoutPassword = await internal('/internal/customers', {
      tenantId,
      email: newEmail('nopass'),
      firstName: 'N',
      lastName: 'P',
    });
    expect(withoutPassword.status).toBe(201);
    expect((await login(withoutPassword.body.user.username, '')).status).toBe(400);
    expect((await login(withoutPassword.body.user.username, 'anything')).status).toBe(401);
  });

  it('welcomes a customer whose subscription started, once, with a link to choose a password', async () => {
    const tenantId = await identity().newTenant({ businessName: 'Green Loop Compost' });
    const email = newEmail('household');
    const created = await internal('/internal/customers', {
      tenantId,
      email,
      firstName: 'Hana',
      lastName: 'Home',
    });
    const customerId: string = created.body.user.id;

    const welcomed = await internal(`/internal/users/${customerId}/welcome`, {
      businessName: 'Green Loop Compost',
    });
    expect(welcomed.status).toBe(200);
    expect(userResult.parse(welcomed.body).user).toEqual(created.body.user);

    const [mail] = await identity().waitForMail(email);
    expect(mail?.subject).toBe('Welcome to Green Loop Compost');
    expect(mail?.text).toContain('Hello Hana,');
    expect(mail?.text).toContain('Your pickups with Green Loop Compost are set up');
    expect(mail?.text).toContain('expires in 7 days');
    expect(mail?.html).toContain(`href="${webBaseUrl}/reset-password?token=`);

    // The customer service retrying (a redelivered event) sends nothing more.
    expect(
      (await internal(`/internal/users/${customerId}/welcome`, { businessName: 'Green Loop Compost' }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(email)).toHaveLength(1);

    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/reset-password');
    const chosen = await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token, password: 'my compost password' });
    expect(chosen.status).toBe(200);
    const signedIn = await login(email, 'my compost password', tenantId);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: customerId, role: 'customer', tenantId });

    // With a password chosen, a late welcome sends nothing.
    expect(
      (await internal(`/internal/users/${customerId}/welcome`, { businessName: 'Green Loop Compost' }))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(email)).toHaveLength(1);
  });

  it('welcomes customers only: 404 for an unknown user, 409 for an owner, 400 without a business name', async () => {
    const body = { businessName: 'Green Loop Compost' };
    const unknown = await internal(`/internal/users/${newTenantId()}/welcome`, body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('User not found');

    const tenantId = await identity().newTenant();
    const ownerEmail = newEmail('owner');
    const owner = await internal('/internal/owners', {
      tenantId,
      email: ownerEmail,
      firstName: 'O',
      lastName: 'W',
    });
    await identity().waitForMail(ownerEmail);
    const refused = await internal(`/internal/users/${owner.body.user.id}/welcome`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Only a customer can be welcomed to a business');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(ownerEmail)).toHaveLength(1);

    const customer = await identity().register('customer', tenantId);
    const blank = await internal(`/internal/users/${customer.user.id}/welcome`, { businessName: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details.map((detail: { path: string }) => detail.path)).toEqual(['businessName']);
  });

  it('validates what it is given', async () => {
    const res = await internal('/internal/customers', { tenantId: 'not-an-id', email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['tenantId', 'email', 'firstName', 'lastName']),
    );
    expect((await internal('/internal/users/nonsense/disable')).status).toBe(400);
    expect((await internal(`/internal/users/${newTenantId()}/disable`)).status).toBe(404);
  });

  it('disables a user: sessions end at once, sign-in is refused, user.disabled is published once', async () => {
    const tenantId = await identity().newTenant();
    const customer = await identity().register('customer', tenantId);
    const disabled = await internal(`/internal/users/${customer.user.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.user.id).toBe(customer.user.id);

    const me = await identity().api().get('/api/auth/me').set('authorization', `Bearer ${customer.token}`);
    expect(me.status).toBe(401);
    expect((await login(customer.username, customer.password, tenantId)).status).toBe(401);
    const [event] = await identity().eventsOf('user.disabled', customer.user.id);
    expect(event).toMatchObject({ tenantId, data: { userId: customer.user.id, tenantId } });

    expect((await internal(`/internal/users/${customer.user.id}/disable`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      identity().events.filter((e) => e.type === 'user.disabled' && e.tenantId === tenantId),
    ).toHaveLength(1);
  });

  it('gives an owner without a business the one onboarding created, once', async () => {
    const owner = await identity().register('owner');
    const tenantId = newTenantId();
    const assigned = await internal(`/internal/users/${owner.user.id}/tenant`, { tenantId });
    expect(assigned.status).toBe(200);
    expect(assigned.body.user.tenantId).toBe(tenantId);
    expect((await internal(`/internal/users/${owner.user.id}/tenant`, { tenantId })).status).toBe(200);
    const other = await internal(`/internal/users/${owner.user.id}/tenant`, { tenantId: newTenantId() });
    expect(other.status).toBe(409);

    const customer = await identity().register('customer', await identity().newTenant());
    expect((await internal(`/internal/users/${customer.user.id}/tenant`, { tenantId })).status).toBe(400);
  });
});

describe("identity's tenant projection", () => {
  it('applies tenant events in the order they happened, whatever order they arrive in', async () => {
    const tenantId = newTenantId();
    const customerEmail = newEmail('projection');
    const now = Date.now();
    await identity().publishTenant({ tenantId, isActive: true }, { occurredAt: new Date(now) });
    await internal('/internal/customers', {
      tenantId,
      email: customerEmail,
      firstName: 'P',
      lastName: 'J',
      password: 'secret1',
    }).expect(201);
    expect((await login(customerEmail, 'secret1', tenantId)).status).toBe(200);

    await identity().publishTenant(
      { tenantId, isActive: false },
      { type: 'tenant.updated', occurredAt: new Date(now + 2000) },
    );
    expect((await login(customerEmail, 'secret1', tenantId)).status).toBe(401);

    // A late update from before the switch-off changes nothing.
    const stale = await identity().publishTenant(
      { tenantId, isActive: true },
      { type: 'tenant.updated', occurredAt: new Date(now + 1000), waitForIt: false },
    );
    await identity().handled(stale);
    const stored = await identity()
      .service.deps.connection.collection('tenants')
      .findOne({ _id: tenantId } as object);
    expect(stored).toMatchObject({ isActive: false });
    expect((await login(customerEmail, 'secret1', tenantId)).status).toBe(401);
  });
});
