/** Test-only: routes, totals, drivers and customers for the route screens' tests. */
import type { ActiveDriver, Customer, Route, RouteStats, RouteStop } from '@pickup/contracts/schemas';
import { today } from '../../../../test/today';
import { weekdayOf } from '../utils/dates';

export const routeId = '660000000000000000000001';
export const driverId = '670000000000000000000001';

export const robinStop: RouteStop = {
  id: '680000000000000000000001',
  customerId: '650000000000000000000001',
  customerName: 'Robin Lee',
  address: '12 Main St, Bangor',
  order: 1,
  bucketNumber: 'B-007',
  bucketCount: 2,
  pickupInstructions: 'Side door',
  frequency: 'weekly',
  location: { latitude: 44.8012, longitude: -68.7778, precision: 'address' },
  startsOn: '2026-10-01',
};

export const samStop: RouteStop = {
  ...robinStop,
  id: '680000000000000000000002',
  customerId: '650000000000000000000002',
  customerName: 'Sam Fields',
  address: '4 Elm St, Brewer',
  order: 2,
  bucketNumber: 'B-012',
  bucketCount: 1,
  pickupInstructions: '',
  frequency: 'biweekly',
  location: { latitude: 44.7967, longitude: -68.7614, precision: 'address' },
};

/** The route's occurrence on a day (today unless told). */
export function routeOn(date = today(), overrides: Partial<Route> = {}): Route {
  return {
    id: routeId,
    name: 'Bangor Tuesday Loop',
    zone: 'bangor',
    driverId,
    driver: 'Jamie Cole',
    vehicle: 'Ford Transit',
    startTime: '08:30',
    endTime: '12:00',
    estimatedTime: 120,
    pickupDay: weekdayOf(date),
    firstDate: '2026-10-01',
    date,
    movedFrom: null,
    status: 'planned',
    startedAt: null,
    completedAt: null,
    startLocation: 'Depot',
    startAddress: '1 Depot Rd, Bangor',
    startPoint: { latitude: 44.81, longitude: -68.78, precision: 'address' },
    endLocation: '',
    endAddress: '',
    endPoint: null,
    notes: 'Gate code 1234',
    stops: [robinStop, samStop],
    dueStopIds: [robinStop.id],
    results: [],
    distance: 6.4,
    buckets: 2,
    capacity: 20,
    capacityWarning: null,
    exceptions: [],
    ...overrides,
  };
}

export const routeStats: RouteStats = {
  totalRoutes: 3,
  activeRoutes: 1,
  totalStops: 14,
  availableDrivers: 2,
  totalDistance: 41.5,
};

export const jamie: ActiveDriver = {
  id: driverId,
  name: 'Jamie Cole',
  vehicleType: 'van',
  vehicle: 'Ford Transit',
  maxBuckets: 20,
};

export function customerOf(stop: RouteStop): Customer {
  const [firstName = '', ...rest] = stop.customerName.split(' ');
  return {
    id: stop.customerId,
    userId: null,
    firstName,
    lastName: rest.join(' '),
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '',
    address: stop.address,
    city: 'Bangor',
    state: 'ME',
    zipCode: '04401',
    zone: 'bangor',
    pickupDay: 'Tuesday',
    location: stop.location,
    status: 'active',
    bucketNumber: stop.bucketNumber,
    subscription: 'weekly',
    subscriptionStatus: 'active',
    bucketCount: stop.bucketCount,
    containerType: '5-gallon bucket',
    pickupInstructions: stop.pickupInstructions,
    notes: '',
    nextPickup: null,
    nextPickupDate: null,
    totalOrders: 0,
    lastOrderDate: null,
    lastActivity: '2026-11-20T14:00:00.000Z',
    monthlySpend: 25,
    joinDate: '2026-10-01T09:00:00.000Z',
  };
}

export const customerChoices = (customers: Customer[]) => ({
  customers,
  total: customers.length,
  totalPages: 1,
  pagination: { total: customers.length, page: 1, limit: 100, totalPages: 1 },
});

export { dialog, dialogButton, dialogField } from '../../../../test/dialog-queries';

export const query = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
