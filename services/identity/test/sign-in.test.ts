import { authResult } from '@pickup/contracts';
import {
  cookieHeader,
  fromGateway,
  internalSecret,
  newEmail,
  newIp,
  refreshCookieOf,
  identityForTests,
} from './support/identity-fixture';

const identity = identityForTests();

/** A sign-in from its own address, so the per-IP budget of one test never touches another's. */
const login = (username: string, password: string, tenantId: string | null = null, ip = newIp()) =>
  identity()
    .api()
    .post('/api/auth/login')
    .set('x-forwarded-for', ip)
    .set(fromGateway(tenantId))
    .send({ username, password });

const invalid = { error: 'Invalid credentials', code: 'UNAUTHORIZED' };

describe('POST /api/auth/login', () => {
  it('signs in with the username in any case, or with the e-mail, and sets the refresh cookie', async () => {
    const owner = await identity().register('owner');
    for (const name of [
      owner.username,
      owner.username.toUpperCase(),
      owner.email,
      owner.email.toUpperCase(),
    ]) {
      const res = await login(name, owner.password);
      expect(res.status).toBe(200);
      expect(authResult.parse(res.body).user).toEqual(owner.user);
      expect(refreshCookieOf(res)?.raw).toMatch(/HttpOnly/);
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const owner = await identity().register('owner');
    const wrong = await login(owner.username, 'wrong password');
    const unknown = await login('nobody-here', 'whatever');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(invalid);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(invalid);
  });

  it('requires username and password', async () => {
    const res = await identity().api().post('/api/auth/login').send({ username: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it("refuses a customer or owner on another business's host with the same 401; admins sign in anywhere", async () => {
    const tenantA = await identity().newTenant();
    const tenantB = await identity().newTenant();
    const customer = await identity().register('customer', tenantA);
    expect((await login(customer.username, customer.password, tenantA)).status).toBe(200);
    expect((await login(customer.username, customer.password, null)).status).toBe(200);
    const elsewhere = await login(customer.username, customer.password, tenantB);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toEqual(invalid);

    // An owner without a business yet is not an owner of any business's host.
    const owner = await identity().register('owner');
    expect((await login(owner.username, owner.password, tenantA)).status).toBe(401);

    const admin = await identity()
      .service.deps.connection.collection('users')
      .updateOne({ username: owner.username }, { $set: { role: 'platform-admin' } });
    expect(admin.modifiedCount).toBe(1);
    const asAdmin = await login(owner.username, owner.password, tenantB);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.user.role).toBe('platform-admin');
  });

  it('signs a customer of several businesses into the one the request names, by e-mail', async () => {
    const tenantA = await identity().newTenant();
    const tenantB = await identity().newTenant();
    const inA = await identity().register('customer', tenantA, { password: 'password-a' });
    const inB = await identity().register('customer', tenantB, { email: inA.email, password: 'password-b' });
    const res = await login(inA.email, 'password-b', tenantB);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(inB.user.id);
    expect((await login(inA.email, 'password-a', tenantB)).status).toBe(401);
  });

  it('refuses users of a switched-off business, and disabled users, with the same 401', async () => {
    const tenantId = await identity().newTenant();
    const customer = await identity().register('customer', tenantId);
    await identity().publishTenant({ tenantId, isActive: false }, { type: 'tenant.updated' });
    const off = await login(customer.username, customer.password, tenantId);
    expect(off.status).toBe(401);
    expect(off.body).toEqual(invalid);
    expect((await login(customer.username, customer.password)).status).toBe(401);

    const owner = await identity().register('owner');
    await identity()
      .api()
      .post(`/internal/users/${owner.user.id}/disable`)
      .set('x-internal-secret', internalSecret)
      .expect(200);
    expect((await login(owner.username, owner.password)).body).toEqual(invalid);
  });

  it('allows 10 attempts per account in 15 minutes, then answers 429 with Retry-After', async () => {
    const owner = await identity().register('owner');
    for (let i = 0; i < 10; i += 1) expect((await login(owner.username, 'wrong')).status).toBe(401);
    const limited = await login(owner.username, owner.password);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many attempts, please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('forgets failed attempts after a successful sign-in', async () => {
    const owner = await identity().register('owner');
    for (let i = 0; i < 9; i += 1) await login(owner.username, 'wrong');
    expect((await login(owner.username, owner.password)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await login(owner.username, 'wrong');
    expect((await login(owner.username, owner.password)).status).toBe(200);
  });

  it('allows 30 attempts per address in 15 minutes, whatever the accounts', async () => {
    const ip = newIp();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`nobody-${i}`, 'whatever', null, ip)),
    );
    expect(attempts.every((res) => res.status === 401)).toBe(true);
    const limited = await login('nobody-else', 'whatever', null, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('nobody-else', 'whatever')).status).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (refreshToken?: string) => {
    const req = identity().api().post('/api/auth/refresh');
    return refreshToken ? req.set('cookie', cookieHeader(refreshToken)) : req;
  };

  it('trades the cookie for a new access token and a new cookie, every time', async () => {
    const owner = await identity().register('owner');
    const first = await refresh(owner.refreshToken);
    expect(first.status).toBe(200);
    const body = authResult.parse(first.body);
    expect(body.user).toEqual(owner.user);
    const rotated = refreshCookieOf(first)?.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(owner.refreshToken);
    expect(
      (await identity().api().get('/api/auth/me').set('authorization', `Bearer ${body.token}`)).status,
    ).toBe(200);

    const second = await refresh(rotated);
    expect(second.status).toBe(200);
    expect(refreshCookieOf(second)?.value).not.toBe(rotated);
  });

  it('ends the whole session when a rotated refresh token is presented again', async () => {
    const owner = await identity().register('owner');
    const next = refreshCookieOf(await refresh(owner.refreshToken))?.value ?? '';
    const afterNext = await refresh(next);
    const newest = refreshCookieOf(afterNext)?.value ?? '';
    const accessToken = afterNext.body.token as string;

    const reused = await refresh(owner.refreshToken);
    expect(reused.status).toBe(401);
    expect(refreshCookieOf(reused)?.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The thief's copy is dead, and so is the rightful holder's newest token and access token.
    expect((await refresh(newest)).status).toBe(401);
    const me = await identity().api().get('/api/auth/me').set('authorization', `Bearer ${accessToken}`);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ error: 'Session ended, please sign in again', code: 'UNAUTHORIZED' });
    // Other sessions of the same user are untouched.
    expect((await login(owner.username, owner.password)).status).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('made-up-token')).status).toBe(401);
  });

  it('carries a business given to the owner since the last token', async () => {
    const owner = await identity().register('owner');
    const tenantId = await identity().newTenant();
    await identity()
      .api()
      .post(`/internal/users/${owner.user.id}/tenant`)
      .set('x-internal-secret', internalSecret)
      .send({ tenantId })
      .expect(200);
    const res = await refresh(owner.refreshToken);
    expect(res.body.user.tenantId).toBe(tenantId);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session of the bearer token: its access token and refresh cookie stop working at once', async () => {
    const owner = await identity().register('owner');
    const bearer = { authorization: `Bearer ${owner.token}` };
    expect((await identity().api().get('/api/auth/me').set(bearer)).status).toBe(200);

    const res = await identity().api().post('/api/auth/logout').set(bearer);
    expect(res.status).toBe(204);
    expect(refreshCookieOf(res)?.raw).toMatch(/Expires=Thu, 01 Jan 1970/);

    const me = await identity().api().get('/api/auth/me').set(bearer);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ error: 'Session ended, please sign in again', code: 'UNAUTHORIZED' });
    expect(
      (await identity().api().post('/api/auth/refresh').set('cookie', cookieHeader(owner.refreshToken)))
        .status,
    ).toBe(401);
  });

  it('ends the session of the cookie when there is no bearer token, and is harmless without either', async () => {
    const owner = await identity().register('owner');
    const res = await identity()
      .api()
      .post('/api/auth/logout')
      .set('cookie', cookieHeader(owner.refreshToken));
    expect(res.status).toBe(204);
    const me = await identity().api().get('/api/auth/me').set('authorization', `Bearer ${owner.token}`);
    expect(me.status).toBe(401);
    expect((await identity().api().post('/api/auth/logout')).status).toBe(204);
  });
});

describe('a business switched off by the platform admin', () => {
  const refresh = (refreshToken: string) =>
    identity().api().post('/api/auth/refresh').set('cookie', cookieHeader(refreshToken));

  it("stops its owner's and customers' sign-ins, refreshes and magic links", async () => {
    const tenantId = await identity().newTenant();
    const customer = await identity().register('customer', tenantId);
    const ownerEmail = newEmail('owner');
    await identity()
      .api()
      .post('/internal/owners')
      .set('x-internal-secret', internalSecret)
      .send({ tenantId, email: ownerEmail, password: 'owner password', firstName: 'O', lastName: 'W' })
      .expect(201);
    const owner = await login(ownerEmail, 'owner password', tenantId);
    expect(owner.status).toBe(200);
    const ownerRefresh = refreshCookieOf(owner)?.value ?? '';
    await identity()
      .api()
      .post('/api/auth/magic-link')
      .set('x-forwarded-for', newIp())
      .set(fromGateway(tenantId))
      .send({ email: customer.email })
      .expect(200);
    const [earlierLink] = await identity().waitForMail(customer.email);

    await identity().publishTenant({ tenantId, isActive: false }, { type: 'tenant.updated' });

    expect((await login(ownerEmail, 'owner password', tenantId)).body).toEqual(invalid);
    expect((await login(customer.email, customer.password, tenantId)).body).toEqual(invalid);
    for (const refreshToken of [customer.refreshToken, ownerRefresh]) {
      expect((await refresh(refreshToken)).status).toBe(401);
    }
    const verified = await identity()
      .api()
      .post('/api/auth/magic-link/verify')
      .send({ token: identity().linkToken(earlierLink as NonNullable<typeof earlierLink>, '/magic-login') });
    expect(verified.status).toBe(400);
    await identity()
      .api()
      .post('/api/auth/magic-link')
      .set('x-forwarded-for', newIp())
      .set(fromGateway(tenantId))
      .send({ email: customer.email })
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await identity().mailTo(customer.email)).toHaveLength(1);

    // Switched on again, they sign in afresh: the sessions that were refused stay ended.
    await identity().publishTenant({ tenantId, isActive: true }, { type: 'tenant.updated' });
    expect((await login(ownerEmail, 'owner password', tenantId)).status).toBe(200);
    expect((await login(customer.email, customer.password, tenantId)).status).toBe(200);
    expect((await refresh(ownerRefresh)).status).toBe(401);
  });
});
