import type { EventData } from '@pickup/contracts';
import {
  customerSnapshot as announcedCustomer,
  type CustomerSnapshot,
  forTestFile,
  newTestId,
  startServiceTestBed,
} from '@pickup/kit/testing';
import type { RoutingConfig } from '../../src/config';
import type { Clock } from '../../src/domain/model';
import { createRoutingService, routingService } from '../../src/service';

export const newId = newTestId;

/** A customer as the customer service announces them, placed on the map; each test names what matters to it. */
export function customerSnapshot(overrides: Partial<CustomerSnapshot> = {}): CustomerSnapshot {
  return announcedCustomer({
    location: { latitude: 44.8012, longitude: -68.7778, precision: 'zone' },
    ...overrides,
  });
}

type CustomerEventType =
  'customer.created' | 'customer.updated' | 'customer.archived' | 'customer.restored' | 'customer.deleted';

export type RoutingFixture = Awaited<ReturnType<typeof startRoutingFixture>>;

/** The web app's address in tests: drivers' calendar feed links start with it. */
export const webBaseUrl = 'http://web.pickup.test';

/**
 * One routing service for a test file: started before its tests, stopped after them. Settings are
 * read when it starts, so they may name a stub a test file starts first.
 */
export const routingForTests = (
  overrides: () => Partial<RoutingConfig> = () => ({}),
  clock?: Clock,
): (() => RoutingFixture) =>
  forTestFile('the routing service', () => startRoutingFixture(overrides(), clock));

/**
 * A real routing service on the kit's test bed, with its own helpers: the customer service's
 * events, sent as it sends them, and the customers as routing holds them.
 */
export async function startRoutingFixture(overrides: Partial<RoutingConfig> = {}, clock?: Clock) {
  const bed = await startServiceTestBed({
    // A test that sets the time runs the service on its own clock.
    definition: clock ? createRoutingService({ clock }) : routingService,
    config: (base): RoutingConfig => ({
      ...base,
      GEOCODER_TIMEOUT_MS: 1000,
      // Nothing listens there: identity as a service that is down, unless a test file stubs it.
      IDENTITY_URL: 'http://127.0.0.1:9',
      INTERNAL_CALL_TIMEOUT_MS: 1000,
      WEB_BASE_URL: webBaseUrl,
      ...overrides,
    }),
  });

  const fixture = {
    ...bed,

    /** Publishes one of the customer service's events about a business's customer, as it does. */
    async publishFromCustomer<T extends CustomerEventType>(
      type: T,
      tenantId: string,
      data: EventData<T>,
      occurredAt = new Date(),
    ): Promise<string> {
      return (await bed.publish(type, tenantId, data, occurredAt)).id;
    },

    /** The customer as routing holds them, for what the API does not show. */
    storedCustomer(tenantId: string, customerId: string) {
      return bed.db.collection('customers').findOne({ tenantId, customerId });
    },
  };
  return fixture;
}
