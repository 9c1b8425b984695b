import type { SystemState } from '../../tests/system/system-stack';
import { createLogin, type Login, newLogin } from '../lib/accounts';
import {
  type Actor,
  callAs,
  callUntil,
  clientAddress,
  expectAs,
  inParallel,
  setUpConcurrency,
  signInFrom,
} from './actors';
import { type Household, households, towns } from './households';
import { recordHistory, startConversations } from './seed-activity';

/** How big the business is and how many of its people use it at once. */
export interface BusinessSize {
  customers: number;
  /** Households among the customers that have a login and use the app. */
  households: number;
  /** The owner and staff logins. */
  owners: number;
  /** Weekly routes, one per weekday from Monday. */
  routes: number;
  /** Weeks of weighed buckets behind every route stop. */
  weeksOfWeights: number;
}

export interface LoadUser extends Actor {
  username: string;
  password: string;
}

export interface LoadHousehold extends LoadUser {
  customerId: string;
}

/** What the load reads: who signs in, and the business's ids its screens name. */
export interface SeededBusiness {
  tenant: string;
  owners: LoadUser[];
  households: LoadHousehold[];
  routeIds: string[];
  /** Customers on the routes, whose buckets the owners weigh. */
  routeCustomerIds: string[];
  /** Last names the owners search their list by. */
  searchTerms: string[];
  figures: { customers: number; routeStops: number; weightEntries: number; messages: number };
}

interface CustomerView {
  id: string;
  email: string;
  zone: string | null;
  lastName: string;
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
// The import dialog sends up to 50 rows at once; each is created as the add dialog would, and at
// this machine's load 10 of them took 1.6–5 s, 50 past the gateway's 5 s proxy timeout (load 36).
const importBatch = 5;

/** The Enterprise plan (unlimited customers and routes), paid with the simulated card. */
async function upgradeToEnterprise(system: SystemState, owner: Actor): Promise<void> {
  const started = await expectAs<{ paymentId: string | null }>(
    200,
    system,
    owner,
    'post',
    '/api/create-subscription',
    {
      planId: 'enterprise',
    },
  );
  if (!started.paymentId) throw new Error('the Enterprise plan started without a payment to confirm');
  await expectAs(200, system, owner, 'post', '/api/stripe/simulate/confirm', {
    paymentId: started.paymentId,
  });
}

/** Imports the households in the spreadsheet's batches; answers them as the service stored them. */
async function importCustomers(
  system: SystemState,
  owner: Actor,
  rows: Household[],
): Promise<CustomerView[]> {
  for (let start = 0; start < rows.length; start += importBatch) {
    const customers = rows
      .slice(start, start + importBatch)
      .map((customer, offset) => ({ line: start + offset + 2, customer }));
    // The customer service hears of the new plan by billing's event: until then a batch past the
    // trial's limit is refused. A batch the gateway stopped waiting for (504) is sent again once
    // the first has had time to finish: the import knows the e-mails it has and never adds one twice.
    const answer = await callUntil(
      () =>
        callAs<{ created: number; failed: unknown[] }>(system, owner, 'post', '/api/customers/import', {
          customers,
        }),
      (pending) => pending.status === 403 || pending.status === 504,
      120_000,
      2_000,
    );
    if (answer.status !== 200 || answer.body.failed.length > 0) {
      throw new Error(`importing customers answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    }
  }
  const listed: CustomerView[] = [];
  for (let page = 1; listed.length < rows.length; page += 1) {
    const { customers } = await expectAs<{ customers: CustomerView[] }>(
      200,
      system,
      owner,
      'get',
      `/api/customers?status=all&limit=100&page=${page}`,
    );
    if (customers.length === 0)
      throw new Error(`the customer list holds ${listed.length} of ${rows.length} imported`);
    listed.push(...customers);
  }
  return listed;
}

/** The owner and staff logins, each signed in from a device of their own. */
async function ownerLogins(system: SystemState, count: number): Promise<LoadUser[]> {
  const { tenantId, subdomain } = system.business;
  return inParallel(
    Array.from({ length: count }, (_, index) => newLogin(`load-owner${index}`)),
    setUpConcurrency,
    async (login, index) => {
      await createLogin(system, 'owner', tenantId, login);
      const actor = await signInFrom(system, subdomain, login, clientAddress(index));
      return { ...actor, username: login.username, password: login.password };
    },
  );
}

/** A driver per route, and the weekly routes over the towns in turn, optimized as the owner would. */
async function planRoutes(
  system: SystemState,
  owner: Actor,
  customers: CustomerView[],
  count: number,
): Promise<{ routeIds: string[]; routeCustomerIds: string[] }> {
  const routeIds: string[] = [];
  const routeCustomerIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const zones = towns.filter((_, town) => town % count === index).map(({ zone }) => zone as string);
    const stops = customers.filter((customer) => customer.zone !== null && zones.includes(customer.zone));
    const { driver } = await expectAs<{ driver: { id: string } }>(
      201,
      system,
      owner,
      'post',
      '/api/drivers',
      {
        name: `Driver ${index + 1}`,
        email: `driver${index + 1}@${system.business.subdomain}.example.com`,
        vehicleType: 'truck',
        maxBuckets: 120,
      },
    );
    // Routing hears of customers by event: a stop it has not heard of is a 404 for a moment.
    const created = await callUntil(
      () =>
        callAs<{ route: { id: string } }>(system, owner, 'post', '/api/routes', {
          name: `${weekdays[index % weekdays.length]} route ${index + 1}`,
          driverId: driver.id,
          startTime: '08:00',
          endTime: '15:00',
          pickupDay: weekdays[index % weekdays.length],
          startLocation: 'Compost yard',
          startAddress: '1 Maine Avenue, Bangor, ME',
          stops: stops.map(({ id }) => ({ customerId: id })),
        }),
      (pending) => pending.status === 404,
    );
    if (created.status !== 201)
      throw new Error(`creating a route answered ${created.status}: ${created.text}`);
    if (stops.length >= 2)
      await expectAs(200, system, owner, 'post', `/api/routes/${created.body.route.id}/optimize`);
    routeIds.push(created.body.route.id);
    routeCustomerIds.push(...stops.map(({ id }) => id));
  }
  return { routeIds, routeCustomerIds };
}

/** The households' logins (identity links each to its customer by e-mail), each signed in from home. */
async function householdLogins(
  system: SystemState,
  rows: Household[],
  customers: CustomerView[],
  firstAddress: number,
): Promise<LoadHousehold[]> {
  const { tenantId, subdomain } = system.business;
  return inParallel(rows, setUpConcurrency, async (row, index) => {
    const customer = customers.find((candidate) => candidate.email === row.email);
    if (!customer) throw new Error(`no customer ${row.email} in the list`);
    const login: Login = {
      ...newLogin('load-home'),
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
    };
    await createLogin(system, 'customer', tenantId, login);
    const actor = await signInFrom(system, subdomain, login, clientAddress(firstAddress + index));
    return { ...actor, username: login.username, password: login.password, customerId: customer.id };
  });
}

/**
 * The owners signed in afresh: an access token lasts 15 minutes, and on a busy machine the set-up
 * takes longer than that.
 */
function signedInAgain(system: SystemState, owners: LoadUser[]): Promise<LoadUser[]> {
  return inParallel(owners, setUpConcurrency, async (login) => ({
    ...login,
    ...(await signInFrom(system, login.tenant, login, login.address)),
  }));
}

/**
 * The business the load runs against, made through the gateway as its people make it: owners
 * and staff, the Enterprise plan, customers imported from a spreadsheet, drivers and weekly
 * routes, weeks of weighed buckets, the households' logins and their conversations with support.
 */
export async function seedBusiness(system: SystemState, size: BusinessSize): Promise<SeededBusiness> {
  const owners = await ownerLogins(system, size.owners);
  const owner = owners[0];
  if (!owner) throw new Error('the load needs at least one owner');
  await upgradeToEnterprise(system, owner);
  const rows = households(size.customers, system.business.subdomain);
  const customers = await importCustomers(system, owner, rows);
  const { routeIds, routeCustomerIds } = await planRoutes(system, owner, customers, size.routes);
  const weightEntries = await recordHistory(
    system,
    await signedInAgain(system, owners),
    routeCustomerIds,
    size.weeksOfWeights,
  );
  // Every n-th customer uses the app, so the households spread over the towns and routes.
  const step = size.customers / size.households;
  const users = Array.from(
    { length: size.households },
    (_, index) => rows[Math.floor(index * step)] as Household,
  );
  const homes = await householdLogins(system, users, customers, size.owners);
  const messages = await startConversations(system, await signedInAgain(system, owners), homes);
  const ownersNow = await signedInAgain(system, owners);
  return {
    tenant: system.business.subdomain,
    owners: ownersNow,
    households: homes,
    routeIds,
    routeCustomerIds,
    searchTerms: [...new Set(customers.map(({ lastName }) => lastName))],
    figures: { customers: customers.length, routeStops: routeCustomerIds.length, weightEntries, messages },
  };
}
