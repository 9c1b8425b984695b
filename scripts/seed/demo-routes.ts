// The demo business's drivers and weekly routes, made by its owner through the gateway as the
// drivers and routes screens make them: an inland route on Tuesdays and a coastal one on
// Thursdays, each visiting the customers of its towns in optimized order, so the routes screen,
// the map and the demo customer's next pickup show real plans. Idempotent: a driver whose e-mail
// the business has, or a route whose name it has, is left as it is.
import {
  activeDriversResult,
  type CreateDriverBody,
  customerApi,
  customersResult,
  driverResult,
  driversResult,
  limits,
  optimizeResult,
  routeResult,
  routesResult,
  routingApi,
  type ServiceZone,
} from '@pickup/contracts';
import { expectAnswer, type GatewayClient } from './gateway-client';

const drivers = [
  {
    name: 'Maya Chen',
    local: 'maya',
    phone: '(207) 555-0171',
    vehicleType: 'truck',
    vehiclePlate: 'ME 4821 GL',
    vehicleCapacity: 'Box truck, 40 buckets',
    maxBuckets: 40,
  },
  {
    name: 'Leo Park',
    local: 'leo',
    phone: '(207) 555-0172',
    vehicleType: 'van',
    vehiclePlate: 'ME 7310 GL',
    vehicleCapacity: 'Cargo van, 20 buckets',
    maxBuckets: 20,
  },
] as const;

interface DemoRoute {
  name: string;
  driver: (typeof drivers)[number]['local'];
  pickupDay: 'Tuesday' | 'Thursday';
  zones: readonly ServiceZone[];
  notes: string;
}

const routes: DemoRoute[] = [
  {
    name: 'Bangor and inland towns',
    driver: 'maya',
    pickupDay: 'Tuesday',
    zones: ['bangor', 'brewer', 'hampden', 'hermon', 'orrington', 'carmel'],
    notes: 'Compost yard opens at 1:30 PM; unload there at the end.',
  },
  {
    name: 'Coastal towns',
    driver: 'leo',
    pickupDay: 'Thursday',
    zones: ['belfast', 'searsport', 'stockton-springs', 'bucksport', 'winterport', 'frankfort'],
    notes: 'Route 1 first, then up the river.',
  },
];

/** Where both routes start and end: the compost yard in Bangor. */
const yard = { startLocation: 'Compost yard', startAddress: '1 Maine Avenue, Bangor, ME' };

/** The business's drivers by e-mail, adding those it lacks. Answers the ids and how many were added. */
async function ensureDrivers(
  api: GatewayClient,
  token: string,
  slug: string,
): Promise<{ ids: Map<string, string>; added: number }> {
  const listed = expectAnswer(
    await api.call(routingApi.listDrivers, { token }),
    200,
    driversResult,
    'listing drivers',
  );
  const ids = new Map<string, string>();
  let added = 0;
  for (const { local, ...fields } of drivers) {
    const email = `${local}@${slug}.pickup.localhost`;
    const existing = listed.drivers.find((driver) => driver.email === email);
    if (existing) {
      ids.set(local, existing.id);
      continue;
    }
    const body: CreateDriverBody = { ...fields, email, role: 'driver' };
    const created = expectAnswer(
      await api.call(routingApi.createDriver, { token, body }),
      201,
      driverResult,
      `adding the driver ${fields.name}`,
    );
    ids.set(local, created.driver.id);
    added += 1;
  }
  return { ids, added };
}

/** The business's active customers in the route's towns, in the list's order. */
async function customersIn(
  api: GatewayClient,
  token: string,
  zones: readonly ServiceZone[],
): Promise<string[]> {
  const answer = await api.call(customerApi.list, {
    token,
    query: { page: '1', limit: String(limits.customerPickerLimit), status: 'active' },
  });
  const { customers } = expectAnswer(answer, 200, customersResult, 'listing active customers');
  return customers.filter((customer) => customer.zone && zones.includes(customer.zone)).map(({ id }) => id);
}

/** The two drivers and two routes, each only when missing. Answers what was made, in words. */
export async function addDemoRoutes(api: GatewayClient, token: string, slug: string): Promise<string[]> {
  const changes: string[] = [];
  const { ids, added } = await ensureDrivers(api, token, slug);
  if (added > 0) changes.push(`${added} drivers`);
  // A route may only be given an active driver: the list confirms the new ones are.
  expectAnswer(
    await api.call(routingApi.activeDrivers, { token }),
    200,
    activeDriversResult,
    'listing drivers',
  );

  const planned = expectAnswer(
    await api.call(routingApi.listRoutes, { token, query: {} }),
    200,
    routesResult,
    'listing routes',
  );
  for (const route of routes) {
    if (planned.routes.some((existing) => existing.name === route.name)) continue;
    const customerIds = await customersIn(api, token, route.zones);
    // Routing hears of customers by event: a customer it has not heard of yet is a 404 for a moment.
    const created = expectAnswer(
      await api.callUntil(
        routingApi.createRoute,
        {
          token,
          body: {
            name: route.name,
            driverId: ids.get(route.driver) ?? '',
            startTime: '14:00',
            endTime: '17:00',
            pickupDay: route.pickupDay,
            ...yard,
            notes: route.notes,
            stops: customerIds.map((customerId) => ({ customerId })),
          },
        },
        (answer) => answer.status === 404,
      ),
      201,
      routeResult,
      `creating the route ${route.name}`,
    );
    if (customerIds.length >= 2) {
      expectAnswer(
        await api.call(routingApi.optimizeRoute, { token, params: { id: created.route.id } }),
        200,
        optimizeResult,
        `optimizing the route ${route.name}`,
      );
    }
    changes.push(`the ${route.pickupDay} route "${route.name}" with ${customerIds.length} stops`);
  }
  return changes;
}
