import {
  type CustomerSignupBody,
  type CustomerSignupResult,
  customerMessages,
  type EventActor,
  tenantMessages,
} from '@pickup/contracts';
import { AppError, conflict, forbidden, notFound, type Placement, type Whereabouts } from '@pickup/kit';
import { announceUpdate, customerCreated } from '../events/customer-events';
import { admitSignup } from './admission';
import { draftOf, enrol } from './enrolment';
import {
  type Business,
  type Clientele,
  type Customer,
  CustomerFieldTakenError,
  PaymentsNotReadyError,
  PeerUnavailableError,
} from './model';
import { planPrice } from './plans';

/**
 * A household signs up on its business's page, a saga over three services without a
 * transaction between them, safe to repeat:
 *
 * 1. the customer is stored `pending` (or the pending one of an earlier attempt is brought up to
 *    date): its unique e-mail makes two attempts one customer;
 * 2. identity makes the customer's login (the same one when asked again), stored on the customer;
 * 3. billing starts the card subscription (the same one when asked again) and answers the card
 *    to confirm.
 *
 * When identity or billing cannot be reached the pending customer stays, and the household's
 * retry resumes where this attempt stopped. billing's subscription.activated makes them active.
 */

/** The household acting on the business's page, before they have a login. */
const household: EventActor = { userId: null, role: 'customer' };

const businessNotFound = () => notFound(tenantMessages.businessNotFound);

const signupUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Sign-up is temporarily unavailable, please try again in a moment.');

/** 409 for an e-mail that is already a customer of the business: the Account Already Exists dialog. */
function existingCustomer(clientele: Clientele, business: Business): AppError {
  return conflict(customerMessages.existingAccount, {
    businessName: business.businessName,
    loginUrl: `${clientele.webBaseUrl}/${business.subdomain}/login`,
    suggestion: customerMessages.existingAccountSuggestion,
  });
}

/** The business the request is for (the gateway's tenant), when it serves visitors; the page's own must agree. */
async function servedBusiness(
  clientele: Clientele,
  requestTenantId: string | null,
  pageTenantId: string | undefined,
): Promise<Business> {
  if (!requestTenantId || (pageTenantId && pageTenantId !== requestTenantId)) throw businessNotFound();
  const business = await clientele.businesses.find(requestTenantId);
  if (!business?.isActive) throw businessNotFound();
  return business;
}

type PendingDetails = Pick<
  Customer,
  'firstName' | 'lastName' | 'phone' | 'pickupInstructions' | 'subscription'
> &
  Whereabouts &
  Placement;

/** Step 1: the pending customer, new or found again (another attempt, or a household that registered first). */
async function pendingCustomer(
  clientele: Clientele,
  business: Business,
  email: string,
  details: PendingDetails,
): Promise<Customer> {
  const { tenantId } = business;
  const existing = await clientele.customers.findByEmail(tenantId, email);
  if (existing) return bringUpToDate(clientele, business, existing, details);
  try {
    // Nothing is paid until the card is confirmed: billing's activation sets the amount.
    const { customer } = await enrol(
      clientele,
      draftOf(
        { tenantId, userId: null, email, ...details, status: 'pending', bucketNumber: null },
        clientele.clock.now(),
      ),
      (stored) => [customerCreated(stored, household)],
    );
    return customer;
  } catch (error) {
    if (!(error instanceof CustomerFieldTakenError && error.field === 'email')) throw error;
    // The same household, sent twice at once: the other attempt stored it.
    const again = await clientele.customers.findByEmail(tenantId, email);
    if (!again) throw error;
    return bringUpToDate(clientele, business, again, details);
  }
}

/** A pending customer takes this attempt's details; anyone else with the e-mail is an existing customer. */
async function bringUpToDate(
  clientele: Clientele,
  business: Business,
  customer: Customer,
  details: PendingDetails,
): Promise<Customer> {
  if (customer.status !== 'pending') throw existingCustomer(clientele, business);
  const updated = await clientele.customers.update(
    business.tenantId,
    customer.id,
    (current) => (current.status === 'pending' ? details : null),
    announceUpdate(household),
  );
  if (!updated) throw signupUnavailable();
  return updated;
}

/** Step 2: the customer's login, made by identity once and kept on the customer. */
async function loginOf(clientele: Clientele, customer: Customer): Promise<string> {
  if (customer.userId) return customer.userId;
  const userId = await clientele.logins.createLogin({
    tenantId: customer.tenantId,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
  });
  const linked = await clientele.customers.update(
    customer.tenantId,
    customer.id,
    (current) => (current.userId ? null : { userId }),
    announceUpdate(household),
  );
  return linked?.userId ?? userId;
}

/**
 * The whole sign-up: 404 "Business Not Found" for a business that is unknown, switched off, or
 * not the one the request is for; 409 for an e-mail that is a customer already; 403 when the
 * business cannot take customers online (its plan, its card payments); 503 when identity or
 * billing cannot be reached (a retry resumes).
 */
export async function signUp(
  clientele: Clientele,
  requestTenantId: string | null,
  body: CustomerSignupBody,
): Promise<CustomerSignupResult> {
  const business = await servedBusiness(clientele, requestTenantId, body.tenantId);
  const known = await clientele.customers.findByEmail(business.tenantId, body.email);
  if (known && known.status !== 'pending') throw existingCustomer(clientele, business);
  await admitSignup(clientele, business.tenantId);
  const where: Whereabouts = {
    address: body.address,
    city: body.city ?? '',
    state: body.state ?? '',
    zipCode: body.zipCode ?? '',
    zone: null,
  };
  const placement = await clientele.geocoder.place(where);
  const customer = await pendingCustomer(clientele, business, body.email, {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone ?? '',
    pickupInstructions: body.pickupInstructions ?? '',
    subscription: body.planId,
    ...where,
    ...placement,
  });
  try {
    const customerUserId = await loginOf(clientele, customer);
    const card = await clientele.subscriptions.start({
      tenantId: business.tenantId,
      customerUserId,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      planId: body.planId,
    });
    return { ...card, customerId: customer.id, amount: planPrice(body.planId) };
  } catch (error) {
    if (error instanceof PaymentsNotReadyError) throw forbidden(customerMessages.signupUnavailable);
    if (!(error instanceof PeerUnavailableError)) throw error;
    clientele.logger.warn(
      { err: error, customerId: customer.id },
      'sign-up stopped half-way; a retry resumes',
    );
    throw signupUnavailable();
  }
}
