import type mongoose from 'mongoose';
import { Schema } from 'mongoose';
import { isDuplicateKey } from '../src/data/mongo-errors';
import { MissingTenantScopeError, tenantScopedPlugin } from '../src/data/tenant-scope';
import { testDatabaseForFile } from '../src/testing';

const database = testDatabaseForFile('kit_mongo');

describe('the local MongoDB endpoint', () => {
  it('creates a unique index and enforces it', async () => {
    const schema = new Schema({ email: { type: String, required: true } });
    schema.index({ email: 1 }, { unique: true });
    const Account = database().connection.model('Account', schema);
    await Account.createIndexes();

    await Account.create({ email: 'ada@example.com' });
    await expect(Account.create({ email: 'ada@example.com' })).rejects.toMatchObject({ code: 11000 });
    expect(await Account.countDocuments()).toBe(1);
    const indexes = await Account.collection.indexes();
    expect(indexes.find((index) => index.key.email === 1)?.unique).toBe(true);
  });

  it('has a refused insert and a refused update both recognised as a duplicate key', async () => {
    const schema = new Schema({ handle: { type: String, required: true } });
    schema.index({ handle: 1 }, { unique: true });
    const Profile = database().connection.model('Profile', schema);
    await Profile.createIndexes();
    await Profile.create([{ handle: 'ada' }, { handle: 'grace' }]);

    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDuplicateKey(await refusal(Profile.create({ handle: 'ada' })))).toBe(true);
    expect(isDuplicateKey(await refusal(Profile.updateOne({ handle: 'grace' }, { handle: 'ada' })))).toBe(
      true,
    );
    expect(
      isDuplicateKey(await refusal(Profile.findOneAndUpdate({ handle: 'grace' }, { handle: 'ada' }).exec())),
    ).toBe(true);
    expect(await Profile.countDocuments({ handle: 'grace' })).toBe(1);
    expect(isDuplicateKey(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});

describe('tenant scoping', () => {
  const schema = new Schema({ name: String });
  schema.plugin(tenantScopedPlugin);
  schema.index({ tenantId: 1, name: 1 });
  let Customer: mongoose.Model<{ name: string; tenantId: string }>;

  beforeAll(async () => {
    Customer = database().connection.model('Customer', schema) as typeof Customer;
    await Customer.create([
      { tenantId: 'tenant-a', name: 'Ada' },
      { tenantId: 'tenant-b', name: 'Bea' },
    ]);
  });

  it('refuses a query that does not name a tenant', async () => {
    await expect(Customer.find({ name: 'Ada' })).rejects.toThrow(MissingTenantScopeError);
    await expect(Customer.countDocuments()).rejects.toThrow('Customer.countDocuments ran without a tenantId');
    await expect(Customer.updateMany({}, { name: 'x' })).rejects.toThrow(MissingTenantScopeError);
    await expect(Customer.deleteOne({ name: 'Bea' })).rejects.toThrow(MissingTenantScopeError);
    await expect(Customer.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }])).rejects.toThrow(
      MissingTenantScopeError,
    );
  });

  it('sees only the named tenant’s documents', async () => {
    const seen = await Customer.find({ tenantId: 'tenant-a' }).lean();
    expect(seen.map((c) => c.name)).toEqual(['Ada']);
    const other = await Customer.findOne({ tenantId: 'tenant-a', name: 'Bea' });
    expect(other).toBeNull();
  });

  it('requires a tenant on every new document and never lets it change', async () => {
    await expect(Customer.create({ name: 'Nobody' })).rejects.toThrow(/tenantId/);
    const ada = await Customer.findOne({ tenantId: 'tenant-a', name: 'Ada' }).orFail();
    ada.tenantId = 'tenant-b';
    await ada.save();
    expect(await Customer.countDocuments({ tenantId: 'tenant-b' })).toBe(1);
  });
});
