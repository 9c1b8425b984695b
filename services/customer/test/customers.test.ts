import {
  type Customer,
  customerMessages,
  customerResult,
  customersResult,
  customerStats,
  nextBucketNumberResult,
  serviceZonesResult,
} from '@pickup/contracts';
import { customerForTests, newCustomer, newEmail, newId } from './support/customer-fixture';

const customers = customerForTests();

const list = async (owner: Record<string, string>, query: Record<string, string | number> = {}) =>
  customersResult.parse(
    (await customers().api().get('/api/customers').query(query).set(owner).expect(200)).body,
  );

const names = async (owner: Record<string, string>, query: Record<string, string | number> = {}) =>
  (await list(owner, query)).customers.map((c) => `${c.firstName} ${c.lastName}`);

/** The edit dialog saved with another status, the rest as it was. */
const setStatus = (owner: Record<string, string>, customer: Customer | undefined, status: string) =>
  customers()
    .api()
    .put(`/api/customers/${customer?.id}`)
    .set(owner)
    .send({
      firstName: customer?.firstName,
      lastName: customer?.lastName,
      email: customer?.email,
      address: customer?.address,
      status,
    })
    .expect(200);

describe('POST /api/customers: the add dialog', () => {
  it('adds an active customer with the next bucket number, the zone’s centre and the plan’s price', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const body = newCustomer({ subscription: 'weekly', bucketCount: 3, notes: 'Gate code 4411' });
    const res = await fixture.api().post('/api/customers').set(owner).send(body);
    expect(res.status).toBe(201);
    const { customer, milestoneResult, autoAssignmentMessage } = res.body;
    expect(customer).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: body.email,
      status: 'active',
      bucketNumber: 'B-001',
      zone: 'bangor',
      location: { latitude: 44.8012, longitude: -68.7778, precision: 'zone' },
      subscription: 'weekly',
      subscriptionStatus: 'none',
      bucketCount: 3,
      notes: 'Gate code 4411',
      // $25 a week's plan and two extra buckets at $5.
      monthlySpend: 35,
      totalOrders: 0,
      userId: null,
    });
    expect(milestoneResult).toEqual({ isMilestone: false, customerCount: 1 });
    expect(autoAssignmentMessage).toBe('Bucket B-001 was assigned automatically.');

    const [created] = await fixture.probe.waitForEvents('customer.created', (e) => e.tenantId === tenantId);
    expect(created?.data).toMatchObject({ customerId: customer.id, bucketNumber: 'B-001', status: 'active' });
    expect(created?.actor.role).toBe('owner');
  });

  it('keeps a typed bucket number and says nothing was chosen', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const added = await fixture.add(owner, newCustomer({ bucketNumber: ' KITCHEN-1 ' }));
    expect(added.customer.bucketNumber).toBe('KITCHEN-1');
    expect(added.autoAssignmentMessage).toBeNull();
    expect(added.customer.monthlySpend).toBe(0);
  });

  it('refuses a missing name, e-mail or address with the spec’s words', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    for (const missing of ['firstName', 'email', 'address'] as const) {
      const res = await fixture
        .api()
        .post('/api/customers')
        .set(owner)
        .send({ ...newCustomer(), [missing]: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({
        path: missing,
        message: customerMessages.missingInformation,
      });
    }
    const email = await fixture
      .api()
      .post('/api/customers')
      .set(owner)
      .send(newCustomer({ email: 'nope' }));
    expect(email.body.details).toContainEqual({ path: 'email', message: customerMessages.invalidEmail });
    expect((await list(owner)).total).toBe(0);
  });

  it('answers 409 for an e-mail the business has, in any case, and for a bucket number in use', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const first = await fixture.add(owner);
    const again = await fixture
      .api()
      .post('/api/customers')
      .set(owner)
      .send(newCustomer({ email: first.customer.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: customerMessages.duplicateEmail, code: 'CONFLICT' });
    const bucket = await fixture
      .api()
      .post('/api/customers')
      .set(owner)
      .send(newCustomer({ bucketNumber: first.customer.bucketNumber }));
    expect(bucket.status).toBe(409);
    expect(bucket.body.error).toBe(customerMessages.bucketNumberTaken);
    expect((await list(owner)).total).toBe(1);
  });

  it('lets another business have a customer with the same e-mail', async () => {
    const fixture = customers();
    const email = newEmail();
    await fixture.add((await fixture.business()).owner, newCustomer({ email }));
    const other = await fixture.add((await fixture.business()).owner, newCustomer({ email }));
    expect(other.customer.bucketNumber).toBe('B-001');
  });
});

describe('GET /api/customers: the list', () => {
  it('pages the business’s customers in name order and answers both shapes of totals', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    for (const firstName of ['Morgan', 'alex', 'Casey', 'Blair', 'Dana']) {
      await fixture.add(owner, newCustomer({ firstName, lastName: 'Stone' }));
    }
    const first = await list(owner, { page: 1, limit: 2 });
    expect(first.customers.map((c) => c.firstName)).toEqual(['alex', 'Blair']);
    expect(first).toMatchObject({
      total: 5,
      totalPages: 3,
      pagination: { total: 5, page: 1, limit: 2, totalPages: 3 },
    });
    expect((await list(owner, { page: 3, limit: 2 })).customers.map((c) => c.firstName)).toEqual(['Morgan']);
    expect((await list(owner, { page: 4, limit: 2 })).customers).toEqual([]);
    expect((await fixture.api().get('/api/customers').query({ limit: 101 }).set(owner)).status).toBe(400);
  });

  it('finds customers by name, e-mail, phone, address and bucket number, in any case', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    await fixture.add(
      owner,
      newCustomer({
        firstName: 'Avery',
        lastName: 'O’Neil',
        email: 'avery.oneil@mailbox.example',
        phone: '(207) 555-0199',
        address: '42 Cedar Lane',
        city: 'Hampden',
        zone: 'hampden',
        bucketNumber: 'B-042',
      }),
    );
    await fixture.add(owner, newCustomer({ firstName: 'Quinn', lastName: 'Park', phone: '207-555-0123' }));
    for (const search of [
      'avery',
      'AVERY o’ne',
      'avery.oneil@',
      'mailbox.example',
      '555-0199',
      '(207) 555 0199',
      '0199',
      'cedar lane',
      '42 CEDAR',
      'hampden',
      'b-042',
      '042',
    ]) {
      expect([search, await names(owner, { search })]).toEqual([search, ['Avery O’Neil']]);
    }
    expect(await names(owner, { search: 'park 555' })).toEqual(['Quinn Park']);
    expect(await names(owner, { search: 'b-0.2' })).toEqual([]);
    expect(await names(owner, { search: 'lane avery nobody' })).toEqual([]);
  });

  it('filters by status; all is every status but archived, and a search keeps to it', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const [, paused, inactive, archived] = await Promise.all(
      ['Active', 'Paused', 'Inactive', 'Archived'].map((firstName) =>
        fixture.add(owner, newCustomer({ firstName, lastName: 'Home' })),
      ),
    );
    await setStatus(owner, paused?.customer, 'paused');
    await setStatus(owner, inactive?.customer, 'inactive');
    await fixture.api().patch(`/api/customers/${archived?.customer.id}/archive`).set(owner).expect(200);
    expect(await names(owner)).toEqual(['Active Home', 'Inactive Home', 'Paused Home']);
    expect(await names(owner, { status: 'all' })).toEqual(['Active Home', 'Inactive Home', 'Paused Home']);
    expect(await names(owner, { status: 'paused' })).toEqual(['Paused Home']);
    expect(await names(owner, { status: 'archived' })).toEqual(['Archived Home']);
    expect(await names(owner, { status: 'active', search: 'home' })).toEqual(['Active Home']);
    expect((await fixture.api().get('/api/customers').query({ status: 'gone' }).set(owner)).status).toBe(400);
  });
});

describe('GET /api/customers/stats', () => {
  it('totals the whole business, not a page: archived customers count for nothing', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const weekly = await fixture.add(owner, newCustomer({ subscription: 'weekly' }));
    await fixture.add(owner, newCustomer({ subscription: 'biweekly', bucketCount: 2 }));
    const paused = await fixture.add(owner, newCustomer({ subscription: 'monthly' }));
    const archived = await fixture.add(owner, newCustomer({ subscription: 'weekly' }));
    await setStatus(owner, paused.customer, 'paused');
    await fixture.api().patch(`/api/customers/${archived.customer.id}/archive`).set(owner).expect(200);
    const stats = customerStats.parse(
      (await fixture.api().get('/api/customers/stats').set(owner).expect(200)).body,
    );
    // 25 + (15 + 5) + 10 = 55 a month; over the two active customers.
    expect(stats).toEqual({
      totalCustomers: 3,
      active: 2,
      paused: 1,
      monthlyRevenue: 55,
      avgOrderValue: 27.5,
    });
    expect(weekly.customer.monthlySpend).toBe(25);

    const empty = await fixture.business();
    expect((await fixture.api().get('/api/customers/stats').set(empty.owner).expect(200)).body).toEqual({
      totalCustomers: 0,
      active: 0,
      paused: 0,
      monthlyRevenue: 0,
      avgOrderValue: 0,
    });
  });
});

describe('a customer’s changes', () => {
  it('edits a customer, places them again when the address moves, and announces it', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const { customer } = await fixture.add(owner, newCustomer({ subscription: 'weekly' }));
    const res = await fixture.api().put(`/api/customers/${customer.id}`).set(owner).send({
      firstName: 'Jamie',
      lastName: 'Rivera-Cole',
      email: customer.email,
      address: '7 Water Street',
      city: 'Belfast',
      zone: null,
      subscription: 'biweekly',
      bucketCount: 2,
      pickupInstructions: 'Behind the shed',
    });
    expect(res.status).toBe(200);
    const updated = customerResult.parse(res.body).customer;
    expect(updated).toMatchObject({
      lastName: 'Rivera-Cole',
      address: '7 Water Street',
      city: 'Belfast',
      zone: 'belfast',
      location: { latitude: 44.4259, longitude: -69.0064, precision: 'zone' },
      subscription: 'biweekly',
      monthlySpend: 20,
      pickupInstructions: 'Behind the shed',
      phone: customer.phone,
      bucketNumber: customer.bucketNumber,
    });
    const [event] = await fixture.probe.waitForEvents(
      'customer.updated',
      (e) => e.tenantId === tenantId && e.data.customerId === customer.id,
    );
    expect(event?.data).toMatchObject({ zone: 'belfast', lastName: 'Rivera-Cole' });
    const got = await fixture.api().get(`/api/customers/${customer.id}`).set(owner).expect(200);
    expect(customerResult.parse(got.body).customer).toEqual(updated);
  });

  it('answers 409 when an edit takes another customer’s e-mail', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const first = await fixture.add(owner);
    const second = await fixture.add(owner);
    const res = await fixture
      .api()
      .put(`/api/customers/${second.customer.id}`)
      .set(owner)
      .send(newCustomer({ email: first.customer.email }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(customerMessages.duplicateEmail);
  });

  it('archives, restores to active and deletes for good, announcing each', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const { customer } = await fixture.add(owner);
    const path = `/api/customers/${customer.id}`;

    const archived = await fixture.api().patch(`${path}/archive`).set(owner).expect(200);
    expect(customerResult.parse(archived.body).customer.status).toBe('archived');
    await fixture.probe.waitForEvents('customer.archived', (e) => e.data.customerId === customer.id);

    const restored = await fixture.api().patch(`${path}/unarchive`).set(owner).expect(200);
    expect(customerResult.parse(restored.body).customer.status).toBe('active');
    await fixture.probe.waitForEvents('customer.restored', (e) => e.data.customerId === customer.id);

    expect((await fixture.api().delete(path).set(owner)).status).toBe(204);
    const [deleted] = await fixture.probe.waitForEvents('customer.deleted', (e) => e.tenantId === tenantId);
    expect(deleted?.data).toEqual({ customerId: customer.id, userId: null });
    expect((await fixture.api().get(path).set(owner)).status).toBe(404);
    expect((await fixture.api().delete(path).set(owner)).status).toBe(404);
  });
});

describe('the helpers of the add dialog', () => {
  it('suggests the next bucket number without taking it, and lists the service zones', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const next = () =>
      fixture
        .api()
        .get('/api/customers/next-bucket-number')
        .set(owner)
        .expect(200)
        .then((res) => nextBucketNumberResult.parse(res.body).bucketNumber);
    expect(await next()).toBe('B-001');
    expect(await next()).toBe('B-001');
    await fixture.add(owner);
    expect(await next()).toBe('B-002');

    const zones = serviceZonesResult.parse(
      (await fixture.api().get('/api/customers/zones').set(owner).expect(200)).body,
    );
    expect(zones.zones).toHaveLength(16);
    expect(zones.zones).toContainEqual({
      id: 'stockton-springs',
      name: 'Stockton Springs',
      latitude: 44.489,
      longitude: -68.857,
    });
  });
});

describe('who may ask', () => {
  it('keeps every business’s customers to itself: another business’s id is 404 on every verb', async () => {
    const fixture = customers();
    const mine = await fixture.business();
    const theirs = await fixture.business();
    const { customer } = await fixture.add(theirs.owner, newCustomer({ firstName: 'Theirs' }));
    await fixture.add(mine.owner, newCustomer({ firstName: 'Mine' }));
    const path = `/api/customers/${customer.id}`;
    const api = fixture.api();
    const answers = await Promise.all([
      api.get(path).set(mine.owner),
      api.put(path).set(mine.owner).send(newCustomer()),
      api.patch(`${path}/archive`).set(mine.owner),
      api.patch(`${path}/unarchive`).set(mine.owner),
      api.delete(path).set(mine.owner),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(customerMessages.notFound);
    }
    expect(await names(mine.owner)).toEqual(['Mine Rivera']);
    expect(await names(mine.owner, { search: 'theirs' })).toEqual([]);
    expect((await fixture.api().get(`/api/customers/${newId()}`).set(mine.owner)).status).toBe(404);
    expect((await fixture.api().get(path).set(theirs.owner)).status).toBe(200);
  });

  it('answers only owners: 401 without a token, 403 for a customer or an owner without a business', async () => {
    const fixture = customers();
    const { tenantId } = await fixture.business();
    expect((await fixture.api().get('/api/customers')).status).toBe(401);
    const customer = fixture.auth('customer', tenantId);
    for (const req of [
      fixture.api().get('/api/customers').set(customer),
      fixture.api().get('/api/customers/stats').set(customer),
      fixture.api().post('/api/customers').set(customer).send(newCustomer()),
      fixture.api().post('/api/customers/import/preview').set(customer).send({ csv: 'Email\na@b.co' }),
    ]) {
      expect((await req).status).toBe(403);
    }
    expect((await fixture.api().get('/api/customers').set(fixture.auth('owner', null))).status).toBe(403);
  });
});
