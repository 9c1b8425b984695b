import { addressSuggestionsResult } from '@pickup/contracts';
import { customerSnapshot, newId, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

const placeIdsFor = async (owner: Record<string, string>, input: string) => {
  const res = await routing().api().get('/api/address/suggestions').query({ input }).set(owner).expect(200);
  return addressSuggestionsResult.parse(res.body).predictions.map((p) => p.place_id);
};

describe('the customers routing keeps, from the customer service’s events', () => {
  it('keeps what routes will need of each customer, and not their contact details', async () => {
    const fixture = routing();
    const { tenantId } = fixture.business();
    const customer = customerSnapshot({ pickupDay: 'Friday', bucketNumber: 'B-042', bucketCount: 2 });
    await fixture.apply('customer.created', tenantId, customer);

    const stored = await fixture.storedCustomer(tenantId, customer.customerId);
    expect(stored).toMatchObject({
      tenantId,
      customerId: customer.customerId,
      deletedAt: null,
      details: {
        userId: customer.userId,
        firstName: 'Robin',
        lastName: 'Meadows',
        address: '12 Elm Street',
        city: 'Bangor',
        state: 'ME',
        zipCode: '04401',
        zone: 'bangor',
        pickupDay: 'Friday',
        location: { latitude: 44.8012, longitude: -68.7778, precision: 'zone' },
        status: 'active',
        bucketNumber: 'B-042',
        bucketCount: 2,
      },
    });
    expect(stored?.details).not.toHaveProperty('email');
    expect(stored?.details).not.toHaveProperty('phone');
  });

  it('follows updates, and ignores a snapshot older than the one held', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const customer = customerSnapshot({ address: '5 Spruce Street' });
    const now = Date.now();
    await fixture.apply('customer.created', tenantId, customer, new Date(now - 60_000));
    await fixture.apply(
      'customer.updated',
      tenantId,
      { ...customer, address: '6 Maple Avenue' },
      new Date(now),
    );
    await fixture.apply(
      'customer.updated',
      tenantId,
      { ...customer, address: '5 Spruce Street' },
      new Date(now - 30_000),
    );

    expect(await placeIdsFor(owner, 'spruce')).toEqual([]);
    expect(await placeIdsFor(owner, 'maple')).toEqual([`customer:${customer.customerId}`]);
  });

  it('does not archive a customer again when the archive arrives after a newer restore', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const customer = customerSnapshot({ address: '2 Aspen Row' });
    const now = Date.now();
    await fixture.apply('customer.restored', tenantId, customer, new Date(now));
    await fixture.apply(
      'customer.archived',
      tenantId,
      { ...customer, status: 'archived' },
      new Date(now - 1000),
    );

    expect(await placeIdsFor(owner, 'aspen')).toEqual([`customer:${customer.customerId}`]);
  });

  it('forgets a deleted customer, and a late snapshot does not bring them back', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const customer = customerSnapshot({ address: '14 Larch Lane' });
    const createdAt = new Date(Date.now() - 60_000);
    const deletedAt = new Date();
    await fixture.apply('customer.created', tenantId, customer, createdAt);
    await fixture.apply(
      'customer.deleted',
      tenantId,
      { customerId: customer.customerId, userId: customer.userId },
      deletedAt,
    );
    expect(await placeIdsFor(owner, 'larch')).toEqual([]);

    await fixture.apply('customer.updated', tenantId, customer, new Date(createdAt.getTime() + 1000));
    expect(await placeIdsFor(owner, 'larch')).toEqual([]);
    const stored = await fixture.storedCustomer(tenantId, customer.customerId);
    expect(stored).toMatchObject({ details: null, deletedAt });
  });

  it('keeps a deletion that arrives before the customer’s first snapshot', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const customer = customerSnapshot({ address: '30 Hemlock Hill' });
    const deletedAt = new Date();
    await fixture.apply(
      'customer.deleted',
      tenantId,
      { customerId: customer.customerId, userId: null },
      deletedAt,
    );
    await fixture.apply('customer.created', tenantId, customer, new Date(deletedAt.getTime() - 60_000));

    expect(await placeIdsFor(owner, 'hemlock')).toEqual([]);
    expect(await fixture.storedCustomer(tenantId, customer.customerId)).toMatchObject({
      details: null,
      deletedAt,
    });
  });

  it('deletes only in the business that sent the deletion', async () => {
    const fixture = routing();
    const mine = fixture.business();
    const theirs = fixture.business();
    const customer = customerSnapshot({ address: '1 Linden Place' });
    await fixture.apply('customer.created', mine.tenantId, customer);
    await fixture.apply('customer.deleted', theirs.tenantId, {
      customerId: customer.customerId,
      userId: null,
    });

    expect(await placeIdsFor(mine.owner, 'linden')).toEqual([`customer:${customer.customerId}`]);
  });

  it('holds one record of a customer however often they are announced', async () => {
    const fixture = routing();
    const { tenantId } = fixture.business();
    const customer = customerSnapshot({ customerId: newId() });
    const occurredAt = new Date();
    await fixture.apply('customer.created', tenantId, customer, occurredAt);
    await fixture.apply('customer.created', tenantId, customer, occurredAt);

    expect(await fixture.db.collection('customers').countDocuments({ tenantId })).toBe(1);
  });
});
