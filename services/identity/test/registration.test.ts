import { authResult, userResult } from '@pickup/contracts';
import {
  fromGateway,
  newEmail,
  newTenantId,
  newUsername,
  refreshCookieOf,
  identityForTests,
} from './support/identity-fixture';

const identity = identityForTests();

const account = (role: 'owner' | 'customer') => ({
  email: newEmail(role),
  password: 'secret1',
  firstName: 'Grace',
  lastName: 'Hopper',
  username: newUsername(role),
  role,
});

describe('POST /api/auth/register', () => {
  it('registers an owner without a business, signs them in and sets the refresh cookie', async () => {
    const input = account('owner');
    const res = await identity().api().post('/api/auth/register').send(input);
    expect(res.status).toBe(201);
    const body = authResult.parse(res.body);
    expect(body.user).toEqual({
      id: expect.any(String),
      username: input.username,
      email: input.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'owner',
      tenantId: null,
    });
    const cookie = refreshCookieOf(res);
    expect(cookie?.raw).toMatch(/HttpOnly/);
    expect(cookie?.raw).toMatch(/Path=\/api\/auth/);
    expect(cookie?.raw).toMatch(/SameSite=Strict/);
    expect(cookie?.raw).not.toMatch(/Secure/);

    const me = await identity().api().get('/api/auth/me').set('authorization', `Bearer ${body.token}`);
    expect(me.status).toBe(200);
    expect(userResult.parse(me.body).user).toEqual(body.user);
  });

  it('publishes user.registered with the new user', async () => {
    const { user } = await identity().register('owner');
    const [event] = await identity().eventsOf('user.registered', user.id);
    expect(event).toMatchObject({
      tenantId: null,
      actor: { userId: user.id, role: 'owner' },
      data: {
        userId: user.id,
        role: 'owner',
        tenantId: null,
        email: user.email,
        username: user.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
  });

  it('registers a customer into the business the request names', async () => {
    const tenantId = await identity().newTenant();
    const res = await identity()
      .api()
      .post('/api/auth/register')
      .set(fromGateway(tenantId))
      .send(account('customer'));
    expect(res.status).toBe(201);
    const { user } = authResult.parse(res.body);
    expect(user).toMatchObject({ role: 'customer', tenantId });
    const [event] = await identity().eventsOf('user.registered', user.id);
    expect(event?.tenantId).toBe(tenantId);
  });

  it('refuses a customer when no business is named, or the named one is unknown or switched off', async () => {
    const none = await identity().api().post('/api/auth/register').send(account('customer'));
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      error: 'No business is identified for this request',
      code: 'VALIDATION_FAILED',
    });

    // Without the internal secret the tenant header is not believed: still no business.
    const forged = await identity()
      .api()
      .post('/api/auth/register')
      .set('x-tenant-id', await identity().newTenant())
      .send(account('customer'));
    expect(forged.status).toBe(400);

    const unknown = await identity()
      .api()
      .post('/api/auth/register')
      .set(fromGateway(newTenantId()))
      .send(account('customer'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Business Not Found', code: 'NOT_FOUND' });

    const inactive = await identity().newTenant({ isActive: false });
    const off = await identity()
      .api()
      .post('/api/auth/register')
      .set(fromGateway(inactive))
      .send(account('customer'));
    expect(off.status).toBe(404);
  });

  it('requires every field, a valid e-mail, a 6-character password and a known account type', async () => {
    const empty = await identity().api().post('/api/auth/register').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect(empty.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'role',
      'username',
    ]);
    expect(empty.body.details).toContainEqual({ path: 'email', message: 'Email is required' });

    const bad = await identity()
      .api()
      .post('/api/auth/register')
      .send({ ...account('owner'), email: 'not-an-email', password: '12345', role: 'platform-admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'role', message: 'Account type must be customer or owner' },
      ]),
    );
    const blank = await identity()
      .api()
      .post('/api/auth/register')
      .send({ ...account('owner'), firstName: '   ' });
    expect(blank.body.details).toEqual([{ path: 'firstName', message: 'First name is required' }]);
  });

  it('answers 409 for a username taken in any case', async () => {
    const first = await identity().register('owner');
    const res = await identity()
      .api()
      .post('/api/auth/register')
      .send({ ...account('owner'), username: first.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Username is already taken', code: 'CONFLICT' });
  });

  it('answers 409 for an e-mail used by another owner anywhere, or by a customer of the same business', async () => {
    const owner = await identity().register('owner');
    const ownerAgain = await identity()
      .api()
      .post('/api/auth/register')
      .send({ ...account('owner'), email: owner.email.toUpperCase() });
    expect(ownerAgain.status).toBe(409);
    expect(ownerAgain.body).toEqual({ error: 'An account with this email already exists', code: 'CONFLICT' });

    const tenantA = await identity().newTenant();
    const tenantB = await identity().newTenant();
    const customer = await identity().register('customer', tenantA);
    const sameBusiness = await identity()
      .api()
      .post('/api/auth/register')
      .set(fromGateway(tenantA))
      .send({ ...account('customer'), email: customer.email });
    expect(sameBusiness.status).toBe(409);
    expect(sameBusiness.body.error).toBe('An account with this email already exists');

    // The same person may be a customer of another business, and an owner too.
    const otherBusiness = await identity()
      .api()
      .post('/api/auth/register')
      .set(fromGateway(tenantB))
      .send({ ...account('customer'), email: customer.email });
    expect(otherBusiness.status).toBe(201);
    const asOwner = await identity()
      .api()
      .post('/api/auth/register')
      .send({ ...account('owner'), email: customer.email });
    expect(asOwner.status).toBe(201);
  });

  it('keeps one account when the same username is registered twice at once', async () => {
    const username = newUsername('race');
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        identity()
          .api()
          .post('/api/auth/register')
          .send({ ...account('owner'), username }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('GET /api/auth/me', () => {
  it('needs a valid token', async () => {
    expect((await identity().api().get('/api/auth/me')).status).toBe(401);
    expect((await identity().api().get('/api/auth/me').set('authorization', 'Bearer nonsense')).status).toBe(
      401,
    );
  });
});

describe('in production', () => {
  const production = identityForTests({ NODE_ENV: 'production' });

  it('marks the refresh cookie Secure', async () => {
    const res = await production().api().post('/api/auth/register').send(account('owner'));
    expect(res.status).toBe(201);
    expect(refreshCookieOf(res)?.raw).toMatch(/; Secure/);
  });
});
