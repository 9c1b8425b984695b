import { randomBytes } from 'node:crypto';
import type { SystemState } from '../../tests/system/system-stack';
import { createLogin, newLogin, type Login, type Session, signIn } from '../lib/accounts';
import { type Answer, call, type Caller, expectCall } from '../lib/api';

/** How much a run puts in: enough to fill pages and split the logo into GridFS chunks. */
export interface SeedSize {
  customers: number;
  routes: number;
  weightsPerCustomer: number;
  tickets: number;
}

/** What the data was made of, for reading it back. */
export interface Seeded {
  owner: Login;
  customerIds: string[];
  routeIds: string[];
  ticketIds: string[];
  /** Pounds weighed, all of them today. */
  pounds: number;
  logoUrl: string;
  logo: Buffer;
}

const zones = ['hampden', 'hermon', 'orrington', 'winterport'] as const;
const days = ['Monday', 'Wednesday', 'Friday'] as const;

/**
 * Calls that name another service's data (a route's stops, a customer's weights, a message to a
 * customer) are accepted once that service has learnt of it by event: they are tried again for
 * a while, as the screens would be.
 */
async function expectEventually<Body>(expected: number, ...args: Parameters<typeof call>): Promise<Body> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer: Answer<Body> = await call<Body>(...args);
    if (answer.status === expected) return answer.body;
    if (Date.now() > deadline) {
      throw new Error(
        `${args[1].toUpperCase()} ${args[2]} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The PNG signature and random bytes: the service judges a logo by its first bytes, and the rest must survive as they are. */
const logoBytes = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

async function uploadLogo(system: SystemState, owner: Caller, logo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${system.gatewayUrl}/api/business/logo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}`, 'X-Tenant': owner.tenant ?? '' },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`the logo upload answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return ((await response.json()) as { logoUrl: string }).logoUrl;
}

/** A business's data, put in through the gateway as its owner and the public would. */
export async function seedBusiness(system: SystemState, size: SeedSize): Promise<Seeded> {
  const { gatewayUrl, business } = system;
  const owner = newLogin('backup-owner');
  await createLogin(system, 'owner', business.tenantId, owner);
  const session: Session = await signIn(system, business.subdomain, owner);
  const as: Caller = { token: session.token, tenant: business.subdomain };

  const customerIds: string[] = [];
  for (let index = 0; index < size.customers; index += 1) {
    const created = await expectCall<{ customer: { id: string } }>(
      201,
      gatewayUrl,
      'post',
      '/api/customers',
      as,
      {
        firstName: `Robin${index}`,
        lastName: 'Meadows',
        email: `household-${index}-${randomBytes(3).toString('hex')}@example.com`,
        phone: `207-555-${String(1000 + index)}`,
        address: `${10 + index} Main Street`,
        city: 'Bangor',
        state: 'ME',
        zipCode: '04401',
        zone: zones[index % zones.length],
        pickupDay: days[index % days.length],
        bucketCount: 1 + (index % 3),
        notes: `Gate code ${index}`,
      },
    );
    customerIds.push(created.customer.id);
  }

  const { driver } = await expectCall<{ driver: { id: string } }>(
    201,
    gatewayUrl,
    'post',
    '/api/drivers',
    as,
    {
      name: 'Sam Driver',
      email: `driver-${randomBytes(3).toString('hex')}@example.com`,
      phone: '207-555-0100',
    },
  );
  const routeIds: string[] = [];
  const perRoute = Math.ceil(customerIds.length / size.routes);
  for (let index = 0; index < size.routes; index += 1) {
    const stops = customerIds
      .slice(index * perRoute, (index + 1) * perRoute)
      .map((customerId) => ({ customerId }));
    const { route } = await expectEventually<{ route: { id: string } }>(
      201,
      gatewayUrl,
      'post',
      '/api/routes',
      as,
      {
        name: `Route ${index + 1}`,
        driverId: driver.id,
        startTime: '08:00',
        pickupDay: days[index % days.length],
        zone: zones[index % zones.length],
        notes: `Loop ${index + 1}`,
        stops,
      },
    );
    routeIds.push(route.id);
  }

  let tenths = 0;
  for (const [index, customerId] of customerIds.entries()) {
    for (let round = 0; round < size.weightsPerCustomer; round += 1) {
      const weight = 80 + ((index * 7 + round * 3) % 300) + round + 1;
      tenths += weight;
      await expectEventually(201, gatewayUrl, 'post', '/api/weight-entries', as, {
        customerId,
        // Tenths of a pound: doubles that are not whole numbers must come back as they were.
        weight: weight / 10,
        materialTypes: ['food-scraps'],
        notes: `Round ${round + 1}`,
      });
    }
  }

  const ticketIds: string[] = [];
  for (let index = 0; index < size.tickets; index += 1) {
    const { ticketId } = await expectCall<{ ticketId: string }>(
      201,
      gatewayUrl,
      'post',
      '/api/support/requests',
      { tenant: business.subdomain },
      {
        name: `Visitor ${index}`,
        email: `visitor-${index}@example.com`,
        message: `Is pickup on holidays? (${index})`,
      },
    );
    ticketIds.push(ticketId);
  }
  const [firstCustomer] = customerIds;
  if (firstCustomer) {
    await expectEventually(201, gatewayUrl, 'post', '/api/messages', as, {
      receiverId: firstCustomer,
      content: 'Your bucket is on the list for Monday.',
    });
  }

  const logo = logoBytes(600 * 1024);
  const logoUrl = await uploadLogo(system, as, logo);
  return { owner, customerIds, routeIds, ticketIds, pounds: tenths / 10, logoUrl, logo };
}
