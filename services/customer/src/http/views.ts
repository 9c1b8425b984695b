import {
  type Customer as CustomerView,
  type HouseholdProfile,
  serviceZoneCentres,
  serviceZones,
  type ServiceZonesResult,
  toDollars,
} from '@pickup/contracts';
import type { Customer } from '../domain/model';

/** A customer as the owner's screens read it. */
export function customerView(customer: Customer): CustomerView {
  return {
    id: customer.id,
    userId: customer.userId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    zone: customer.zone,
    pickupDay: customer.pickupDay,
    location: customer.location,
    status: customer.status,
    bucketNumber: customer.bucketNumber,
    subscription: customer.subscription,
    subscriptionStatus: customer.subscriptionStatus,
    bucketCount: customer.bucketCount,
    containerType: customer.containerType,
    pickupInstructions: customer.pickupInstructions,
    notes: customer.notes,
    // Pickups are planned by the routing service, which answers a customer's next one itself.
    nextPickup: null,
    nextPickupDate: null,
    totalOrders: customer.totalOrders,
    lastOrderDate: customer.lastOrderDate?.toISOString() ?? null,
    lastActivity: customer.lastActivity.toISOString(),
    monthlySpend: toDollars(customer.monthlySpendCents),
    joinDate: customer.joinDate.toISOString(),
  };
}

/** The household's own record as the portal reads it: no owner's notes, no billing figures. */
export function householdProfileView(customer: Customer): HouseholdProfile {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    zone: customer.zone,
    pickupDay: customer.pickupDay,
    status: customer.status,
    bucketNumber: customer.bucketNumber,
    bucketCount: customer.bucketCount,
    pickupInstructions: customer.pickupInstructions,
    subscription: customer.subscription,
    pause: customer.pause,
    hasSeenOnboarding: customer.hasSeenOnboarding,
  };
}

/** The service zones of the gazetteer, with their towns' centres. */
export const zonesView: ServiceZonesResult = {
  zones: serviceZones.map((id) => ({ id, ...serviceZoneCentres[id] })),
};
