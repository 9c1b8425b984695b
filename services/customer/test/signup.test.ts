import {
  type CustomerSignupBody,
  customerApi,
  customerMessages,
  customerSignupResult,
  type EventData,
  existingCustomerBody,
  identityInternalApi,
  billingInternalApi,
} from '@pickup/contracts';
import { clientSecretOf } from './support/peer-stubs';
import { customerForTests, newCustomer, newEmail, newId, webBaseUrl } from './support/customer-fixture';

const customers = customerForTests();

/** The sign-up page's three steps, filled in. */
const signupBody = (overrides: Partial<CustomerSignupBody> = {}): CustomerSignupBody => ({
  firstName: 'Robin',
  lastName: 'Hale',
  email: newEmail(),
  phone: '207-555-0170',
  address: '9 Main Street, Brewer, ME',
  city: '',
  state: 'ME',
  zipCode: '04412',
  pickupInstructions: 'Side door',
  planId: 'biweekly',
  planAmount: 15,
  planInterval: 'month',
  ...overrides,
});

const signUp = (tenantId: string | null, body: object) => {
  const req = customers().api().post('/api/customer/signup');
  return tenantId ? req.set(customers().viaGateway(tenantId)).send(body) : req.send(body);
};

const customersOf = async (owner: Record<string, string>, search: string) =>
  (await customers().api().get('/api/customers').query({ search, status: 'all' }).set(owner).expect(200)).body
    .customers;

const activation = (customerUserId: string): EventData<'subscription.activated'> => ({
  subscriptionId: newId(),
  customerUserId,
  planId: 'biweekly',
  amountCents: 1500,
  status: 'active',
  nextChargeAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  scheduledPlanId: null,
});

describe('POST /api/customer/signup', () => {
  it('makes a pending customer, their login and their subscription, and answers the card to confirm', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const body = signupBody();
    const res = await signUp(tenantId, { ...body, tenantId });
    expect(res.status).toBe(201);
    const result = customerSignupResult.parse(res.body);
    const user = fixture.identity.userByEmail(body.email, tenantId);
    expect(user).toBeDefined();
    expect(result).toMatchObject({ intent: 'payment', amount: 15 });
    expect(result.clientSecret).toBe(clientSecretOf(result.paymentId));
    const started = fixture.billing.callsTo(billingInternalApi.startCustomerSubscription);
    expect(started.filter((call) => (call as { email: string }).email === body.email)).toEqual([
      { tenantId, customerUserId: user?.id, email: body.email, name: 'Robin Hale', planId: 'biweekly' },
    ]);

    const [customer] = await customersOf(owner, body.email);
    expect(customer).toMatchObject({
      id: result.customerId,
      userId: user?.id,
      status: 'pending',
      subscription: 'biweekly',
      monthlySpend: 0,
      zone: 'brewer',
      bucketNumber: 'B-001',
      pickupInstructions: 'Side door',
    });
    const [created] = await fixture.probe.waitForEvents('customer.created', (e) => e.tenantId === tenantId);
    expect(created?.data).toMatchObject({ status: 'pending', email: body.email });
  });

  it('resumes on a retry: the same customer, login and subscription, never a second of each', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const body = signupBody();
    const first = customerSignupResult.parse((await signUp(tenantId, body).expect(201)).body);
    const again = customerSignupResult.parse(
      (await signUp(tenantId, { ...body, address: '14 Elm Street', city: 'Hampden' }).expect(201)).body,
    );
    expect(again.customerId).toBe(first.customerId);
    expect(again.paymentId).toBe(first.paymentId);
    const logins = fixture.identity.callsTo(identityInternalApi.createCustomer);
    expect(logins.filter((call) => (call as { email: string }).email === body.email)).toHaveLength(1);
    const found = await customersOf(owner, body.email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ address: '14 Elm Street', city: 'Hampden', zone: 'hampden' });
  });

  it('answers 503 while identity or billing is down, keeps the pending customer, and a retry finishes', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const body = signupBody();
    fixture.identity.failWith = 503;
    try {
      const down = await signUp(tenantId, body);
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      fixture.identity.failWith = null;
    }
    const [pending] = await customersOf(owner, body.email);
    expect(pending).toMatchObject({ status: 'pending', userId: null });

    fixture.billing.failWith = 503;
    try {
      expect((await signUp(tenantId, body)).status).toBe(503);
    } finally {
      fixture.billing.failWith = null;
    }
    const result = customerSignupResult.parse((await signUp(tenantId, body).expect(201)).body);
    expect(result.customerId).toBe(pending.id);
    expect(await customersOf(owner, body.email)).toHaveLength(1);
  });

  it('answers 409 with the business and its login page for an e-mail that is a customer already', async () => {
    const fixture = customers();
    const { tenantId, owner, snapshot } = await fixture.business({ businessName: 'Bucket Brigade' });
    const { customer } = await fixture.add(owner, newCustomer());
    const res = await signUp(tenantId, signupBody({ email: customer.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(existingCustomerBody.parse(res.body)).toEqual({
      error: customerMessages.existingAccount,
      code: 'CONFLICT',
      businessName: 'Bucket Brigade',
      loginUrl: `${webBaseUrl}/${snapshot.subdomain}/login`,
      suggestion: customerMessages.existingAccountSuggestion,
    });
    expect(fixture.identity.userByEmail(customer.email, tenantId)).toBeUndefined();
  });

  it('answers Business Not Found for no business, an unknown or switched-off one, or another page’s', async () => {
    const fixture = customers();
    const { tenantId, snapshot } = await fixture.business();
    const off = await fixture.business();
    await fixture.deliver('tenant.updated', off.tenantId, { ...off.snapshot, isActive: false });
    for (const res of [
      await signUp(null, signupBody()),
      await signUp(newId(), signupBody()),
      await signUp(off.tenantId, signupBody()),
      await signUp(tenantId, signupBody({ tenantId: off.tenantId })),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Business Not Found');
    }
    expect(snapshot.isActive).toBe(true);
  });

  it('refuses missing details with the contract’s words, and a business that cannot take cards yet', async () => {
    const fixture = customers();
    const { tenantId } = await fixture.business();
    const noPlan = await signUp(tenantId, { ...signupBody(), planId: undefined });
    expect(noPlan.status).toBe(400);
    expect(noPlan.body.details).toContainEqual({ path: 'planId', message: customerMessages.choosePlan });
    const noAddress = await signUp(tenantId, signupBody({ address: '' }));
    expect(noAddress.body.details).toContainEqual({
      path: 'address',
      message: customerMessages.missingInformation,
    });

    fixture.billing.paymentsReady = false;
    try {
      const res = await signUp(tenantId, signupBody());
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(customerMessages.signupUnavailable);
      // Documented, so schema-driven clients expect it.
      expect(customerApi.signup.responses[403]?.schema?.safeParse(res.body).success).toBe(true);
    } finally {
      fixture.billing.paymentsReady = true;
    }
  });

  it('ends with an active customer once billing says the subscription is paid, welcomed once', async () => {
    const fixture = customers();
    const { tenantId, owner, snapshot } = await fixture.business({ businessName: 'Scrap Happy' });
    const body = signupBody();
    const { customerId } = customerSignupResult.parse((await signUp(tenantId, body).expect(201)).body);
    const userId = fixture.identity.userByEmail(body.email, tenantId)?.id ?? '';
    const activated = activation(userId);
    await fixture.deliver('subscription.activated', tenantId, activated);
    await fixture.deliver('subscription.activated', tenantId, activated);

    const [customer] = await customersOf(owner, body.email);
    expect(customer).toMatchObject({
      id: customerId,
      status: 'active',
      subscription: 'biweekly',
      subscriptionStatus: 'active',
      monthlySpend: 15,
    });
    const welcomes = fixture.identity.calls.filter(
      (call) => call.path === `/internal/users/${userId}/welcome`,
    );
    expect(welcomes.map((call) => call.body)).toEqual([{ businessName: 'Scrap Happy' }]);
    const [updated] = await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.data.customerId === customerId && e.data.status === 'active',
    );
    expect(updated?.data.userId).toBe(userId);
    expect(snapshot.businessName).toBe('Scrap Happy');

    const retry = await signUp(tenantId, body);
    expect(retry.status).toBe(409);
  });
});
