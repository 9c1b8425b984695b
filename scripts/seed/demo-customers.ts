// The demo business's customers, added by its owner through the gateway as the add dialog does:
// the demo customer's own record brought up to date (identity's sign-up made it pending), and a
// dozen households in the service zones' towns so the owner's list, search and stat cards have
// something to show. Idempotent: a customer whose e-mail the business has is left as it is.
import {
  type AddCustomerBody,
  addCustomerResult,
  type Customer,
  customerApi,
  customerResult,
  customersResult,
  type UpdateCustomerBody,
} from '@pickup/contracts';
import { type Answer, expectAnswer, type GatewayClient } from './gateway-client';

type Household = Pick<AddCustomerBody, 'firstName' | 'address' | 'city' | 'subscription' | 'bucketCount'> & {
  lastName: string;
};

/** Households on real streets of the service zones' towns (house numbers are the demo's own). */
const households: Household[] = [
  {
    firstName: 'Avery',
    lastName: 'Thompson',
    address: '112 Union Street',
    city: 'Bangor',
    subscription: 'weekly',
  },
  {
    firstName: 'Jordan',
    lastName: 'Ellis',
    address: '45 Center Street',
    city: 'Brewer',
    subscription: 'biweekly',
  },
  {
    firstName: 'Priya',
    lastName: 'Natarajan',
    address: '23 High Street',
    city: 'Belfast',
    subscription: 'weekly',
    bucketCount: 2,
  },
  {
    firstName: 'Sam',
    lastName: 'Whitaker',
    address: '80 Main Street',
    city: 'Bucksport',
    subscription: 'monthly',
  },
  {
    firstName: 'Lena',
    lastName: 'Ouellette',
    address: '60 Main Road North',
    city: 'Hampden',
    subscription: 'weekly',
  },
  {
    firstName: 'Marcus',
    lastName: 'Bell',
    address: '333 Billings Road',
    city: 'Hermon',
    subscription: 'biweekly',
  },
  {
    firstName: 'Hannah',
    lastName: 'Grady',
    address: '14 Center Drive',
    city: 'Orrington',
    subscription: 'none',
  },
  {
    firstName: 'Diego',
    lastName: 'Morales',
    address: '17 Church Street',
    city: 'Searsport',
    subscription: 'weekly',
  },
  {
    firstName: 'Nora',
    lastName: 'Lindqvist',
    address: '42 Main Street',
    city: 'Winterport',
    subscription: 'monthly',
  },
  {
    firstName: 'Theo',
    lastName: 'Brackett',
    address: '5 School Street',
    city: 'Stockton Springs',
    subscription: 'biweekly',
  },
  {
    firstName: 'Grace',
    lastName: 'Kimball',
    address: '410 Main Road',
    city: 'Carmel',
    subscription: 'weekly',
    bucketCount: 3,
  },
  {
    firstName: 'Owen',
    lastName: 'Pelletier',
    address: '11 Loggin Road',
    city: 'Frankfort',
    subscription: 'monthly',
  },
];

/** The demo customer's home: they pick up weekly in Bangor. */
const demoCustomerHome = {
  phone: '(207) 555-0134',
  address: '27 Hammond Street',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  zone: 'bangor',
  subscription: 'weekly',
  status: 'active',
  pickupInstructions: 'Bucket by the side door',
} as const satisfies Partial<UpdateCustomerBody>;

const emailOf = (slug: string, household: { firstName: string; lastName: string }) =>
  `${household.firstName}.${household.lastName}@${slug}.pickup.localhost`.toLowerCase();

/** The business's customer with this e-mail, if it has one. */
async function customerByEmail(api: GatewayClient, token: string, email: string): Promise<Customer | null> {
  const answer = await api.call(customerApi.list, { token, query: { search: email, status: 'all' } });
  const { customers } = expectAnswer(answer, 200, customersResult, 'looking for a customer');
  return customers.find((customer) => customer.email === email) ?? null;
}

/**
 * The demo customer, pending since they registered, gets their home and plan and becomes active.
 * Answers whether anything changed. The customer service hears of the registration by event, so
 * their record may take a moment to appear.
 */
export async function settleDemoCustomer(api: GatewayClient, token: string, email: string): Promise<boolean> {
  const found = await api.callUntil(
    customerApi.list,
    { token, query: { search: email, status: 'all' } },
    (answer: Answer) => answer.status === 200 && customersResult.parse(answer.body).total === 0,
  );
  const customer = expectAnswer(found, 200, customersResult, 'finding the demo customer').customers.find(
    (candidate) => candidate.email === email,
  );
  if (!customer) throw new Error(`the customer service has no customer ${email} yet: is it running?`);
  const settled =
    customer.status === demoCustomerHome.status &&
    customer.address === demoCustomerHome.address &&
    customer.subscription === demoCustomerHome.subscription;
  if (settled) return false;
  expectAnswer(
    await api.call(customerApi.update, {
      token,
      params: { id: customer.id },
      body: { firstName: customer.firstName, lastName: customer.lastName, email, ...demoCustomerHome },
    }),
    200,
    customerResult,
    'settling the demo customer',
  );
  return true;
}

/** The dozen households, each added unless the business has its e-mail. Answers how many were added. */
export async function addDemoHouseholds(api: GatewayClient, token: string, slug: string): Promise<number> {
  let added = 0;
  for (const [index, household] of households.entries()) {
    const email = emailOf(slug, household);
    if (await customerByEmail(api, token, email)) continue;
    // The service finds each one's zone from their town.
    const answer = await api.call(customerApi.create, {
      token,
      body: { ...household, email, state: 'ME', phone: `(207) 555-01${String(index + 10)}` },
    });
    if (answer.status === 409) continue;
    expectAnswer(answer, 201, addCustomerResult, `adding ${household.firstName} ${household.lastName}`);
    added += 1;
  }
  return added;
}
