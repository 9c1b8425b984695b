import type { EventData } from '@pickup/contracts';
import { newTestId } from './service-test-bed';

export type CustomerSnapshot = EventData<'customer.created'>;

/**
 * A customer as the customer service announces them, for the services that keep their own copy;
 * each test names what matters to it.
 */
export function customerSnapshot(overrides: Partial<CustomerSnapshot> = {}): CustomerSnapshot {
  const customerId = overrides.customerId ?? newTestId();
  return {
    customerId,
    userId: newTestId(),
    firstName: 'Robin',
    lastName: 'Meadows',
    email: `${customerId}@example.com`,
    phone: '207-555-0100',
    address: '12 Elm Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Tuesday',
    location: null,
    status: 'active',
    bucketNumber: 'B-001',
    bucketCount: 1,
    subscription: 'weekly',
    pickupInstructions: '',
    ...overrides,
  };
}
