import type { EventData } from '@pickup/contracts';
import type { Messaging } from './model';

/** The customer service's customer.created/updated/archived/restored: the household, when newer. */
export function applyCustomerSnapshot(
  messaging: Messaging,
  tenantId: string,
  { customerId, userId, firstName, lastName, email, phone }: EventData<'customer.created'>,
  asOf: Date,
): Promise<boolean> {
  return messaging.households.applySnapshot(
    tenantId,
    { customerId, userId, firstName, lastName, email, phone },
    asOf,
  );
}

/** The customer service's customer.deleted: messaging forgets them, whatever arrives later. */
export function applyCustomerDeletion(
  messaging: Messaging,
  tenantId: string,
  { customerId }: EventData<'customer.deleted'>,
  at: Date,
): Promise<boolean> {
  return messaging.households.applyDeletion(tenantId, customerId, at);
}
