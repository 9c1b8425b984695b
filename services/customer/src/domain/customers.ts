import {
  type AddCustomerBody,
  customerMessages,
  type EventActor,
  limits,
  type MilestoneResult,
  serviceZoneCentres,
  type UpdateCustomerBody,
} from '@pickup/contracts';
import { AppError, conflict, notFound } from '@pickup/kit';
import {
  announceUpdate,
  customerArchived,
  customerCreated,
  customerDeleted,
  customerRestored,
  milestoneReached,
} from '../events/customer-events';
import { admitOneMore, type Headcount, headcountOf, isMilestone } from './admission';
import { sequenceOf } from './bucket-numbers';
import { draftOf, enrol, ownerManaged } from './enrolment';
import {
  type Clientele,
  type Customer,
  type CustomerChanges,
  CustomerFieldTakenError,
  PeerUnavailableError,
} from './model';
import { statusChange } from './pauses';
import { ownerManagedSpendCents } from './plans';

export const duplicateEmail = () => conflict(customerMessages.duplicateEmail);
const bucketNumberTaken = () => conflict(customerMessages.bucketNumberTaken);
const customerNotFound = () => notFound(customerMessages.notFound);

/** A unique field another customer holds, as the owner is told. */
export function takenFieldError(error: unknown): unknown {
  if (!(error instanceof CustomerFieldTakenError)) return error;
  return error.field === 'email' ? duplicateEmail() : bucketNumberTaken();
}

export async function customerOf(clientele: Clientele, tenantId: string, id: string): Promise<Customer> {
  const customer = await clientele.customers.find(tenantId, id);
  if (!customer) throw customerNotFound();
  return customer;
}

export interface AddedCustomer {
  customer: Customer;
  milestoneResult: MilestoneResult;
  autoAssignmentMessage: string | null;
}

/** What the service chose for the owner, in words; null when it chose nothing. */
function autoAssignmentOf(customer: Customer, bucketAssigned: boolean, zoneFound: boolean): string | null {
  const choices = [
    bucketAssigned ? `Bucket ${customer.bucketNumber} was assigned automatically.` : null,
    zoneFound && customer.zone
      ? `Service zone ${serviceZoneCentres[customer.zone].name} was found from the address.`
      : null,
  ].filter((choice): choice is string => choice !== null);
  return choices.length > 0 ? choices.join(' ') : null;
}

/**
 * Adds one customer (active) for the owner, within the headcount read beforehand: a unique
 * e-mail, placed in a zone, the next bucket number when none was typed. The count after it may
 * be a milestone, announced with the customer in the same write. The headcount moves on.
 */
export async function enrolForOwner(
  clientele: Clientele,
  tenantId: string,
  body: AddCustomerBody,
  actor: EventActor,
  headcount: Headcount,
): Promise<AddedCustomer> {
  const where = {
    address: body.address,
    city: body.city ?? '',
    state: body.state ?? '',
    zipCode: body.zipCode ?? '',
    zone: body.zone ?? null,
  };
  const placement = await clientele.geocoder.place(where);
  const customerCount = headcount.counted + 1;
  const interval = headcount.milestoneInterval;
  const milestone = isMilestone(customerCount, interval);
  const subscription = body.subscription ?? 'none';
  const bucketCount = body.bucketCount ?? limits.defaultBucketCount;
  try {
    const { customer, bucketAssigned } = await enrol(
      clientele,
      draftOf(
        {
          tenantId,
          userId: null,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone ?? '',
          ...where,
          ...placement,
          pickupDay: body.pickupDay ?? null,
          status: 'active',
          bucketNumber: body.bucketNumber || null,
          subscription,
          bucketCount,
          pickupInstructions: body.pickupInstructions ?? '',
          notes: body.notes ?? '',
          monthlySpendCents: ownerManagedSpendCents(subscription, bucketCount),
        },
        clientele.clock.now(),
      ),
      (stored) => [
        customerCreated(stored, actor),
        ...(milestone ? [milestoneReached(stored, customerCount, interval, actor)] : []),
      ],
    );
    headcount.counted = customerCount;
    return {
      customer,
      milestoneResult: { isMilestone: milestone, customerCount },
      autoAssignmentMessage: autoAssignmentOf(
        customer,
        bucketAssigned,
        !where.zone && placement.zone !== null,
      ),
    };
  } catch (error) {
    throw takenFieldError(error);
  }
}

/** The add dialog: 402 or 403 when the plan allows no more, 409 for an e-mail the business has. */
export async function addCustomer(
  clientele: Clientele,
  tenantId: string,
  body: AddCustomerBody,
  actor: EventActor,
): Promise<AddedCustomer> {
  const headcount = await headcountOf(clientele, tenantId);
  admitOneMore(headcount);
  if (await clientele.customers.findByEmail(tenantId, body.email)) throw duplicateEmail();
  return enrolForOwner(clientele, tenantId, body, actor, headcount);
}

/** The changes, and the monthly spend they make of a plan the owner manages (a card's is billing's). */
function pricedChanges(customer: Customer, changes: CustomerChanges): CustomerChanges {
  if (customer.subscriptionStatus !== ownerManaged) return changes;
  const subscription = changes.subscription ?? customer.subscription;
  const bucketCount = changes.bucketCount ?? customer.bucketCount;
  return { ...changes, monthlySpendCents: ownerManagedSpendCents(subscription, bucketCount) };
}

/**
 * Changes a customer as the owner's edit does, whoever asks: `decide` answers the changes on the
 * customer as it is, the plan's price follows them, and customer.updated announces what changed.
 * 404 when the business has no such customer.
 */
export async function reviseCustomer(
  clientele: Clientele,
  tenantId: string,
  id: string,
  decide: (customer: Customer) => CustomerChanges | null,
  actor: EventActor,
): Promise<Customer> {
  const revised = await clientele.customers.update(
    tenantId,
    id,
    (customer) => {
      const changes = decide(customer);
      return changes ? pricedChanges(customer, changes) : null;
    },
    announceUpdate(actor),
  );
  if (!revised) throw customerNotFound();
  return revised;
}

/**
 * The owner edits a customer; a new address, city or zone places them again. A new status clears
 * the household's own pause (domain/pauses.ts).
 */
export async function updateCustomer(
  clientele: Clientele,
  tenantId: string,
  id: string,
  body: UpdateCustomerBody,
  actor: EventActor,
): Promise<Customer> {
  const current = await customerOf(clientele, tenantId, id);
  const where = {
    address: body.address,
    city: body.city ?? current.city,
    state: body.state ?? current.state,
    zipCode: body.zipCode ?? current.zipCode,
    zone: body.zone === undefined ? current.zone : body.zone,
  };
  const moved =
    where.address !== current.address ||
    where.city !== current.city ||
    where.state !== current.state ||
    where.zipCode !== current.zipCode ||
    where.zone !== current.zone;
  const placement = moved
    ? await clientele.geocoder.place(where)
    : { zone: current.zone, location: current.location };
  try {
    const updated = await reviseCustomer(
      clientele,
      tenantId,
      id,
      (customer) => ({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? customer.phone,
        ...where,
        ...placement,
        pickupDay: body.pickupDay === undefined ? customer.pickupDay : body.pickupDay,
        bucketCount: body.bucketCount ?? customer.bucketCount,
        bucketNumber: body.bucketNumber ?? customer.bucketNumber,
        subscription: body.subscription ?? customer.subscription,
        pickupInstructions: body.pickupInstructions ?? customer.pickupInstructions,
        notes: body.notes ?? customer.notes,
        ...statusChange(customer, body.status ?? customer.status, clientele.clock.now()),
      }),
      actor,
    );
    const sequence = body.bucketNumber ? sequenceOf(body.bucketNumber) : null;
    if (sequence !== null) await clientele.bucketSequences.passTo(tenantId, sequence);
    return updated;
  } catch (error) {
    throw takenFieldError(error);
  }
}

/** Moves the customer to the archive; archiving one already there changes nothing. */
export async function archiveCustomer(
  clientele: Clientele,
  tenantId: string,
  id: string,
  actor: EventActor,
): Promise<Customer> {
  const archived = await clientele.customers.update(
    tenantId,
    id,
    (customer) => statusChange(customer, 'archived', clientele.clock.now()),
    (after) => [customerArchived(after, actor)],
  );
  if (!archived) throw customerNotFound();
  return archived;
}

/** Restores an archived customer to active; one not archived is left as it is. */
export async function restoreCustomer(
  clientele: Clientele,
  tenantId: string,
  id: string,
  actor: EventActor,
): Promise<Customer> {
  const restored = await clientele.customers.update(
    tenantId,
    id,
    (customer) =>
      customer.status === 'archived' ? statusChange(customer, 'active', clientele.clock.now()) : null,
    (after) => [customerRestored(after, actor)],
  );
  if (!restored) throw customerNotFound();
  return restored;
}

/**
 * Deletes a customer for good (other services purge their copies on customer.deleted). Their
 * login is disabled first, so a deleted customer can never sign in: when identity cannot be
 * reached nothing is deleted and the owner tries again.
 */
export async function deleteCustomer(
  clientele: Clientele,
  tenantId: string,
  id: string,
  actor: EventActor,
): Promise<void> {
  const customer = await customerOf(clientele, tenantId, id);
  if (customer.userId) {
    try {
      await clientele.logins.disable(customer.userId);
    } catch (error) {
      if (!(error instanceof PeerUnavailableError)) throw error;
      clientele.logger.warn(
        { err: error, customerId: id },
        'the login could not be disabled; nothing deleted',
      );
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The customer could not be deleted right now, please try again in a moment.',
      );
    }
  }
  if (!(await clientele.customers.remove(tenantId, id, [customerDeleted(customer, actor)]))) {
    throw customerNotFound();
  }
}
