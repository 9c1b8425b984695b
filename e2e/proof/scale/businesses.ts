import { randomBytes } from 'node:crypto';
import {
  type Business,
  newBusiness,
  registerBusiness,
  type SystemState,
  waitForBusiness,
} from '../../tests/system/system-stack';
import { createLogin, newLogin, type Session, signIn } from '../lib/accounts';
import { readOrNull, settledWrite } from './settled-write';

/** A business of the run with an owner signed in. */
export interface OpenBusiness {
  business: Business;
  owner: Session;
  ownerEmail: string;
}

/** A customer the owner added: the names are unique in the run, so a search by name finds each. */
export interface Household {
  id: string;
  tenantId: string;
  email: string;
  fullName: string;
}

/** Gives a business an owner login of the suite's own and signs it in through the gateway. */
export async function openBusiness(system: SystemState, business: Business): Promise<OpenBusiness> {
  const login = newLogin('scale-owner');
  await createLogin(system, 'owner', business.tenantId, login);
  return { business, owner: await signIn(system, business.subdomain, login), ownerEmail: login.email };
}

/**
 * A second business, registered as the system stack registers the first: at the tenant service
 * itself, since on a busy machine registration outlasts the gateway's 5 s timeout.
 */
export async function registerAnotherBusiness(system: SystemState): Promise<Business> {
  const business = await registerBusiness(system.tenantUrl, newBusiness('Second Bucket Compost'));
  await waitForBusiness(system.gatewayUrl, business);
  return business;
}

/** What the owner's adds came to: the customers that exist, and the adds the gateway gave up on. */
export interface Added {
  households: Household[];
  timedOut: number;
}

/**
 * The owner adds `count` customers through the gateway, `parallel` at a time, so two customer
 * instances enrol at once (a 504 is settled by looking the e-mail up: settled-write.ts).
 */
export async function addHouseholds(
  system: SystemState,
  { business, owner }: OpenBusiness,
  count: number,
  parallel: number,
): Promise<Added> {
  const run = randomBytes(3).toString('hex');
  const added: Added = { households: [], timedOut: 0 };
  const addOne = async (index: number) => {
    const firstName = `Scale${run}`;
    const lastName = `Household${index + 1}`;
    const email = `scale-${run}-${index + 1}-${business.subdomain}@example.com`;
    const body = { firstName, lastName, email, address: `${100 + index} Orchard Lane`, city: 'Portland' };
    const { made, timedOut } = await settledWrite(
      system,
      owner,
      '/api/customers',
      body,
      (answer) => (answer as { customer: { id: string } }).customer.id,
      async () => {
        const found = await readOrNull<{ customers: { id: string; email: string }[] }>(
          system,
          owner,
          `/api/customers?search=${encodeURIComponent(email)}`,
        );
        return found?.customers.find((customer) => customer.email === email)?.id ?? null;
      },
    );
    if (timedOut) added.timedOut += 1;
    if (made)
      added.households.push({
        id: made,
        tenantId: business.tenantId,
        email,
        fullName: `${firstName} ${lastName}`,
      });
  };
  for (let first = 0; first < count; first += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - first) }, (_, offset) => first + offset);
    await Promise.all(batch.map(addOne));
  }
  return added;
}
