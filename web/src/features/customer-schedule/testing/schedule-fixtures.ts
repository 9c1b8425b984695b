import type {
  CustomerPickupsResult,
  HouseholdProfile,
  NextPickup,
  UpcomingPickup,
} from '@pickup/contracts/schemas';
import { json, mockApi, type Answer } from '../../../../test/api-mock';
import { userOf } from '../../../../test/users';

export const customerUser = userOf('customer');

export const paths = {
  profile: 'GET /api/customer/profile',
  preferences: 'PUT /api/customer/preferences',
  pause: 'PUT /api/customer/pause',
  resume: 'POST /api/customer/resume',
  address: 'PUT /api/customer/address',
  nextPickup: `GET /api/customer/${customerUser.id}/next-pickup`,
  pickups: `GET /api/customer/${customerUser.id}/pickups`,
  skip: (date: string) => `POST /api/customer/${customerUser.id}/pickups/${date}/skip`,
  restore: (date: string) => `DELETE /api/customer/${customerUser.id}/pickups/${date}/skip`,
};

export function profileOf(overrides: Partial<HouseholdProfile> = {}): HouseholdProfile {
  return {
    id: '650000000000000000000001',
    firstName: 'Robin',
    lastName: 'Lee',
    email: 'robin@example.com',
    phone: '(207) 555-0100',
    address: '12 Elm Street',
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Friday',
    status: 'active',
    bucketNumber: 'B-0012',
    bucketCount: 1,
    pickupInstructions: 'By the side gate',
    subscription: 'weekly',
    pause: null,
    hasSeenOnboarding: true,
    ...overrides,
  };
}

export const nextPickup: NextPickup = {
  scheduled: true,
  date: '2026-11-27',
  timeWindow: '2:00 PM - 5:00 PM',
  time: '2:00 PM',
  timeUntil: 'in 7 days',
  routeName: 'Bangor Fridays',
  startsAt: '2026-11-27T19:00:00.000Z',
};

export const notScheduled: NextPickup = {
  scheduled: false,
  date: null,
  timeWindow: null,
  time: null,
  timeUntil: null,
  routeName: null,
  startsAt: null,
};

function pickupOf(date: string, overrides: Partial<UpcomingPickup>): UpcomingPickup {
  return {
    date,
    timeWindow: '2:00 PM - 5:00 PM',
    routeName: 'Bangor Fridays',
    driver: 'Sam Carter',
    address: '12 Elm Street, Bangor, ME 04401',
    bucketCount: 1,
    status: 'scheduled',
    result: null,
    extras: [],
    canSkip: false,
    canRestore: false,
    ...overrides,
  };
}

export const pickups: CustomerPickupsResult = {
  pickups: [
    pickupOf('2026-11-13', { status: 'completed' }),
    pickupOf('2026-11-20', { status: 'confirmed' }),
    pickupOf('2026-11-27', {
      status: 'scheduled',
      canSkip: true,
      bucketCount: 2,
      extras: [
        {
          orderId: '660000000000000000000001',
          orderNumber: 'ORD-1001',
          name: 'Farm Fresh Eggs',
          quantity: 2,
        },
      ],
    }),
    pickupOf('2026-12-04', { status: 'skipped', canRestore: true }),
    pickupOf('2026-12-11', { status: 'paused' }),
  ],
  frequency: 'weekly',
  pickupDay: 'Friday',
  routeName: 'Bangor Fridays',
  timeWindow: '2:00 PM - 5:00 PM',
  thisMonth: 3,
};

export const offRoute: CustomerPickupsResult = {
  pickups: [],
  frequency: null,
  pickupDay: null,
  routeName: null,
  timeWindow: null,
  thisMonth: 0,
};

/** The household's account and pickups as the services answer them, with any call answered otherwise. */
export function mockSchedule(overrides: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    [paths.profile]: json({ profile: profileOf() }),
    [paths.nextPickup]: json(nextPickup),
    [paths.pickups]: json(pickups),
    ...overrides,
  });
}
