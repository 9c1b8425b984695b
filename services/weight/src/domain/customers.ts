import type { EventData } from '@pickup/contracts';
import type { WeighedCustomer, Weighing } from './model';

/** "Robin Meadows". */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`.trim();
}

function weighedCustomerOf(snapshot: EventData<'customer.created'>): WeighedCustomer {
  return {
    customerId: snapshot.customerId,
    userId: snapshot.userId,
    name: fullName(snapshot),
    bucketNumber: snapshot.bucketNumber,
    status: snapshot.status,
  };
}

/**
 * The customer service's customer.created/updated/archived/restored: the customer, when newer.
 * Their entries take the name held, so the list's search finds them by their new name.
 */
export async function applyCustomerSnapshot(
  weighing: Weighing,
  tenantId: string,
  snapshot: EventData<'customer.created'>,
  asOf: Date,
): Promise<boolean> {
  const applied = await weighing.customers.applySnapshot(tenantId, weighedCustomerOf(snapshot), asOf);
  // Also when not applied: a redelivery finishes a rename a crash in between left undone.
  const held = await weighing.customers.find(tenantId, snapshot.customerId);
  if (held) await weighing.entries.renameCustomer(tenantId, held.customerId, held.name);
  return applied;
}

/** customer.deleted: weight forgets them, their entries and their stops, whatever arrives later. */
export async function applyCustomerDeletion(
  weighing: Weighing,
  tenantId: string,
  { customerId }: EventData<'customer.deleted'>,
  at: Date,
): Promise<boolean> {
  const applied = await weighing.customers.applyDeletion(tenantId, customerId, at);
  // Also when already deleted: a redelivery finishes what a crash in between left undone.
  await Promise.all([
    weighing.entries.removeOfCustomer(tenantId, customerId),
    weighing.stops.removeOfCustomer(tenantId, customerId),
  ]);
  return applied;
}
