import type { EventData } from '@pickup/contracts';
import {
  type CustomerSnapshot,
  customerSnapshot,
  forTestFile,
  newTestId,
  startServiceTestBed,
} from '@pickup/kit/testing';
import type { Clock } from '../../src/domain/model';
import { createWeightService } from '../../src/service';

export const newId = newTestId;

/**
 * The tests' clock: it starts at 15:00 UTC on 24 November 2026 (the 24th in New York, the default
 * time zone, and the 25th at UTC+14) and runs from there, so "today" is known to every test.
 */
export const today = '2026-11-24';
const startsAt = new Date('2026-11-24T15:00:00.000Z').getTime();
const startedAt = Date.now();
export const testClock: Clock = { now: () => new Date(startsAt + (Date.now() - startedAt)) };

/** A stop's result as routing announces it. */
export function stopResult(
  overrides: Partial<EventData<'stop.completed'>> & Pick<EventData<'stop.completed'>, 'customerId'>,
): EventData<'stop.completed'> {
  return {
    routeId: newId(),
    date: today,
    status: 'collected',
    reason: '',
    weight: null,
    bucketNumber: 'B-001',
    customerName: 'Robin Meadows',
    at: testClock.now().toISOString(),
    ...overrides,
  };
}

export type WeightFixture = Awaited<ReturnType<typeof startWeightFixture>>;

/** One weight service for a test file: started before its tests, stopped after them. */
export const weightForTests = (): (() => WeightFixture) =>
  forTestFile('the weight service', startWeightFixture);

/**
 * A real weight service on the tests' clock, on the kit's test bed, with its own helpers: the
 * customers and owners other services announce.
 */
export async function startWeightFixture() {
  const bed = await startServiceTestBed({
    definition: createWeightService({ clock: testClock }),
    config: (base) => base,
  });

  const fixture = {
    ...bed,

    /** A customer of the business, as the customer service announced them. */
    async customer(tenantId: string, overrides: Partial<CustomerSnapshot> = {}): Promise<CustomerSnapshot> {
      const snapshot = customerSnapshot(overrides);
      await bed.apply('customer.created', tenantId, snapshot);
      return snapshot;
    },

    /** The owner's name, as identity announced their login. */
    async ownerNamed(tenantId: string, userId: string, firstName: string, lastName: string): Promise<void> {
      await bed.apply('user.registered', null, {
        userId,
        role: 'owner',
        tenantId,
        email: `${userId}@example.com`,
        username: `owner-${userId}`,
        firstName,
        lastName,
      });
    },
  };
  return fixture;
}
