import type { CustomerStatus, GeoPoint, PickupDay, ServiceZone } from '@pickup/contracts';
import type { Logger } from '@pickup/kit';

/**
 * What the routing service's rules work with: plain data and the stores they need, no database
 * or HTTP types.
 */

/**
 * A business's customer as routing keeps it, from the customer service's snapshots: whom to
 * visit, where, on which day, and with how many buckets.
 */
export interface RoutedCustomer {
  customerId: string;
  /** Their login, when they have one: a customer asks for their own next pickup by it. */
  userId: string | null;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  zone: ServiceZone | null;
  pickupDay: PickupDay | null;
  location: GeoPoint | null;
  status: CustomerStatus;
  bucketNumber: string;
  bucketCount: number;
}

/** Where a customer lives, as an address suggestion shows it. */
export type KnownAddress = Pick<RoutedCustomer, 'customerId' | 'address' | 'city' | 'state' | 'zipCode'>;

export interface CustomerProjection {
  /**
   * Holds the customer as of `asOf` (the event's occurredAt) unless a snapshot as new or newer is
   * held or the customer was deleted; whether it was applied.
   */
  applySnapshot(tenantId: string, customer: RoutedCustomer, asOf: Date): Promise<boolean>;
  /** Forgets the customer's details for good, keeping when they were deleted; false when already deleted. */
  applyDeletion(tenantId: string, customerId: string, at: Date): Promise<boolean>;
  /**
   * The addresses of the business's customers, neither archived nor deleted, whose street address
   * contains the text (case-insensitive, taken literally), ordered by address; read as far as the
   * caller goes.
   */
  addressesContaining(tenantId: string, text: string): AsyncIterable<KnownAddress>;
}

export interface Routing {
  customers: CustomerProjection;
  logger: Logger;
}
