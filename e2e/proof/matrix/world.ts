import { randomBytes } from 'node:crypto';
import { addDays } from 'date-fns';
import type { Business, SystemState } from '../../tests/system/system-stack';
import { createLogin, newLogin, signIn, type Session } from '../lib/accounts';
import { signUpHousehold } from '../lib/households';
import { call, expectCall } from '../lib/api';

/** Every kind of thing an id (or a path's date or token) names in the API. */
export const idKinds = [
  'tenant',
  'customer',
  'user',
  'driver',
  'route',
  'stop',
  'product',
  'cartItem',
  'order',
  'weightEntry',
  'ticket',
  'list',
  'campaign',
  'date',
] as const;
export type IdKind = (typeof idKinds)[number];

/** What a household owns by itself: another household's call with these must never reach them. */
export const householdKinds = ['customer', 'user', 'cartItem', 'order'] as const satisfies readonly IdKind[];
export type HouseholdKind = (typeof householdKinds)[number];

export interface Household {
  session: Session;
  ids: Record<HouseholdKind, string>;
  /** Its names, e-mail and address as written: any answer to someone else holding one is a leak. */
  marks: string[];
}

/** A business as the matrix uses it: its signed-in users, one id of every kind, and its data. */
export interface World {
  business: Business;
  owner: Session;
  driver: Session;
  households: [Household, Household];
  ids: Record<IdKind, string>;
  marks: string[];
}

const poll = async <T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await attempt();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not there after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface Street {
  address: string;
  city: string;
  zipCode: string;
}

/**
 * A household as one starts: it signs up on the business's page and pays. It puts a product in
 * its cart, pays for it, and puts it in again, so it has an order and a cart item of its own.
 */
async function seedHousehold(
  system: SystemState,
  business: Business,
  productId: string,
  street: Street,
  tag: string,
): Promise<Household> {
  const lastName = `Household${tag}`;
  const email = `matrix-${tag}-${randomBytes(3).toString('hex')}@example.com`;
  const { session, customerId } = await signUpHousehold(system, business, {
    firstName: 'Quinn',
    lastName,
    email,
    ...street,
    state: 'ME',
    planId: 'weekly',
  });
  const addToCart = () =>
    expectCall<{ item: { id: string } }>(201, system.gatewayUrl, 'post', '/api/cart', session, {
      productId,
    });
  await addToCart();
  const payment = await expectCall<{ paymentId: string; clientSecret: string }>(
    200,
    system.gatewayUrl,
    'post',
    '/api/create-payment-intent',
    session,
    {},
  );
  const { orderId } = await expectCall<{ orderId: string | null }>(
    200,
    system.gatewayUrl,
    'post',
    '/api/stripe/simulate/confirm',
    { tenant: business.subdomain },
    payment,
  );
  if (!orderId) throw new Error(`paying for ${email}'s cart made no order`);
  const { item } = await addToCart();
  return {
    session,
    ids: { customer: customerId, user: session.userId, cartItem: item.id, order: orderId },
    marks: [email, lastName, street.address, session.userId, customerId, item.id, orderId],
  };
}

/**
 * Seeds a business with at least one of everything an id can name, through the API as its owner,
 * its customers and its driver would: products, households with carts and orders, a driver with a
 * login and a calendar feed, a route of both households with a day off, a weight entry, a
 * conversation, a support ticket, a contact list and a campaign.
 */
export async function seedWorld(
  system: SystemState,
  business: Business,
  streets: [Street, Street],
): Promise<World> {
  const tag = randomBytes(3).toString('hex');
  const ownerLogin = newLogin(`matrix-owner-${tag}`);
  await createLogin(system, 'owner', business.tenantId, ownerLogin);
  const owner = await signIn(system, business.subdomain, ownerLogin);
  const as = (session: Session) => ({
    expect: <Body>(status: number, method: string, path: string, body?: unknown) =>
      expectCall<Body>(status, system.gatewayUrl, method, path, session, body),
  });
  const byOwner = as(owner);

  await byOwner.expect(200, 'post', '/api/stripe-connect/create-account');
  await byOwner.expect(200, 'post', '/api/stripe/simulate/onboarding');
  const productName = `Matrix Compost ${tag}`;
  const { product } = await byOwner.expect<{ product: { id: string } }>(201, 'post', '/api/products', {
    name: productName,
    price: 6.5,
    category: 'compost',
  });
  const households: [Household, Household] = [
    await seedHousehold(system, business, product.id, streets[0], `${tag}a`),
    await seedHousehold(system, business, product.id, streets[1], `${tag}b`),
  ];
  const [first, second] = households;

  const driverLogin = newLogin(`matrix-driver-${tag}`);
  const driverName = `Matrix Driver${tag}`;
  const { driver } = await byOwner.expect<{ driver: { id: string } }>(201, 'post', '/api/drivers', {
    name: driverName,
    email: driverLogin.email,
    password: driverLogin.password,
    role: 'admin',
  });
  const driverSession = await signIn(system, business.subdomain, {
    username: driverLogin.email,
    password: driverLogin.password,
  });
  const feed = await byOwner.expect<{ driver: { calendarFeedUrl: string | null } }>(
    200,
    'post',
    `/api/drivers/${driver.id}/calendar-feed`,
  );

  const today = new Date();
  const route = await poll('a route of both households', async () => {
    const created = await call<{ route: { id: string; stops: { id: string; customerId: string }[] } }>(
      system.gatewayUrl,
      'post',
      '/api/routes',
      owner,
      {
        name: `Matrix Loop ${tag}`,
        driverId: driver.id,
        startTime: '08:00',
        date: isoDay(today),
        pickupDay: weekdays[today.getUTCDay()],
        startAddress: streets[0].address,
        stops: households.map((household) => ({ customerId: household.ids.customer })),
      },
    );
    return created.status === 201 ? created.body.route : undefined;
  });
  const dayOff = isoDay(addDays(today, 14));
  await byOwner.expect(200, 'post', `/api/routes/${route.id}/exceptions`, { date: dayOff, action: 'skip' });
  const { entry } = await byOwner.expect<{ entry: { id: string } }>(201, 'post', '/api/weight-entries', {
    customerId: first.ids.customer,
    weight: 12.5,
  });

  const ownerNote = `Matrix note ${tag} from the owner`;
  // Messaging hears of the household by event: a moment may pass before it can write to it.
  await poll('a message to the first household', async () => {
    const sent = await call(system.gatewayUrl, 'post', '/api/messages', owner, {
      receiverId: first.ids.customer,
      content: ownerNote,
    });
    return sent.status === 201 ? sent : undefined;
  });
  const householdNote = `Matrix reply ${tag} from the household`;
  await as(first.session).expect(201, 'post', '/api/messages', {
    receiverId: 'support',
    content: householdNote,
  });
  const ticketText = `Matrix ticket ${tag}: the bucket lid is cracked`;
  const { ticket } = await as(second.session).expect<{ ticket: { id: string } }>(
    201,
    'post',
    '/api/support/quick-message',
    { message: ticketText },
  );

  const listName = `Matrix List ${tag}`;
  const { list } = await byOwner.expect<{ list: { id: string } }>(201, 'post', '/api/contact-lists', {
    name: listName,
  });
  const contactEmail = `matrix-contact-${tag}@example.com`;
  await byOwner.expect(200, 'post', `/api/contact-lists/${list.id}/import`, {
    contacts: [{ email: contactEmail, firstName: 'Casey', lastName: `Contact${tag}` }],
    source: 'manual',
  });
  const campaign = await call<{ campaignId: string }>(
    system.gatewayUrl,
    'post',
    '/api/email-campaigns/create-launch',
    owner,
    { listId: list.id },
  );
  if (campaign.status >= 300) {
    throw new Error(`launching a campaign answered ${campaign.status}: ${campaign.text.slice(0, 300)}`);
  }

  const ids: Record<IdKind, string> = {
    tenant: business.tenantId,
    customer: first.ids.customer,
    user: first.ids.user,
    driver: driver.id,
    route: route.id,
    stop: route.stops[0]?.id ?? '',
    product: product.id,
    cartItem: first.ids.cartItem,
    order: first.ids.order,
    weightEntry: entry.id,
    ticket: ticket.id,
    list: list.id,
    campaign: campaign.body.campaignId,
    date: dayOff,
  };
  return {
    business,
    owner,
    driver: driverSession,
    households,
    ids,
    marks: [
      business.tenantId,
      business.subdomain,
      business.businessName,
      ownerLogin.username,
      ownerLogin.email,
      driverName,
      driverLogin.email,
      productName,
      ownerNote,
      householdNote,
      ticketText,
      listName,
      contactEmail,
      ...(feed.driver.calendarFeedUrl ? [feed.driver.calendarFeedUrl] : []),
      ...Object.entries(ids)
        .filter(([kind]) => kind !== 'date')
        .map(([, id]) => id),
      ...households.flatMap((household) => household.marks),
    ],
  };
}
