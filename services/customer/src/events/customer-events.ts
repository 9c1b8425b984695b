import type { EventActor, EventData } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import { isDeepStrictEqual } from 'node:util';
import type { Customer } from '../domain/model';

/** Builders of the customer service's events: each use case hands them to the write that announces them. */

/** The customer, whole, as other services keep it (routing, weight, messaging, tenant). */
export function customerSnapshotOf(customer: Customer): EventData<'customer.created'> {
  return {
    customerId: customer.id,
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
    bucketCount: customer.bucketCount,
    subscription: customer.subscription,
    pickupInstructions: customer.pickupInstructions,
    pause: customer.pause,
  };
}

const contextOf = (customer: Customer, actor: EventActor) => ({ tenantId: customer.tenantId, actor });

export const customerCreated = (customer: Customer, actor: EventActor): DomainEvent =>
  domainEvent('customer.created', customerSnapshotOf(customer), contextOf(customer, actor));

export const customerUpdated = (customer: Customer, actor: EventActor): DomainEvent =>
  domainEvent('customer.updated', customerSnapshotOf(customer), contextOf(customer, actor));

export const customerArchived = (customer: Customer, actor: EventActor): DomainEvent =>
  domainEvent('customer.archived', customerSnapshotOf(customer), contextOf(customer, actor));

export const customerRestored = (customer: Customer, actor: EventActor): DomainEvent =>
  domainEvent('customer.restored', customerSnapshotOf(customer), contextOf(customer, actor));

export const customerDeleted = (customer: Customer, actor: EventActor): DomainEvent =>
  domainEvent(
    'customer.deleted',
    { customerId: customer.id, userId: customer.userId },
    contextOf(customer, actor),
  );

/** "12 Elm St, Burlington, VT 05401": the parts the customer has, on one line. */
export const oneLineAddress = ({
  address,
  city,
  state,
  zipCode,
}: Pick<Customer, 'address' | 'city' | 'state' | 'zipCode'>): string =>
  [address, city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The household moved itself: where from, where to, and the zone and day routing places it by. */
export const addressChanged = (after: Customer, before: Customer, at: Date, actor: EventActor): DomainEvent =>
  domainEvent(
    'customer.address_changed',
    {
      customerId: after.id,
      customerName: [after.firstName, after.lastName].filter(Boolean).join(' '),
      previousAddress: oneLineAddress(before),
      address: oneLineAddress(after),
      previousZone: before.zone,
      zone: after.zone,
      pickupDay: after.pickupDay,
      at: at.toISOString(),
    },
    contextOf(after, actor),
  );

export const milestoneReached = (
  customer: Customer,
  customerCount: number,
  interval: number,
  actor: EventActor,
): DomainEvent =>
  domainEvent(
    'customer.milestone.reached',
    { customerId: customer.id, customerCount, interval },
    contextOf(customer, actor),
  );

/**
 * customer.updated when what it carries changed. Bookkeeping (orders counted, last activity, the
 * welcome sent, the spend) is not news to the services that keep a copy.
 */
export const announceUpdate =
  (actor: EventActor) =>
  (after: Customer, before: Customer): DomainEvent[] =>
    isDeepStrictEqual(customerSnapshotOf(after), customerSnapshotOf(before))
      ? []
      : [customerUpdated(after, actor)];
