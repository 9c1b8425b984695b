import { type EventData, systemActor } from '@pickup/contracts';
import { announceUpdate, customerCreated } from '../events/customer-events';
import { draftOf, enrol } from './enrolment';
import { type Clientele, type Customer, CustomerFieldTakenError } from './model';

type RegisteredUser = EventData<'user.registered'>;

async function link(clientele: Clientele, customer: Customer, userId: string): Promise<Customer | null> {
  return clientele.customers.update(
    customer.tenantId,
    customer.id,
    (current) => (current.userId ? null : { userId }),
    announceUpdate(systemActor),
  );
}

/**
 * identity's user.registered for a customer of a business: the login is linked to the business's
 * customer with that e-mail; a household that registered without one appears in the owner's
 * list, pending, with its name and e-mail. Answers the customer, null for any other user.
 */
export async function linkRegisteredUser(
  clientele: Clientele,
  user: RegisteredUser,
): Promise<Customer | null> {
  const tenantId = user.tenantId;
  if (user.role !== 'customer' || !tenantId) return null;
  const email = user.email.toLowerCase();
  const known = await clientele.customers.findByEmail(tenantId, email);
  if (known) return link(clientele, known, user.userId);
  try {
    const { customer } = await enrol(
      clientele,
      draftOf(
        {
          tenantId,
          userId: user.userId,
          firstName: user.firstName,
          lastName: user.lastName,
          email,
          status: 'pending',
          bucketNumber: null,
          subscription: 'none',
        },
        clientele.clock.now(),
      ),
      (stored) => [customerCreated(stored, { userId: user.userId, role: 'customer' })],
    );
    return customer;
  } catch (error) {
    if (!(error instanceof CustomerFieldTakenError && error.field === 'email')) throw error;
    // The household's sign-up stored it in the meantime.
    const stored = await clientele.customers.findByEmail(tenantId, email);
    return stored ? link(clientele, stored, user.userId) : null;
  }
}
