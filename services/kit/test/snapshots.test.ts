import { type Model, Schema } from 'mongoose';
import {
  applyTombstone,
  applyTombstonedSnapshot,
  findByLogin,
  type TombstonedSnapshot,
} from '../src/data/snapshots';
import { tenantScopedPlugin } from '../src/data/tenant-scope';
import { testDatabaseForFile } from '../src/testing';

/** A projection of customers as routing and weight keep them: details, and the login beside them. */
interface Customer extends TombstonedSnapshot {
  customerId: string;
  details: { name: string; userId: string | null } | null;
  userId?: string | null;
}

const schema = new Schema<Customer>({
  customerId: { type: String, required: true },
  details: { type: new Schema({ name: String, userId: String }, { _id: false }), default: null },
  userId: { type: String },
  asOf: { type: Date, required: true },
  deletedAt: { type: Date, default: null },
});
schema.plugin(tenantScopedPlugin);
schema.index({ tenantId: 1, customerId: 1 }, { unique: true });

const database = testDatabaseForFile('kit_snapshots');
let Customers: Model<Customer>;

beforeAll(async () => {
  Customers = database().connection.model('Customer', schema);
  await Customers.createIndexes();
});

const fields = { _id: 0, customerId: 1, details: 1 } as const;
type Held = Pick<Customer, 'customerId' | 'details'>;
const lookUp = (tenantId: string, userId: string) =>
  findByLogin<Customer, Held>(Customers, tenantId, userId, fields);

function applySnapshot(
  tenantId: string,
  customerId: string,
  name: string,
  userId: string | null,
  asOf: Date,
) {
  const details = { name, userId };
  return applyTombstonedSnapshot(Customers, { tenantId, customerId }, { details, userId }, asOf);
}

describe('findByLogin', () => {
  it('finds the customer of a login in its own business only', async () => {
    await applySnapshot('tenant-a', 'c1', 'Ada', 'user-1', new Date('2026-11-01'));
    await applySnapshot('tenant-b', 'c2', 'Bo', 'user-1', new Date('2026-11-01'));

    expect(await lookUp('tenant-a', 'user-1')).toEqual({
      customerId: 'c1',
      details: { name: 'Ada', userId: 'user-1' },
    });
    expect(await lookUp('tenant-b', 'user-1')).toEqual({
      customerId: 'c2',
      details: { name: 'Bo', userId: 'user-1' },
    });
    expect(await lookUp('tenant-c', 'user-1')).toBeNull();
    expect(await lookUp('tenant-a', 'user-2')).toBeNull();
  });

  it('follows the login a newer snapshot gives, and finds no one once the customer is deleted', async () => {
    await applySnapshot('tenant-a', 'c3', 'Cy', null, new Date('2026-11-01'));
    expect(await lookUp('tenant-a', 'user-3')).toBeNull();
    await applySnapshot('tenant-a', 'c3', 'Cy', 'user-3', new Date('2026-11-02'));
    expect((await lookUp('tenant-a', 'user-3'))?.customerId).toBe('c3');

    await applyTombstone(
      Customers,
      { tenantId: 'tenant-a', customerId: 'c3' },
      { details: null, userId: null },
      new Date(),
    );
    expect(await lookUp('tenant-a', 'user-3')).toBeNull();
  });

  it('finds a customer written before the login was kept beside the details, and gives it the login', async () => {
    await Customers.collection.insertOne({
      tenantId: 'tenant-a',
      customerId: 'c4',
      details: { name: 'Di', userId: 'user-4' },
      asOf: new Date('2026-10-01'),
      deletedAt: null,
    });

    expect(await lookUp('tenant-a', 'user-4')).toEqual({
      customerId: 'c4',
      details: { name: 'Di', userId: 'user-4' },
    });
    expect(await lookUp('tenant-b', 'user-4')).toBeNull();
    const stored = await Customers.collection.findOne({ customerId: 'c4' });
    expect(stored?.userId).toBe('user-4');
  });
});
