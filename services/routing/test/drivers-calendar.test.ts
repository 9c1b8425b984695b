import {
  defaultTimeZone,
  type DriverView,
  driverResult,
  driversResult,
  routeResult,
  routingMessages,
} from '@pickup/contracts';
import { addDays, instantAt, todayIn } from '../src/domain/schedule';
import { DriverIdentityStub } from './support/driver-identity-stub';
import { newId, routingForTests } from './support/routing-fixture';

const internalSecret = 'test-internal-secret-0123456789';
const identity = new DriverIdentityStub(internalSecret);
beforeAll(() => identity.start());
afterAll(() => identity.stop());

const routing = routingForTests(() => ({ IDENTITY_URL: identity.url, INTERNAL_SECRET: internalSecret }));

type Headers = Record<string, string>;

async function createDriver(owner: Headers, body: object = {}): Promise<DriverView> {
  const res = await routing()
    .api()
    .post('/api/drivers')
    .set(owner)
    .send({ name: 'Sam Rivers', email: `driver-${newId()}@example.com`, ...body });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return driverResult.parse(res.body).driver;
}

const feedPath = (driver: DriverView) => new URL(driver.calendarFeedUrl ?? '').pathname;

const readFeed = (path: string, headers: Headers = {}) =>
  routing()
    .api()
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

/** The events of an iCalendar text, each as its lines' names and values (folded lines joined). */
function eventsOf(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
    }
  }
  return events;
}

/** 2026-11-24T13:00:00.000Z as iCalendar writes a UTC instant: 20261124T130000Z. */
const icsInstant = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe("a driver's calendar feed", () => {
  it('is an empty calendar for a driver without routes, and reading it marks the calendar synced', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    const res = await readFeed(feedPath(driver));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain('END:VCALENDAR');
    expect(eventsOf(res.body as string)).toEqual([]);

    const { drivers, calendarSynced } = driversResult.parse(
      (await routing().api().get('/api/drivers').set(owner)).body,
    );
    expect(calendarSynced).toBe(1);
    expect(drivers[0]?.calendarSyncedAt).not.toBeNull();
  });

  it("lists each of the driver's route occurrences of the next eight weeks at the business's times", async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    await createDriver(owner, { name: 'Someone Else' });
    const today = todayIn(defaultTimeZone, new Date());
    const created = await routing().api().post('/api/routes').set(owner).send({
      name: 'Bangor loop',
      driverId: driver.id,
      startTime: '08:00',
      endTime: '11:30',
      date: today,
      startAddress: '12 Depot Road, Bangor, ME',
      notes: 'Gate code 42',
    });
    expect(created.status).toBe(201);
    const route = routeResult.parse(created.body).route;

    const list = driversResult.parse((await routing().api().get('/api/drivers').set(owner)).body);
    expect(list.drivers.find((d) => d.id === driver.id)?.routeCount).toBe(1);
    expect(list.drivers.find((d) => d.id !== driver.id)?.routeCount).toBe(0);

    const events = eventsOf((await readFeed(feedPath(driver))).body as string);
    expect(events).toHaveLength(8);
    events.forEach((event, week) => {
      const date = addDays(today, 7 * week);
      expect(event).toMatchObject({
        SUMMARY: 'Bangor loop',
        DTSTART: icsInstant(instantAt(date, '08:00', defaultTimeZone)),
        DTEND: icsInstant(instantAt(date, '11:30', defaultTimeZone)),
        LOCATION: '12 Depot Road\\, Bangor\\, ME',
        DESCRIPTION: '0 stops\\nGate code 42',
        UID: `${route.id}-${date}`,
      });
    });
  });

  it('keeps a deactivated driver on their routes and feed, refuses them for new routes, and unassigns a removed one', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    const created = await routing()
      .api()
      .post('/api/routes')
      .set(owner)
      .send({ name: 'Orono loop', driverId: driver.id, startTime: '09:00' });
    const route = routeResult.parse(created.body).route;
    await routing()
      .api()
      .patch(`/api/drivers/${driver.id}/status`)
      .set(owner)
      .send({ isActive: false })
      .expect(200);

    const refused = await routing()
      .api()
      .post('/api/routes')
      .set(owner)
      .send({ name: 'Another', driverId: driver.id, startTime: '09:00' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(routingMessages.driverInactive);
    const kept = routeResult.parse(
      (await routing().api().get(`/api/routes/${route.id}`).set(owner)).body,
    ).route;
    expect(kept.driverId).toBe(driver.id);
    expect(eventsOf((await readFeed(feedPath(driver))).body as string)).toHaveLength(8);

    await routing().api().delete(`/api/drivers/${driver.id}`).set(owner).expect(204);
    const unassigned = routeResult.parse(
      (await routing().api().get(`/api/routes/${route.id}`).set(owner)).body,
    ).route;
    expect(unassigned).toMatchObject({ driverId: null, driver: '' });
    const gone = await readFeed(feedPath(driver));
    expect(gone.status).toBe(404);
  });

  it('renews (the old address stops working, not synced yet) and revokes the feed', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    const first = feedPath(driver);
    expect((await readFeed(first)).status).toBe(200);

    const renewed = await routing().api().post(`/api/drivers/${driver.id}/calendar-feed`).set(owner);
    expect(renewed.status).toBe(200);
    const next = driverResult.parse(renewed.body).driver;
    expect(next.calendarFeedUrl).not.toBe(driver.calendarFeedUrl);
    expect(next.calendarSyncedAt).toBeNull();
    const old = await readFeed(first);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.body as string)).toMatchObject({ error: routingMessages.calendarFeedNotFound });
    expect((await readFeed(feedPath(next))).status).toBe(200);

    const revoked = await routing().api().delete(`/api/drivers/${driver.id}/calendar-feed`).set(owner);
    expect(revoked.status).toBe(200);
    expect(driverResult.parse(revoked.body).driver).toMatchObject({
      calendarFeedUrl: null,
      calendarSyncedAt: null,
    });
    expect((await readFeed(feedPath(next))).status).toBe(404);
    const list = driversResult.parse((await routing().api().get('/api/drivers').set(owner)).body);
    expect(list.calendarSynced).toBe(0);

    const again = driverResult.parse(
      (await routing().api().post(`/api/drivers/${driver.id}/calendar-feed`).set(owner)).body,
    ).driver;
    expect((await readFeed(feedPath(again))).status).toBe(200);
  });

  it('answers 404 for a token that is not a feed, or one of another business than the request names', async () => {
    const { owner } = routing().business();
    const driver = await createDriver(owner);
    const path = feedPath(driver);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const wrongSecret = `${token.slice(0, -4)}AAAA`;
    const otherDriver = `${token.slice(0, 24)}${newId()}${token.slice(48)}`;
    for (const unknown of [wrongSecret, otherDriver, 'A'.repeat(60)]) {
      const res = await readFeed(`/api/calendar/${unknown}.ics`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body as string).error).toBe(routingMessages.calendarFeedNotFound);
    }
    expect((await readFeed('/api/calendar/short.ics')).status).toBe(400);

    const elsewhere = { 'x-internal-secret': internalSecret, 'x-tenant-id': newId() };
    expect((await readFeed(path, elsewhere)).status).toBe(404);
    const here = { 'x-internal-secret': internalSecret, 'x-tenant-id': token.slice(0, 24) };
    expect((await readFeed(path, here)).status).toBe(200);
  });
});
