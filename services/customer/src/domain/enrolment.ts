import { limits } from '@pickup/contracts';
import type { DomainEvent } from '@pickup/kit';
import { bucketNumberOf, sequenceOf } from './bucket-numbers';
import { type Clientele, type Customer, CustomerFieldTakenError, type NewCustomer } from './model';

/** What every customer is given until the owner says otherwise. */
export const defaultContainerType = '5-gallon bucket';

/** The subscriptionStatus of a customer whose plan the owner manages by hand (no card subscription). */
export const ownerManaged = 'none';

/** A new customer as a use case drafts it: without a bucket number, the next B-NNN is theirs. */
export type CustomerDraft = Omit<NewCustomer, 'bucketNumber'> & { bucketNumber: string | null };

/** What a use case says of a new customer; the rest starts as every customer's does. */
export type CustomerBasics = Pick<
  NewCustomer,
  'tenantId' | 'userId' | 'firstName' | 'lastName' | 'email' | 'status' | 'subscription'
> &
  Partial<
    Pick<
      NewCustomer,
      | 'phone'
      | 'address'
      | 'city'
      | 'state'
      | 'zipCode'
      | 'zone'
      | 'location'
      | 'pickupDay'
      | 'bucketCount'
      | 'pickupInstructions'
      | 'notes'
      | 'monthlySpendCents'
    >
  > & { bucketNumber: string | null };

/** A new customer, joining now: no orders yet, not welcomed yet, the plan managed by the owner. */
export function draftOf(basics: CustomerBasics, now: Date): CustomerDraft {
  return {
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    zone: null,
    location: null,
    pickupDay: null,
    bucketCount: limits.defaultBucketCount,
    pickupInstructions: '',
    notes: '',
    monthlySpendCents: 0,
    subscriptionStatus: ownerManaged,
    containerType: defaultContainerType,
    totalOrders: 0,
    lastOrderDate: null,
    lastActivity: now,
    joinDate: now,
    archivedAt: null,
    welcomedAt: null,
    subscriptionAsOf: null,
    recentOrderIds: [],
    pause: null,
    hasSeenOnboarding: false,
    ...basics,
  };
}

export interface Enrolment {
  customer: Customer;
  /** The bucket number was the business's next B-NNN, not one given. */
  bucketAssigned: boolean;
}

/** Takes of the sequence before giving up: each lost one means another customer got that number. */
const maxBucketTakes = 100;

/**
 * Stores a new customer with the events `announce` makes of it. A given bucket number is kept (and
 * moves the sequence past it); otherwise the next B-NNN is taken, and taken again while another
 * customer holds it, so numbers stay unique and in order however many are added at once.
 * CustomerFieldTakenError for the e-mail, or for a given bucket number, another customer holds.
 */
export async function enrol(
  clientele: Clientele,
  draft: CustomerDraft,
  announce: (stored: Customer) => DomainEvent[],
): Promise<Enrolment> {
  const { customers, bucketSequences } = clientele;
  const given = draft.bucketNumber;
  if (given) {
    const customer = await customers.insert({ ...draft, bucketNumber: given }, announce);
    const sequence = sequenceOf(given);
    if (sequence !== null) await bucketSequences.passTo(draft.tenantId, sequence);
    return { customer, bucketAssigned: false };
  }
  for (let take = 0; take < maxBucketTakes; take += 1) {
    const bucketNumber = bucketNumberOf(await bucketSequences.take(draft.tenantId));
    try {
      return { customer: await customers.insert({ ...draft, bucketNumber }, announce), bucketAssigned: true };
    } catch (error) {
      if (!(error instanceof CustomerFieldTakenError && error.field === 'bucketNumber')) throw error;
    }
  }
  throw new Error(`No free bucket number for ${draft.tenantId} after ${maxBucketTakes} takes`);
}

/** The number Auto-assign suggests: the sequence's next, or the first after it nobody holds. */
export async function suggestedBucketNumber(clientele: Clientele, tenantId: string): Promise<string> {
  const window = 20;
  for (let from = await clientele.bucketSequences.peek(tenantId); ; from += window) {
    const candidates = Array.from({ length: window }, (_, i) => bucketNumberOf(from + i));
    const taken = await clientele.customers.taken(tenantId, 'bucketNumber', candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}
