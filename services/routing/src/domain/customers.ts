import { type EventData, systemActor } from '@pickup/contracts';
import { rescheduleExtrasOf } from './extras';
import type { RoutedCustomer, Routing } from './model';
import { removeCustomerFromRoutes } from './route-planning';

/** "Robin Meadows". */
export function customerNameOf(customer: Pick<RoutedCustomer, 'firstName' | 'lastName'>): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

/** What routing keeps of the customer service's snapshot: where, which day, whether to visit. */
function routedCustomerOf(snapshot: EventData<'customer.created'>): RoutedCustomer {
  const { customerId, userId, firstName, lastName, address, city, state, zipCode } = snapshot;
  const { zone, pickupDay, location, status, bucketNumber, bucketCount } = snapshot;
  const { subscription, pickupInstructions } = snapshot;
  // Snapshots from before pauses existed carry none.
  const pause = snapshot.pause ?? null;
  return {
    customerId,
    userId,
    firstName,
    lastName,
    address,
    city,
    state,
    zipCode,
    zone,
    pickupDay,
    location,
    status,
    bucketNumber,
    bucketCount,
    subscription,
    pickupInstructions,
    pause,
  };
}

/**
 * The customer service's customer.created/updated/archived/restored: the customer, when newer. An
 * archived customer leaves every route (restored, the owner adds them again); a paused or
 * inactive one stays on their routes and is not due while so, nor on the days of their own pause.
 */
export async function applyCustomerSnapshot(
  routing: Routing,
  tenantId: string,
  snapshot: EventData<'customer.created'>,
  asOf: Date,
): Promise<boolean> {
  const applied = await routing.customers.applySnapshot(tenantId, routedCustomerOf(snapshot), asOf);
  if (applied && snapshot.status === 'archived') {
    await removeCustomerFromRoutes(routing, tenantId, snapshot.customerId, systemActor);
  }
  // A pause, a new status or a first login may move the household's extras, or place waiting ones.
  if (applied) await rescheduleExtrasOf(routing, tenantId, [snapshot.customerId], systemActor);
  return applied;
}

/** The customer service's customer.deleted: routing forgets them, whatever arrives later, and they leave every route. */
export async function applyCustomerDeletion(
  routing: Routing,
  tenantId: string,
  { customerId }: EventData<'customer.deleted'>,
  at: Date,
): Promise<boolean> {
  const applied = await routing.customers.applyDeletion(tenantId, customerId, at);
  // Also when already deleted: a redelivery finishes what a crash in between left undone.
  await removeCustomerFromRoutes(routing, tenantId, customerId, systemActor);
  return applied;
}
