import { authResult } from '@pickup/contracts';
import {
  cookieHeader,
  fromGateway,
  internalSecret,
  newEmail,
  newIp,
  newTenantId,
  refreshCookieOf,
  identityForTests,
  webBaseUrl,
} from './support/identity-fixture';

const identity = identityForTests();

const magicLinkSent = { message: 'If an account exists for that email, a sign-in link is on its way.' };
const resetLinkSent = { message: 'If an account exists for that email, a reset link is on its way.' };
const linkExpired = { error: 'This link has expired or was already used.', code: 'VALIDATION_FAILED' };

const ask = (
  path: '/api/auth/magic-link' | '/api/auth/forgot-password',
  email: string,
  tenantId: string | null = null,
) => identity().api().post(path).set('x-forwarded-for', newIp()).set(fromGateway(tenantId)).send({ email });

/** Waits long enough for a mail that is not coming to have arrived if it were. */
async function expectNoMail(address: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await identity().mailTo(address)).toEqual([]);
}

describe('magic links', () => {
  it('e-mails a single-use sign-in link to /magic-login that signs the user in', async () => {
    const owner = await identity().register('owner');
    const res = await ask('/api/auth/magic-link', owner.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(magicLinkSent);

    const [mail] = await identity().waitForMail(owner.email);
    expect(mail?.subject).toBe('Your sign-in link');
    expect(mail?.text).toContain(`${webBaseUrl}/magic-login?token=`);
    expect(mail?.text).toContain('expires in 15 minutes');
    expect(mail?.html).toContain('href="http://web.pickup.test/magic-login?token=');
    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/magic-login');

    const verified = await identity().api().post('/api/auth/magic-link/verify').send({ token });
    expect(verified.status).toBe(200);
    expect(authResult.parse(verified.body).user).toEqual(owner.user);
    expect(refreshCookieOf(verified)?.raw).toMatch(/HttpOnly/);

    const again = await identity().api().post('/api/auth/magic-link/verify').send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(linkExpired);
  });

  it('gives the same answer for an unknown e-mail, and sends nothing', async () => {
    const email = newEmail('nobody');
    const res = await ask('/api/auth/magic-link', email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(magicLinkSent);
    await expectNoMail(email);
  });

  it('looks a customer up in the business the request names, and owners only where none is named', async () => {
    const tenantId = await identity().newTenant();
    const customer = await identity().register('customer', tenantId);
    await ask('/api/auth/magic-link', customer.email, null);
    await ask('/api/auth/magic-link', customer.email, await identity().newTenant());
    await expectNoMail(customer.email);
    await ask('/api/auth/magic-link', customer.email, tenantId);
    const [mail] = await identity().waitForMail(customer.email);
    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/magic-login');
    const verified = await identity().api().post('/api/auth/magic-link/verify').send({ token });
    expect(verified.body.user.id).toBe(customer.user.id);
  });

  it('expires after 15 minutes', async () => {
    const owner = await identity().register('owner');
    await ask('/api/auth/magic-link', owner.email);
    const [mail] = await identity().waitForMail(owner.email);
    identity().clock.advanceMinutes(16);
    try {
      const res = await identity()
        .api()
        .post('/api/auth/magic-link/verify')
        .send({ token: identity().linkToken(mail as NonNullable<typeof mail>, '/magic-login') });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(linkExpired);
    } finally {
      identity().clock.advanceMinutes(-16);
    }
  });

  it('refuses a made-up token, and a link of a user disabled since', async () => {
    expect(
      (await identity().api().post('/api/auth/magic-link/verify').send({ token: 'made-up' })).body,
    ).toEqual(linkExpired);
    expect((await identity().api().post('/api/auth/magic-link/verify').send({})).status).toBe(400);

    const owner = await identity().register('owner');
    await ask('/api/auth/magic-link', owner.email);
    const [mail] = await identity().waitForMail(owner.email);
    await identity()
      .api()
      .post(`/internal/users/${owner.user.id}/disable`)
      .set('x-internal-secret', internalSecret);
    const res = await identity()
      .api()
      .post('/api/auth/magic-link/verify')
      .send({ token: identity().linkToken(mail as NonNullable<typeof mail>, '/magic-login') });
    expect(res.body).toEqual(linkExpired);
  });

  it('requires a valid e-mail', async () => {
    const res = await identity().api().post('/api/auth/magic-link').send({});
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'email', message: 'Email is required' }]);
  });

  it('allows 5 requests per e-mail and 10 per address in 15 minutes', async () => {
    const email = newEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await ask('/api/auth/magic-link', email)).status).toBe(200);
    const limited = await ask('/api/auth/magic-link', email);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many attempts, please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();

    const ip = newIp();
    const fromOneAddress = (address: string) =>
      identity().api().post('/api/auth/magic-link').set('x-forwarded-for', ip).send({ email: address });
    for (let i = 0; i < 10; i += 1) expect((await fromOneAddress(newEmail('sweep'))).status).toBe(200);
    expect((await fromOneAddress(newEmail('sweep'))).status).toBe(429);
  });
});

describe('password reset', () => {
  it('e-mails a link to /reset-password; the new password works, the old one and every session end', async () => {
    const owner = await identity().register('owner', null, { password: 'old password' });
    const res = await ask('/api/auth/forgot-password', owner.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(resetLinkSent);
    const [mail] = await identity().waitForMail(owner.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('expires in 1 hour');
    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/reset-password');

    const reset = await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token, password: 'new password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been reset.' });

    const login = (password: string) =>
      identity()
        .api()
        .post('/api/auth/login')
        .set('x-forwarded-for', newIp())
        .send({ username: owner.username, password });
    expect((await login('old password')).status).toBe(401);
    expect((await login('new password')).status).toBe(200);
    const me = await identity().api().get('/api/auth/me').set('authorization', `Bearer ${owner.token}`);
    expect(me.status).toBe(401);
    const refresh = await identity()
      .api()
      .post('/api/auth/refresh')
      .set('cookie', cookieHeader(owner.refreshToken));
    expect(refresh.status).toBe(401);

    const again = await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token, password: 'third one' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(linkExpired);
  });

  it('gives the same answer for an unknown e-mail, and sends nothing', async () => {
    const email = newEmail('nobody');
    const res = await ask('/api/auth/forgot-password', email);
    expect(res.body).toEqual(resetLinkSent);
    await expectNoMail(email);
  });

  it('expires after an hour, and an earlier link stops working once a later one is used', async () => {
    const owner = await identity().register('owner');
    await ask('/api/auth/forgot-password', owner.email);
    await ask('/api/auth/forgot-password', owner.email);
    const mails = await identity().waitForMail(owner.email, 2);
    const [first, second] = mails.map((mail) => identity().linkToken(mail, '/reset-password'));

    identity().clock.advanceMinutes(61);
    try {
      const late = await identity()
        .api()
        .post('/api/auth/reset-password')
        .send({ token: first, password: 'too late' });
      expect(late.body).toEqual(linkExpired);
    } finally {
      identity().clock.advanceMinutes(-61);
    }
    expect(
      (await identity().api().post('/api/auth/reset-password').send({ token: second, password: 'in time' }))
        .status,
    ).toBe(200);
    expect(
      (await identity().api().post('/api/auth/reset-password').send({ token: first, password: 'reused' }))
        .body,
    ).toEqual(linkExpired);
  });

  it('lets a customer created without a password set one', async () => {
    const tenantId = await identity().newTenant();
    const email = newEmail('signup');
    const created = await identity()
      .api()
      .post('/internal/customers')
      .set('x-internal-secret', internalSecret)
      .send({ tenantId, email, firstName: 'Sam', lastName: 'Signup' });
    expect(created.status).toBe(201);
    await ask('/api/auth/forgot-password', email, tenantId);
    const [mail] = await identity().waitForMail(email);
    const token = identity().linkToken(mail as NonNullable<typeof mail>, '/reset-password');
    await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token, password: 'chosen one' })
      .expect(200);
    const login = await identity()
      .api()
      .post('/api/auth/login')
      .set('x-forwarded-for', newIp())
      .set(fromGateway(tenantId))
      .send({ username: email, password: 'chosen one' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'customer', tenantId, email });
  });

  it('validates the new password and the token', async () => {
    const res = await identity().api().post('/api/auth/reset-password').send({ token: 'x', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const unknown = await identity()
      .api()
      .post('/api/auth/reset-password')
      .send({ token: 'x', password: '123456' });
    expect(unknown.body).toEqual(linkExpired);
  });

  it('allows 5 requests per e-mail in 15 minutes', async () => {
    const email = newEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await ask('/api/auth/forgot-password', email)).status).toBe(200);
    expect((await ask('/api/auth/forgot-password', email, newTenantId())).status).toBe(429);
  });
});
