import {
  activeDriversResult,
  type DriverView,
  driverResult,
  driversResult,
  identityInternalApi,
  limits,
  routingMessages,
} from '@pickup/contracts';
import { DriverIdentityStub } from './support/driver-identity-stub';
import { newId, routingForTests, webBaseUrl } from './support/routing-fixture';

const internalSecret = 'test-internal-secret-0123456789';
const identity = new DriverIdentityStub(internalSecret);
beforeAll(() => identity.start());
afterAll(() => identity.stop());
beforeEach(() => identity.reset());

const routing = routingForTests(() => ({ IDENTITY_URL: identity.url, INTERNAL_SECRET: internalSecret }));

type Headers = Record<string, string>;

const newEmail = () => `driver-${newId()}@example.com`;

async function createDriver(owner: Headers, body: object = {}): Promise<DriverView> {
  const res = await routing()
    .api()
    .post('/api/drivers')
    .set(owner)
    .send({ name: 'Sam Rivers', email: newEmail(), ...body });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return driverResult.parse(res.body).driver;
}

const listOf = async (owner: Headers) =>
  driversResult.parse((await routing().api().get('/api/drivers').set(owner).expect(200)).body);

const setStatus = (owner: Headers, id: string, isActive: boolean) =>
  routing().api().patch(`/api/drivers/${id}/status`).set(owner).send({ isActive });

describe('adding a driver', () => {
  it('stores every field, with the defaults, and announces driver.created', async () => {
    const { tenantId, owner } = routing().business();
    const email = newEmail();
    const res = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: '  Sam Rivers ', email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    const { driver } = driverResult.parse(res.body);
    expect(driver).toMatchObject({
      name: 'Sam Rivers',
      email,
      phone: '',
      licenseNumber: '',
      vehicleType: 'truck',
      vehiclePlate: '',
      vehicleCapacity: '',
      maxBuckets: limits.defaultDriverCapacity,
      googleCalendarId: '',
      isActive: true,
      role: 'driver',
      hasLogin: false,
      calendarSyncedAt: null,
      routeCount: 0,
    });
    expect(driver.calendarFeedUrl).toMatch(
      new RegExp(`^${webBaseUrl}/api/calendar/[A-Za-z0-9_-]{20,100}\\.ics$`),
    );
    expect(identity.calls).toHaveLength(0);

    const [event] = await routing().probe.waitForEvents(
      'driver.created',
      (e) => e.data.driverId === driver.id,
    );
    expect(event).toMatchObject({
      tenantId,
      data: { driverId: driver.id, userId: null, name: 'Sam Rivers', email, isActive: true, role: 'driver' },
    });
  });

  it('takes every field the dialog has', async () => {
    const { owner } = routing().business();
    const fields = {
      name: 'Lee Park',
      email: newEmail(),
      phone: '207-555-0199',
      licenseNumber: 'ME-1234567',
      vehicleType: 'van',
      vehiclePlate: 'ME 4521',
      vehicleCapacity: '30 buckets, cargo van',
      maxBuckets: 30,
      googleCalendarId: 'lee@group.calendar.google.com',
      role: 'view-only',
    };
    const driver = await createDriver(owner, fields);
    expect(driver).toMatchObject(fields);
  });

  it("answers the spec's message without a name or an e-mail, and refuses a bad e-mail", async () => {
    const { owner } = routing().business();
    for (const body of [{ email: newEmail() }, { name: 'Sam' }, { name: '  ', email: newEmail() }, {}]) {
      const res = await routing().api().post('/api/drivers').set(owner).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { message: string }) => d.message)).toContain(
        routingMessages.driverMissingInformation,
      );
    }
    const bad = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: 'Sam', email: 'not-mail' });
    expect(bad.status).toBe(400);
    const capacity = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: 'Sam', email: newEmail(), maxBuckets: 0 });
    expect(capacity.status).toBe(400);
    expect((await listOf(owner)).drivers).toHaveLength(0);
  });

  it('keeps e-mails unique within a business, whatever their case, and free across businesses', async () => {
    const first = routing().business();
    const email = newEmail();
    await createDriver(first.owner, { email });
    const again = await routing()
      .api()
      .post('/api/drivers')
      .set(first.owner)
      .send({ name: 'Other', email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(routingMessages.driverEmailTaken);

    const second = routing().business();
    expect((await createDriver(second.owner, { email })).email).toBe(email);
  });

  it('gives a driver with a password a login in identity, and never shows or keeps the password', async () => {
    const { tenantId, owner } = routing().business();
    const email = newEmail();
    const res = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: 'Ana Maria Lopez', email, password: 'truck-stop-9' });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain('truck-stop-9');
    expect(res.body.driver).not.toHaveProperty('password');
    const { driver } = driverResult.parse(res.body);
    expect(driver.hasLogin).toBe(true);
    expect(identity.callsTo(identityInternalApi.createDriver)).toEqual([
      { tenantId, email, password: 'truck-stop-9', firstName: 'Ana', lastName: 'Maria Lopez' },
    ]);

    const stored = await routing().db.collection('drivers').findOne({ tenantId, email });
    expect(JSON.stringify(stored)).not.toContain('truck-stop-9');
    const [login] = [...identity.logins.values()];
    expect(stored?.userId).toBe(login?.user.id);
    const [event] = await routing().probe.waitForEvents(
      'driver.created',
      (e) => e.data.driverId === driver.id,
    );
    expect(event?.data.userId).toBe(login?.user.id);
  });

  it('refuses a short password, and stores nothing while identity cannot be reached', async () => {
    const { owner } = routing().business();
    const short = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: 'Sam', email: newEmail(), password: '12345' });
    expect(short.status).toBe(400);

    identity.failWith = 503;
    const down = await routing()
      .api()
      .post('/api/drivers')
      .set(owner)
      .send({ name: 'Sam', email: newEmail(), password: 'secret-enough' });
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    expect((await listOf(owner)).drivers).toHaveLength(0);
  });
});

describe('editing a driver', () => {
  it('changes what is given, keeps the rest, and announces driver.updated', async () => {
    const { tenantId, owner } = routing().business();
    const driver = await createDriver(owner, { phone: '207-555-0100', vehiclePlate: 'OLD 1' });
    const res = await routing()
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(owner)
      .send({ name: 'Sam R. Rivers', vehiclePlate: 'NEW 2', maxBuckets: 25, role: 'admin' });
    expect(res.status).toBe(200);
    expect(driverResult.parse(res.body).driver).toMatchObject({
      id: driver.id,
      name: 'Sam R. Rivers',
      email: driver.email,
      phone: '207-555-0100',
      vehiclePlate: 'NEW 2',
      maxBuckets: 25,
      role: 'admin',
      calendarFeedUrl: driver.calendarFeedUrl,
    });
    const [event] = await routing().probe.waitForEvents(
      'driver.updated',
      (e) => e.data.driverId === driver.id,
    );
    expect(event).toMatchObject({ tenantId, data: { name: 'Sam R. Rivers', role: 'admin' } });
  });

  it("refuses another driver's e-mail, keeps its own", async () => {
    const { owner } = routing().business();
    const taken = await createDriver(owner);
    const driver = await createDriver(owner);
    const clash = await routing()
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(owner)
      .send({ email: taken.email.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(routingMessages.driverEmailTaken);
    const same = await routing()
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(owner)
      .send({ email: driver.email });
    expect(same.status).toBe(200);
    const missing = await routing().api().put(`/api/drivers/${driver.id}`).set(owner).send({ name: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].message).toBe(routingMessages.driverMissingInformation);
  });

  it("sets the login's password, or gives a login to a driver who had none", async () => {
    const { tenantId, owner } = routing().business();
    const withLogin = await createDriver(owner, { password: 'first-pass' });
    const [login] = [...identity.logins.values()];
    const res = await routing()
      .api()
      .put(`/api/drivers/${withLogin.id}`)
      .set(owner)
      .send({ password: 'second-pass' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('second-pass');
    expect(identity.callsTo(identityInternalApi.setPassword)).toEqual([{ password: 'second-pass' }]);
    expect(login?.password).toBe('second-pass');
    expect(identity.callsTo(identityInternalApi.createDriver)).toHaveLength(1);

    const without = await createDriver(owner, { name: 'Kim' });
    expect(without.hasLogin).toBe(false);
    const given = await routing()
      .api()
      .put(`/api/drivers/${without.id}`)
      .set(owner)
      .send({ password: 'kims-pass' });
    expect(driverResult.parse(given.body).driver.hasLogin).toBe(true);
    expect(identity.callsTo(identityInternalApi.createDriver).at(-1)).toEqual({
      tenantId,
      email: without.email,
      password: 'kims-pass',
      firstName: 'Kim',
      lastName: '',
    });
  });

  it('answers 503 and changes nothing while identity cannot take a new password', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner, { password: 'first-pass' });
    identity.failWith = 503;
    const res = await routing()
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(owner)
      .send({ name: 'Renamed', password: 'second-pass' });
    expect(res.status).toBe(503);
    identity.failWith = null;
    expect((await listOf(owner)).drivers[0]?.name).toBe('Sam Rivers');
  });
});

describe("a driver's status", () => {
  it('deactivates (driver.deactivated; no longer offered for routes) and activates again', async () => {
    const { tenantId, owner } = routing().business();
    const driver = await createDriver(owner);
    const off = await setStatus(owner, driver.id, false);
    expect(off.status).toBe(200);
    expect(driverResult.parse(off.body).driver.isActive).toBe(false);
    const [event] = await routing().probe.waitForEvents(
      'driver.deactivated',
      (e) => e.data.driverId === driver.id,
    );
    expect(event).toMatchObject({ tenantId, data: { isActive: false } });

    const active = activeDriversResult.parse(
      (await routing().api().get('/api/drivers/active').set(owner)).body,
    );
    expect(active.drivers).toEqual([]);

    const on = await setStatus(owner, driver.id, true);
    expect(driverResult.parse(on.body).driver.isActive).toBe(true);
    await routing().probe.waitForEvents(
      'driver.updated',
      (e) => e.data.driverId === driver.id && e.data.isActive,
    );
    const again = activeDriversResult.parse(
      (await routing().api().get('/api/drivers/active').set(owner)).body,
    );
    expect(again.drivers.map((d) => d.id)).toEqual([driver.id]);

    expect((await setStatus(owner, driver.id, 'no' as never)).status).toBe(400);
  });
});

describe('removing a driver', () => {
  it('refuses an active driver, removes an inactive one for good with their login, and announces it', async () => {
    const { tenantId, owner } = routing().business();
    const driver = await createDriver(owner, { password: 'first-pass' });
    const [login] = [...identity.logins.values()];

    const active = await routing().api().delete(`/api/drivers/${driver.id}`).set(owner);
    expect(active.status).toBe(409);
    expect(active.body.error).toBe(routingMessages.driverStillActive);
    expect(login?.disabled).toBe(false);

    await setStatus(owner, driver.id, false).expect(200);
    const removed = await routing().api().delete(`/api/drivers/${driver.id}`).set(owner);
    expect(removed.status).toBe(204);
    expect(login?.disabled).toBe(true);
    expect((await listOf(owner)).drivers).toEqual([]);
    const [event] = await routing().probe.waitForEvents(
      'driver.deleted',
      (e) => e.data.driverId === driver.id,
    );
    expect(event).toMatchObject({ tenantId, data: { driverId: driver.id, userId: login?.user.id } });

    expect((await routing().api().delete(`/api/drivers/${driver.id}`).set(owner)).status).toBe(404);
  });

  it('keeps the driver while identity cannot disable their login', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner, { password: 'first-pass' });
    await setStatus(owner, driver.id, false).expect(200);
    identity.failWith = 503;
    expect((await routing().api().delete(`/api/drivers/${driver.id}`).set(owner)).status).toBe(503);
    identity.failWith = null;
    expect((await listOf(owner)).drivers.map((d) => d.id)).toEqual([driver.id]);
  });
});

describe('the drivers screen', () => {
  it('lists active drivers first, by name, with the counters', async () => {
    const { owner } = routing().business();
    const zed = await createDriver(owner, { name: 'zed Young', vehiclePlate: 'ABC 1' });
    const amy = await createDriver(owner, { name: 'Amy Brook', vehiclePlate: 'abc 1' });
    const bo = await createDriver(owner, { name: 'Bo Chen', vehicleType: 'car' });
    const ann = await createDriver(owner, { name: 'Ann Ash', vehiclePlate: 'XYZ 9' });
    await setStatus(owner, ann.id, false).expect(200);

    const list = await listOf(owner);
    expect(list.drivers.map((d) => d.id)).toEqual([amy.id, bo.id, zed.id, ann.id]);
    // One plate shared by two, and a driver with none: two vehicles; the inactive one's is not counted.
    expect(list).toMatchObject({ activeDrivers: 3, totalVehicles: 2, calendarSynced: 0 });

    const active = activeDriversResult.parse(
      (await routing().api().get('/api/drivers/active').set(owner)).body,
    );
    expect(active.drivers).toEqual([
      { id: amy.id, name: 'Amy Brook', vehicleType: 'truck', vehicle: 'abc 1', maxBuckets: 20 },
      { id: bo.id, name: 'Bo Chen', vehicleType: 'car', vehicle: 'car', maxBuckets: 20 },
      { id: zed.id, name: 'zed Young', vehicleType: 'truck', vehicle: 'ABC 1', maxBuckets: 20 },
    ]);
  });

  it('counts a calendar as synced once its feed was read', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    await createDriver(owner);
    const feed = await routing()
      .api()
      .get(new URL(driver.calendarFeedUrl ?? '').pathname);
    expect(feed.status).toBe(200);
    const list = await listOf(owner);
    expect(list.calendarSynced).toBe(1);
    expect(list.drivers.find((d) => d.id === driver.id)?.calendarSyncedAt).not.toBeNull();
  });
});

describe('who may manage drivers', () => {
  it("answers 404 for another business's driver on every call, and lists only the business's own", async () => {
    const mine = routing().business();
    const driver = await createDriver(mine.owner, { password: 'first-pass' });
    await setStatus(mine.owner, driver.id, false).expect(200);
    const { owner: other } = routing().business();
    const calls = [
      routing().api().put(`/api/drivers/${driver.id}`).set(other).send({ name: 'Taken' }),
      routing().api().patch(`/api/drivers/${driver.id}/status`).set(other).send({ isActive: true }),
      routing().api().delete(`/api/drivers/${driver.id}`).set(other),
      routing().api().post(`/api/drivers/${driver.id}/calendar-feed`).set(other),
      routing().api().delete(`/api/drivers/${driver.id}/calendar-feed`).set(other),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(routingMessages.driverNotFound);
    }
    expect((await listOf(other)).drivers).toEqual([]);
    const unchanged = (await listOf(mine.owner)).drivers[0];
    expect(unchanged).toMatchObject({
      name: 'Sam Rivers',
      isActive: false,
      calendarFeedUrl: driver.calendarFeedUrl,
    });
    expect(identity.login([...identity.logins.keys()][0] ?? '')?.disabled).toBe(false);

    expect((await routing().api().put(`/api/drivers/not-an-id`).set(other).send({})).status).toBe(400);
    expect((await routing().api().put(`/api/drivers/${newId()}`).set(other).send({})).status).toBe(404);
  });

  it('is for owners: 401 without a token, 403 for a customer or a driver', async () => {
    const { tenantId } = routing().business();
    expect((await routing().api().get('/api/drivers')).status).toBe(401);
    for (const role of ['customer', 'driver'] as const) {
      const headers = routing().auth(role, tenantId);
      expect((await routing().api().get('/api/drivers').set(headers)).status).toBe(403);
      expect((await routing().api().get('/api/drivers/active').set(headers)).status).toBe(403);
      expect((await routing().api().post('/api/drivers').set(headers).send({})).status).toBe(403);
    }
  });
});
