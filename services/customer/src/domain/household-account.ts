import {
  type ChangeAddressBody,
  customerMessages,
  type EventActor,
  type HouseholdPreferencesBody,
  type PauseServiceBody,
} from '@pickup/contracts';
import { conflict, notFound } from '@pickup/kit';
import { addressChanged, announceUpdate } from '../events/customer-events';
import { reviseCustomer } from './customers';
import type { Clientele, Customer } from './model';
import { assertPauseAhead, businessToday, pauseChanges, resumeChanges } from './pauses';

/**
 * The signed-in household's own account (the portal's schedule page and dashboard): its record is
 * the business's customer whose login is the session's, in the session's business. There is no id
 * to name another household by; a login with no customer record is answered 404.
 */

export interface Household {
  tenantId: string;
  actor: EventActor;
}

const noAccount = () => notFound(customerMessages.notYourAccount);

/** The household's customer record, or 404. */
export async function householdOf(clientele: Clientele, { tenantId, actor }: Household): Promise<Customer> {
  const customer = actor.userId ? await clientele.customers.findByUser(tenantId, actor.userId) : null;
  if (!customer) throw noAccount();
  return customer;
}

/** Pickup instructions and the number of buckets, changed as the owner's edit changes them. */
export async function updateMyPreferences(
  clientele: Clientele,
  household: Household,
  body: HouseholdPreferencesBody,
): Promise<Customer> {
  const customer = await householdOf(clientele, household);
  return reviseCustomer(
    clientele,
    household.tenantId,
    customer.id,
    (current) => ({
      pickupInstructions: body.pickupInstructions ?? current.pickupInstructions,
      bucketCount: body.bucketCount ?? current.bucketCount,
    }),
    household.actor,
  );
}

/** Pauses pickups from a day (today or later, the business's), replacing a pause of its own. */
export async function pauseMyService(
  clientele: Clientele,
  household: Household,
  body: PauseServiceBody,
): Promise<Customer> {
  const customer = await householdOf(clientele, household);
  const today = await businessToday(clientele, household.tenantId);
  const pause = { from: body.from, until: body.until };
  assertPauseAhead(pause, today);
  return reviseCustomer(
    clientele,
    household.tenantId,
    customer.id,
    (current) => pauseChanges(current, pause, today),
    household.actor,
  );
}

/** Ends its pause now, or calls off one ahead; 409 when there is none. */
export async function resumeMyService(clientele: Clientele, household: Household): Promise<Customer> {
  const customer = await householdOf(clientele, household);
  return reviseCustomer(clientele, household.tenantId, customer.id, resumeChanges, household.actor);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const isSameAddress = (customer: Customer, body: ChangeAddressBody) =>
  sameText(customer.address, body.address) &&
  sameText(customer.city, body.city) &&
  sameText(customer.state, body.state) &&
  sameText(customer.zipCode, body.zipCode);

/**
 * The household moves: the new address is placed in its zone as the owner's edit places one, and
 * the one write announces customer.updated then customer.address_changed (routing moves it to a
 * route of the new zone; messaging tells the owner). 409 when nothing moved.
 */
export async function changeMyAddress(
  clientele: Clientele,
  household: Household,
  body: ChangeAddressBody,
): Promise<Customer> {
  const customer = await householdOf(clientele, household);
  if (isSameAddress(customer, body)) throw conflict(customerMessages.sameAddress);
  const where = { address: body.address, city: body.city, state: body.state, zipCode: body.zipCode };
  const placement = await clientele.geocoder.place({ ...where, zone: null });
  const movedAt = clientele.clock.now();
  const moved = await clientele.customers.update(
    household.tenantId,
    customer.id,
    (current) => (isSameAddress(current, body) ? null : { ...where, ...placement }),
    (after, before) => [
      ...announceUpdate(household.actor)(after, before),
      addressChanged(after, before, movedAt, household.actor),
    ],
  );
  if (!moved) throw noAccount();
  return moved;
}

/** The dashboard's onboarding dialog was finished or closed: not shown again. */
export async function finishMyOnboarding(clientele: Clientele, household: Household): Promise<Customer> {
  const customer = await householdOf(clientele, household);
  const finished = await clientele.customers.update(
    household.tenantId,
    customer.id,
    (current) => (current.hasSeenOnboarding ? null : { hasSeenOnboarding: true }),
    () => [],
  );
  if (!finished) throw noAccount();
  return finished;
}
