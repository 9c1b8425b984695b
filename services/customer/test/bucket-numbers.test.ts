import { addCustomerResult, customersResult, nextBucketNumberResult } from '@pickup/contracts';
import { customerForTests, newCustomer } from './support/customer-fixture';

const customers = customerForTests();

const bucketNumbersOf = async (owner: Record<string, string>) =>
  customersResult
    .parse((await customers().api().get('/api/customers').query({ limit: 100 }).set(owner).expect(200)).body)
    .customers.map((c) => c.bucketNumber)
    .sort();

describe('bucket numbers', () => {
  it('stay unique and in sequence when twenty customers are added at once', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fixture.api().post('/api/customers').set(owner).send(newCustomer())),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = answers.map((res) => addCustomerResult.parse(res.body).customer.bucketNumber).sort();
    const expected = Array.from({ length: 20 }, (_, i) => `B-${String(i + 1).padStart(3, '0')}`);
    expect(numbers).toEqual(expected);
    expect(await bucketNumbersOf(owner)).toEqual(expected);
  });

  it('move on past a number the owner typed, on adding or on editing, and skip one that is held', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    expect((await fixture.add(owner)).customer.bucketNumber).toBe('B-001');
    await fixture.add(owner, newCustomer({ bucketNumber: 'B-010' }));
    expect((await fixture.add(owner)).customer.bucketNumber).toBe('B-011');

    const { customer } = await fixture.add(owner, newCustomer({ bucketNumber: 'Green bin' }));
    expect((await fixture.add(owner)).customer.bucketNumber).toBe('B-012');
    await fixture
      .api()
      .put(`/api/customers/${customer.id}`)
      .set(owner)
      .send({ ...newCustomer({ email: customer.email }), bucketNumber: 'b-040' })
      .expect(200);
    const next = await fixture.api().get('/api/customers/next-bucket-number').set(owner).expect(200);
    expect(nextBucketNumberResult.parse(next.body).bucketNumber).toBe('B-041');
    expect((await fixture.add(owner)).customer.bucketNumber).toBe('B-041');
  });

  it('are counted per business', async () => {
    const fixture = customers();
    const first = await fixture.business();
    const second = await fixture.business();
    await fixture.add(first.owner);
    await fixture.add(first.owner);
    expect((await fixture.add(second.owner)).customer.bucketNumber).toBe('B-001');
    expect(await bucketNumbersOf(first.owner)).toEqual(['B-001', 'B-002']);
  });
});
