import type { EventData } from '@pickup/contracts';
import { addCustomer, addDriver, createRoute } from './support/route-helpers';
import { customerSnapshot, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

type Headers = Record<string, string>;

/** A Bangor household on a Bangor route, and the routes of Brewer the business runs. */
async function businessAcrossZones() {
  const { tenantId, owner } = routing().business();
  const driver = await addDriver(routing(), tenantId);
  const household = await addCustomer(routing(), tenantId, { zone: 'bangor', pickupDay: 'Tuesday' });
  const neighbour = await addCustomer(routing(), tenantId, { zone: 'brewer' });
  const route = (name: string, zone: string | null, pickupDay: string, customerIds: string[]) =>
    createRoute(routing(), owner, {
      name,
      ...(zone ? { zone } : {}),
      driverId: driver.driverId,
      pickupDay,
      stops: customerIds.map((customerId) => ({ customerId })),
    });
  const bangor = await route('Bangor Tuesday', 'bangor', 'Tuesday', [household.customerId]);
  const anyZone = await route('Anywhere Friday', null, 'Friday', [household.customerId]);
  const brewerTuesday = await route('Brewer Tuesday', 'brewer', 'Tuesday', [neighbour.customerId]);
  const brewerMonday = await route('Brewer Monday', 'brewer', 'Monday', []);
  return { tenantId, owner, household, bangor, anyZone, brewerTuesday, brewerMonday };
}

function moved(
  household: EventData<'customer.created'>,
  change: Partial<EventData<'customer.address_changed'>> = {},
): EventData<'customer.address_changed'> {
  return {
    customerId: household.customerId,
    customerName: 'Robin Meadows',
    previousAddress: '12 Elm Street, Bangor, ME 04401',
    address: '8 Wilson Street, Brewer, ME 04412',
    previousZone: 'bangor',
    zone: 'brewer',
    pickupDay: 'Tuesday',
    at: new Date().toISOString(),
    ...change,
  };
}

async function stopsOf(owner: Headers, routeId: string): Promise<string[]> {
  const res = await routing().api().get(`/api/routes/${routeId}`).set(owner);
  expect(res.status).toBe(200);
  return (res.body.route.stops as { customerId: string }[]).map((stop) => stop.customerId);
}

const routeUpdates = (routeId: string) =>
  routing().probe.matching('route.updated', (event) => event.data.routeId === routeId).length;

describe('a household that moved', () => {
  it('leaves its old zone’s route for its new zone’s route on its day, once', async () => {
    const { tenantId, owner, household, bangor, anyZone, brewerTuesday, brewerMonday } =
      await businessAcrossZones();
    const move = moved(household);
    await routing().apply('customer.updated', tenantId, customerSnapshot({ ...household, zone: 'brewer' }));
    await routing().apply('customer.address_changed', tenantId, move);

    expect(await stopsOf(owner, bangor.id)).toEqual([]);
    expect(await stopsOf(owner, anyZone.id)).toEqual([household.customerId]);
    expect(await stopsOf(owner, brewerTuesday.id)).toContain(household.customerId);
    expect(await stopsOf(owner, brewerMonday.id)).toEqual([]);
    await routing().probe.waitForEvents(
      'route.updated',
      (event) =>
        event.data.routeId === brewerTuesday.id && event.data.customerIds.includes(household.customerId),
    );
    await routing().probe.waitForEvents(
      'route.updated',
      (event) => event.data.routeId === bangor.id && event.data.customerIds.length === 0,
    );

    // The same move announced again changes nothing and announces nothing.
    await routing().apply('customer.address_changed', tenantId, move);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(routeUpdates(brewerTuesday.id)).toBe(1);
    expect(routeUpdates(bangor.id)).toBe(1);
    expect(await stopsOf(owner, brewerTuesday.id)).toHaveLength(2);
  });

  it('joins the new zone’s route with the fewest stops when it has no pickup day', async () => {
    const { tenantId, owner, household, brewerMonday, brewerTuesday } = await businessAcrossZones();
    await routing().apply('customer.address_changed', tenantId, moved(household, { pickupDay: null }));
    expect(await stopsOf(owner, brewerMonday.id)).toEqual([household.customerId]);
    expect(await stopsOf(owner, brewerTuesday.id)).not.toContain(household.customerId);
  });

  it('stays off routes when its new zone has none that day', async () => {
    const { tenantId, owner, household, bangor } = await businessAcrossZones();
    await routing().apply('customer.address_changed', tenantId, moved(household, { zone: 'hermon' }));
    expect(await stopsOf(owner, bangor.id)).toEqual([]);
    const routes = await routing().api().get('/api/routes').query({ zone: 'hermon' }).set(owner);
    expect(routes.body.routes).toEqual([]);
  });

  it('changes no route when the zone stayed the same', async () => {
    const { tenantId, owner, household, bangor } = await businessAcrossZones();
    await routing().apply(
      'customer.address_changed',
      tenantId,
      moved(household, { zone: 'bangor', address: '40 Union Street, Bangor, ME 04401' }),
    );
    expect(await stopsOf(owner, bangor.id)).toEqual([household.customerId]);
  });

  it('reaches only its own business’s routes', async () => {
    const { owner, household, bangor, brewerTuesday } = await businessAcrossZones();
    const other = routing().business();
    await routing().apply('customer.address_changed', other.tenantId, moved(household));
    expect(await stopsOf(owner, bangor.id)).toEqual([household.customerId]);
    expect(await stopsOf(owner, brewerTuesday.id)).not.toContain(household.customerId);
  });
});
