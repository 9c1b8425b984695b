import { addressSuggestionsResult, limits } from '@pickup/contracts';
import { customerSnapshot, routingForTests } from './support/routing-fixture';

const routing = routingForTests();

const suggestionsFor = async (owner: Record<string, string>, input: string) => {
  const res = await routing().api().get('/api/address/suggestions').query({ input }).set(owner).expect(200);
  return addressSuggestionsResult.parse(res.body).predictions;
};

describe('GET /api/address/suggestions', () => {
  it('suggests the business’s known addresses containing the input, then matching towns', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const elm = customerSnapshot({ address: '12 Elm Street', city: 'Bangor', state: 'ME', zipCode: '04401' });
    await fixture.apply('customer.created', tenantId, elm);

    expect(await suggestionsFor(owner, 'elm st')).toEqual([
      {
        description: '12 Elm Street, Bangor, ME 04401',
        place_id: `customer:${elm.customerId}`,
        structured_formatting: { main_text: '12 Elm Street', secondary_text: 'Bangor, ME 04401' },
      },
    ]);
    expect(await suggestionsFor(owner, 'ban')).toEqual([
      {
        description: 'Bangor, ME',
        place_id: 'zone:bangor',
        structured_formatting: { main_text: 'Bangor', secondary_text: 'Maine' },
      },
    ]);
  });

  it('puts known addresses before towns', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const road = customerSnapshot({ address: '4 Hampden Road', city: 'Carmel', zipCode: '04419' });
    await fixture.apply('customer.created', tenantId, road);

    const placeIds = (await suggestionsFor(owner, 'hampden')).map((p) => p.place_id);
    expect(placeIds).toEqual([`customer:${road.customerId}`, 'zone:hampden']);
  });

  it('leaves out the parts of an address that are not known', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    await fixture.apply(
      'customer.created',
      tenantId,
      customerSnapshot({ address: '  7 Birch Lane ', city: '', state: 'ME', zipCode: '' }),
    );
    await fixture.apply(
      'customer.created',
      tenantId,
      customerSnapshot({ address: '9 Birch Lane', city: 'Brewer', state: '', zipCode: '' }),
    );

    expect(
      (await suggestionsFor(owner, 'birch')).map((p) => [p.description, p.structured_formatting]),
    ).toEqual([
      ['7 Birch Lane, ME', { main_text: '7 Birch Lane', secondary_text: 'ME' }],
      ['9 Birch Lane, Brewer', { main_text: '9 Birch Lane', secondary_text: 'Brewer' }],
    ]);
  });

  it('suggests towns whose name starts with the input before those that only contain it', async () => {
    const { owner } = routing().business();
    expect((await suggestionsFor(owner, 'port')).map((p) => p.description)).toEqual([
      'Bucksport, ME',
      'Searsport, ME',
      'Winterport, ME',
    ]);
    expect((await suggestionsFor(owner, 'STOCKTON')).map((p) => p.place_id)).toEqual([
      'zone:stockton-springs',
    ]);
    expect((await suggestionsFor(owner, 'o')).map((p) => p.place_id)).toEqual([
      'zone:orrington',
      'zone:bangor',
      'zone:bucksport',
      'zone:frankfort',
    ]);
  });

  it(`answers at most ${limits.addressSuggestions}`, async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    for (const number of [1, 2, 3, 4, 5]) {
      await fixture.apply(
        'customer.created',
        tenantId,
        customerSnapshot({ address: `${number} Main Street` }),
      );
    }
    const predictions = await suggestionsFor(owner, 'main');
    expect(predictions.map((p) => p.structured_formatting.main_text)).toEqual([
      '1 Main Street',
      '2 Main Street',
      '3 Main Street',
      '4 Main Street',
    ]);
    expect(await suggestionsFor(owner, 'e')).toHaveLength(limits.addressSuggestions);
  });

  it('suggests an address shared by a household once', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const first = customerSnapshot({ address: '3 Pine Street', firstName: 'Ash' });
    await fixture.apply('customer.created', tenantId, first);
    await fixture.apply(
      'customer.created',
      tenantId,
      customerSnapshot({ address: '3 pine street', firstName: 'Bay' }),
    );

    const predictions = await suggestionsFor(owner, 'pine');
    expect(predictions).toHaveLength(1);
  });

  it('takes the input literally, whatever characters it holds', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const unit = customerSnapshot({ address: '10 Oak St. (Unit 2)' });
    await fixture.apply('customer.created', tenantId, unit);
    await fixture.apply('customer.created', tenantId, customerSnapshot({ address: '10 Oak Sta Unit 2' }));

    expect((await suggestionsFor(owner, 'St. (Unit')).map((p) => p.place_id)).toEqual([
      `customer:${unit.customerId}`,
    ]);
    expect(await suggestionsFor(owner, '.*')).toEqual([]);
  });

  it('leaves out archived customers, and brings them back when restored', async () => {
    const fixture = routing();
    const { tenantId, owner } = fixture.business();
    const cedar = customerSnapshot({ address: '8 Cedar Court' });
    await fixture.apply('customer.created', tenantId, cedar);
    await fixture.apply('customer.archived', tenantId, { ...cedar, status: 'archived' });
    expect(await suggestionsFor(owner, 'cedar')).toEqual([]);

    await fixture.apply('customer.restored', tenantId, { ...cedar, status: 'active' });
    expect((await suggestionsFor(owner, 'cedar')).map((p) => p.place_id)).toEqual([
      `customer:${cedar.customerId}`,
    ]);
  });

  it('never suggests another business’s addresses', async () => {
    const fixture = routing();
    const mine = fixture.business();
    const theirs = fixture.business();
    const secret = customerSnapshot({ address: '21 Willow Way' });
    await fixture.apply('customer.created', theirs.tenantId, secret);

    expect(await suggestionsFor(mine.owner, 'willow')).toEqual([]);
    expect((await suggestionsFor(theirs.owner, 'willow')).map((p) => p.place_id)).toEqual([
      `customer:${secret.customerId}`,
    ]);
  });

  it('is for owners: 401 without a token, 403 for a customer or the platform operator', async () => {
    const fixture = routing();
    const { tenantId } = fixture.business();
    const ask = () => fixture.api().get('/api/address/suggestions').query({ input: 'bangor' });

    expect((await ask()).status).toBe(401);
    expect((await ask().set(fixture.auth('customer', tenantId))).status).toBe(403);
    expect((await ask().set(fixture.auth('platform-admin', null))).status).toBe(403);
  });

  it('answers 400 with the reason when nothing was typed', async () => {
    const { owner } = routing().business();
    const ask = (query: Record<string, string | string[]>) =>
      routing().api().get('/api/address/suggestions').query(query).set(owner);

    const nothing: Record<string, string>[] = [{}, { input: '' }, { input: '   ' }];
    for (const query of nothing) {
      const res = await ask(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const blank = await ask({ input: '   ' });
    expect(blank.body.details).toEqual([{ path: 'input', message: 'Type part of an address' }]);
    expect((await ask({ input: ['elm', 'oak'] })).status).toBe(400);
    expect((await ask({ input: 'x'.repeat(201) })).status).toBe(400);
  });
});
