import { authResult, userResult } from '@pickup/contracts';
import {
  fromGateway,
  identityForTests,
  internalSecret,
  newEmail,
  newIp,
  newTenantId,
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

const me = (token: string) => identity().api().get('/api/auth/me').set('authorization', `Bearer ${token}`);

const driverLogin = (tenantId: string, overrides: object = {}) => ({
  tenantId,
  email: newEmail('driver'),
  password: 'drive-safe',
  firstName: 'Dana',
  lastName: 'Driver',
  ...overrides,
});

describe("drivers' logins (identity's internal API for the routing service)", () => {
  it('refuses callers without the internal secret', async () => {
    const tenantId = newTenantId();
    for (const path of ['/internal/drivers', `/internal/users/${tenantId}/password`]) {
      const res = await identity().api().post(path).send(driverLogin(tenantId));
      expect(res.status).toBe(403);
    }
  });

  it('creates a driver login idempotently by e-mail and business; the driver signs in on their business only', async () => {
    const tenantId = await identity().newTenant();
    const body = driverLogin(tenantId);
    const created = await internal('/internal/drivers', body);
    expect(created.status).toBe(201);
    expect(userResult.parse(created.body).user).toMatchObject({
      role: 'driver',
      tenantId,
      email: body.email,
      firstName: 'Dana',
      lastName: 'Driver',
    });
    const again = await internal('/internal/drivers', body);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(created.body.user.id);

    const signedIn = await login(body.email, body.password, tenantId);
    expect(signedIn.status).toBe(200);
    expect(authResult.parse(signedIn.body).user).toMatchObject({ id: created.body.user.id, role: 'driver' });
    expect((await login(body.email, body.password)).status).toBe(200);
    expect((await login(body.email, body.password, await identity().newTenant())).status).toBe(401);

    const [event] = await identity().eventsOf('user.registered', created.body.user.id);
    expect(event).toMatchObject({ tenantId, data: { role: 'driver', tenantId, email: body.email } });
  });

  it("keeps a driver's e-mail apart from the business's customers and owners, and takes a single name", async () => {
    const tenantId = await identity().newTenant();
    const customer = await identity().register('customer', tenantId);
    const asDriver = await internal(
      '/internal/drivers',
      driverLogin(tenantId, { email: customer.user.email }),
    );
    expect(asDriver.status).toBe(201);
    expect(asDriver.body.user.id).not.toBe(customer.user.id);

    const owner = await identity().register('owner');
    const ownerDrives = await internal(
      '/internal/drivers',
      driverLogin(tenantId, { email: owner.user.email, lastName: '' }),
    );
    expect(ownerDrives.status).toBe(201);
    expect(ownerDrives.body.user).toMatchObject({ role: 'driver', lastName: '' });

    const otherBusiness = await internal(
      '/internal/drivers',
      driverLogin(newTenantId(), { email: owner.user.email }),
    );
    expect(otherBusiness.status).toBe(201);
    expect(otherBusiness.body.user.id).not.toBe(ownerDrives.body.user.id);
  });

  it('lets a removed driver who drives again sign in with the password given now', async () => {
    const tenantId = await identity().newTenant();
    const body = driverLogin(tenantId);
    const created = await internal('/internal/drivers', body);
    expect((await internal(`/internal/users/${created.body.user.id}/disable`)).status).toBe(200);
    expect((await login(body.email, body.password, tenantId)).status).toBe(401);

    const back = await internal('/internal/drivers', { ...body, password: 'back-again' });
    expect(back.status).toBe(200);
    expect(back.body.user.id).toBe(created.body.user.id);
    expect((await login(body.email, body.password, tenantId)).status).toBe(401);
    expect((await login(body.email, 'back-again', tenantId)).status).toBe(200);
  });

  it("sets a driver's password and ends their sessions", async () => {
    const tenantId = await identity().newTenant();
    const body = driverLogin(tenantId);
    const { user } = (await internal('/internal/drivers', body)).body as { user: { id: string } };
    const session = await login(body.email, body.password, tenantId);
    expect((await me(session.body.token)).status).toBe(200);

    const set = await internal(`/internal/users/${user.id}/password`, { password: 'new-route-7' });
    expect(set.status).toBe(200);
    expect(userResult.parse(set.body).user.id).toBe(user.id);
    expect((await me(session.body.token)).status).toBe(401);
    expect((await login(body.email, body.password, tenantId)).status).toBe(401);
    expect((await login(body.email, 'new-route-7', tenantId)).status).toBe(200);
  });

  it("sets only a driver's password: 404 unknown, 409 another role, 400 a short or missing password", async () => {
    const tenantId = await identity().newTenant();
    expect(
      (await internal(`/internal/users/${newTenantId()}/password`, { password: 'secret1' })).status,
    ).toBe(404);
    const customer = await identity().register('customer', tenantId);
    const refused = await internal(`/internal/users/${customer.user.id}/password`, { password: 'secret1' });
    expect(refused.status).toBe(409);
    expect((await login(customer.username, customer.password, tenantId)).status).toBe(200);

    const { user } = (await internal('/internal/drivers', driverLogin(tenantId))).body as {
      user: { id: string };
    };
    expect((await internal(`/internal/users/${user.id}/password`, { password: '123' })).status).toBe(400);
    expect((await internal(`/internal/users/${user.id}/password`, {})).status).toBe(400);
    expect((await internal('/internal/users/nonsense/password', { password: 'secret1' })).status).toBe(400);
    const invalid = await internal('/internal/drivers', { tenantId: 'x', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['tenantId', 'email', 'password', 'firstName']),
    );
  });
});
