import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays } from 'date-fns';
import { expect, linkIn, type CapturedMail } from './fixtures';

const unique = () => randomBytes(4).toString('hex');

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface Household {
  email: string;
  password: string;
  userId: string;
  customerId: string;
  routeName: string;
  /** The first pickup: tomorrow in the business's time zone. */
  firstPickup: string;
}

/**
 * A household as it really starts: it signs up on the business's page and pays (simulated), sets
 * its password from the welcome e-mail, and the owner puts it on a new weekly route whose first
 * pickup is tomorrow.
 */
export async function signedUpHousehold(
  owner: APIRequestContext,
  gateway: APIRequestContext,
  slug: string,
  tomorrow: string,
  mailTo: (address: string, since: number, subject: string) => Promise<CapturedMail>,
): Promise<Household> {
  const tag = unique();
  const email = `portal-${tag}@example.com`;
  const since = Date.now();
  // The business takes cards (idempotent when an earlier journey connected it).
  await owner.post('/api/stripe-connect/create-account');
  expect((await owner.post('/api/stripe/simulate/onboarding')).status()).toBe(200);

  const signup = await gateway.post('/api/customer/signup', {
    headers: { 'x-tenant': slug },
    data: {
      firstName: 'Quinn',
      lastName: `Portal${tag}`,
      email,
      address: '27 Hammond Street',
      city: 'Bangor',
      state: 'ME',
      zipCode: '04401',
      planId: 'weekly',
    },
  });
  expect(signup.status()).toBe(201);
  const { paymentId, clientSecret, customerId } = (await signup.json()) as {
    paymentId: string;
    clientSecret: string;
    customerId: string;
  };
  const confirmed = await gateway.post('/api/stripe/simulate/confirm', {
    headers: { 'x-tenant': slug },
    data: { paymentId, clientSecret },
  });
  expect(confirmed.status()).toBe(200);

  const link = new URL(linkIn(await mailTo(email, since, 'Welcome to'), '/reset-password'));
  const password = `pw-${unique()}-compost`;
  const reset = await gateway.post('/api/auth/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(reset.status()).toBe(200);
  const login = await gateway.post('/api/auth/login', {
    headers: { 'x-tenant': slug },
    data: { username: email, password },
  });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as { user: { id: string } };

  const driver = await owner.post('/api/drivers', {
    data: { name: `Sam Driver${tag}`, email: `driver-${tag}@example.com` },
  });
  expect(driver.status()).toBe(201);
  const { driver: created } = (await driver.json()) as { driver: { id: string } };
  const routeName = `Portal loop ${tag}`;
  const pickupDay = weekdays[new Date(`${tomorrow}T12:00:00Z`).getUTCDay()];
  const route = await owner.post('/api/routes', {
    data: {
      name: routeName,
      driverId: created.id,
      startTime: '14:00',
      endTime: '17:00',
      date: tomorrow,
      pickupDay,
      startAddress: '1 Maine Avenue, Bangor, ME',
      stops: [{ customerId }],
    },
  });
  expect(route.status()).toBe(201);
  // Routing hears by event that the payment made the household active: until then it is not due.
  await expect
    .poll(
      async () => {
        const next = await owner.get(`/api/customer/${user.id}/next-pickup`);
        return next.ok() ? ((await next.json()) as { date: string | null }).date : null;
      },
      { timeout: 15_000 },
    )
    .toBe(tomorrow);
  return { email, password, userId: user.id, customerId, routeName, firstPickup: tomorrow };
}

export const dayAfter = (day: string, days: number) =>
  addDays(new Date(`${day}T12:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
