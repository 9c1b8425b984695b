import { type Model, Schema, Types } from 'mongoose';
import { anyOf, escapeRegex, listPage, searchFilter } from '../src/data/listing';
import { MissingTenantScopeError, tenantScopedPlugin } from '../src/data/tenant-scope';
import { testDatabaseForFile } from '../src/testing';

interface Customer {
  _id: Types.ObjectId;
  tenantId: string;
  name: string;
  email: string;
  status: 'active' | 'paused';
}

const schema = new Schema<Customer>({
  name: { type: String, required: true },
  email: { type: String, required: true },
  status: { type: String, required: true },
});
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, name: 1, _id: 1 });

const database = testDatabaseForFile('kit_listing');
let Customers: Model<Customer>;

/** Tenant A: 45 customers, names repeating in threes (ties the sort must break); B: 30 more. */
function customersOf(tenantId: string, count: number): Customer[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: new Types.ObjectId(),
    tenantId,
    name: `Customer ${String(Math.floor(i / 3)).padStart(2, '0')}`,
    email: `${tenantId}-${i}@example.test`,
    status: i % 4 === 0 ? 'paused' : 'active',
  }));
}
const tenantA = customersOf('tenant-a', 45);
const tenantB = customersOf('tenant-b', 30);

const byNameThenId = (a: Customer, b: Customer) =>
  a.name === b.name ? a._id.toHexString().localeCompare(b._id.toHexString()) : a.name.localeCompare(b.name);
const ids = (customers: readonly Customer[]) => customers.map((customer) => customer._id.toHexString());

beforeAll(async () => {
  Customers = database().connection.model('Customer', schema);
  await Customers.createIndexes();
  await Customers.insertMany([...tenantA, ...tenantB]);
});

describe('listPage', () => {
  it('pages through one tenant’s list in sort order, with the total and the pagination', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(
        await listPage(Customers, { tenantId: 'tenant-a', sort: { name: 1 }, page: { page, limit: 20 } }),
      );
    }
    expect(pages.map((result) => result.items.length)).toEqual([20, 20, 5]);
    expect(pages[2]).toMatchObject({
      total: 45,
      totalPages: 3,
      pagination: { total: 45, page: 3, limit: 20, totalPages: 3 },
    });
    expect(ids(pages.flatMap((result) => result.items))).toEqual(ids([...tenantA].sort(byNameThenId)));
  });

  it('breaks ties by _id in the direction of the last sort key', async () => {
    const result = await listPage(Customers, {
      tenantId: 'tenant-a',
      sort: { name: -1 },
      page: { page: 1, limit: 100 },
    });
    expect(ids(result.items)).toEqual(ids([...tenantA].sort(byNameThenId).reverse()));
  });

  it('never shows or counts another tenant’s documents, even when the filter names that tenant', async () => {
    const result = await listPage(Customers, {
      tenantId: 'tenant-b',
      filter: { tenantId: 'tenant-a' },
      sort: { name: 1 },
      page: { page: 1, limit: 100 },
    });
    expect(result.total).toBe(30);
    expect(ids(result.items).sort()).toEqual(ids(tenantB).sort());
  });

  it('filters and counts by status and search together', async () => {
    const result = await listPage(Customers, {
      tenantId: 'tenant-a',
      filter: { status: 'active', ...searchFilter('  CUSTOMER 03 ', ['name', 'email']) },
      sort: { name: 1 },
      page: { page: 1, limit: 2 },
    });
    const expected = tenantA
      .filter((customer) => customer.status === 'active' && customer.name === 'Customer 03')
      .sort(byNameThenId);
    expect(expected.length).toBeGreaterThan(2);
    expect(result.total).toBe(expected.length);
    expect(result.totalPages).toBe(Math.ceil(expected.length / 2));
    expect(ids(result.items)).toEqual(ids(expected.slice(0, 2)));
  });

  it('answers a page past the end with no items and the true total', async () => {
    const result = await listPage(Customers, {
      tenantId: 'tenant-a',
      sort: { name: 1 },
      page: { page: 9, limit: 20 },
    });
    expect(result).toMatchObject({ items: [], total: 45, totalPages: 3 });
  });

  it('refuses to list without a tenant', async () => {
    await expect(
      listPage(Customers, { tenantId: '', sort: { name: 1 }, page: { page: 1, limit: 20 } }),
    ).rejects.toThrow(MissingTenantScopeError);
  });
});

describe('searchFilter', () => {
  it('matches every word literally and case-insensitively, in any of the fields', async () => {
    await Customers.create({
      tenantId: 'tenant-c',
      name: 'Ada (Lovelace)',
      email: 'ada@example.test',
      status: 'active',
    });
    await Customers.create({
      tenantId: 'tenant-c',
      name: 'Adam Lovelace',
      email: 'adam@example.test',
      status: 'active',
    });
    const names = async (text: string) => {
      const result = await listPage(Customers, {
        tenantId: 'tenant-c',
        filter: searchFilter(text, ['name', 'email']),
        sort: { name: 1 },
        page: { page: 1, limit: 20 },
      });
      return result.items.map((customer) => customer.name);
    };
    expect(await names('LOVELACE ada')).toEqual(['Ada (Lovelace)', 'Adam Lovelace']);
    expect(await names('(lovelace)')).toEqual(['Ada (Lovelace)']);
    expect(await names('ada@')).toEqual(['Ada (Lovelace)']);
    expect(await names('.*')).toEqual([]);
    expect(await names('   ')).toEqual(['Ada (Lovelace)', 'Adam Lovelace']);
  });

  it('adds nothing for blank text or no fields', () => {
    expect(searchFilter(undefined, ['name'])).toEqual({});
    expect(searchFilter('ada', [])).toEqual({});
  });
});

describe('anyOf', () => {
  it('finds the documents holding any of the values, one value or several, repeated or not', async () => {
    const first = tenantA[0] as Customer;
    const emailsOf = async (names: string[]) =>
      (await Customers.find({ tenantId: 'tenant-a', name: anyOf(names) }).lean())
        .map((customer) => customer.email)
        .sort();
    const named = (name: string) =>
      tenantA
        .filter((customer) => customer.name === name)
        .map((customer) => customer.email)
        .sort();
    expect(await emailsOf([first.name])).toEqual(named(first.name));
    expect(await emailsOf([first.name, first.name])).toEqual(named(first.name));
    expect(await emailsOf([first.name, 'Customer 05'])).toEqual(
      [...named(first.name), ...named('Customer 05')].sort(),
    );
  });

  it('is the value itself when there is one, which the local database endpoint can look up', () => {
    expect(anyOf(['a', 'a'])).toBe('a');
    expect(anyOf(['a', 'b', 'a'])).toEqual({ $in: ['a', 'b'] });
    expect(anyOf([])).toEqual({ $in: [] });
  });
});

describe('escapeRegex', () => {
  it('makes any text a pattern that matches exactly that text', () => {
    const text = 'b-007 (a.b)*+?^$|[x]{2}\\';
    expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegex('a.b')).test('axb')).toBe(false);
  });
});
