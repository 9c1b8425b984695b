import type { EventData } from '@pickup/contracts';
import type { RoutedCustomer, Routing } from './model';

/** What routing keeps of the customer service's snapshot: where, which day, whether to visit. */
function routedCustomerOf(snapshot: EventData<'customer.created'>): RoutedCustomer {
  const { customerId, userId, firstName, lastName, address, city, state, zipCode } = snapshot;
  const { zone, pickupDay, location, status, bucketNumber, bucketCount } = snapshot;
  const { subscription, pickupInstructions } = snapshot;
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
  };
}

/** The customer service's customer.created/updated/archived/restored: the customer, when newer. */
export function applyCustomerSnapshot(
  routing: Routing,
  tenantId: string,
  snapshot: EventData<'customer.created'>,
  asOf: Date,
): Promise<boolean> {
  return routing.customers.applySnapshot(tenantId, routedCustomerOf(snapshot), asOf);
}

/** The customer service's customer.deleted: routing forgets them, whatever arrives later. */
export function applyCustomerDeletion(
  routing: Routing,
  tenantId: string,
  { customerId }: EventData<'customer.deleted'>,
  at: Date,
): Promise<boolean> {
  return routing.customers.applyDeletion(tenantId, customerId, at);
}
