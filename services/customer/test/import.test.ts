import {
  customerMessages,
  customersResult,
  importCustomersResult,
  importPreviewResult,
  limits,
} from '@pickup/contracts';
import { customerForTests, newCustomer } from './support/customer-fixture';

const customers = customerForTests();

const preview = (owner: Record<string, string>, csv: string) =>
  customers().api().post('/api/customers/import/preview').set(owner).send({ csv });

describe('POST /api/customers/import/preview', () => {
  it('maps columns by their header, checks each row, marks duplicates, and saves nothing', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const { customer: known } = await fixture.add(owner);
    const csv = [
      '\uFEFFFull Name,E-mail Address,Phone Number,Street Address,Town,ZIP Code,Zone,Bucket #,Subscription,Pickup Instructions,Notes,Favourite Colour',
      'Ada Byron King,ADA@example.com,(207) 555-0101,"3 Elm St, Apt 2",Bangor,04401,Bangor,,Weekly,Side gate,"Prefers texts,\nnot calls",green',
      `Known Neighbour,${known.email},,1 Oak St,Brewer,,,,,,,`,
      'Ada Again,ada@example.com,,4 Pine St,Brewer,,,,,,,',
      ',not-an-email,,,,,Gotham,,fortnightly,,,',
      `Bucket Clash,clash@example.com,,5 Birch St,Hampden,,,${known.bucketNumber},none,,,`,
      '',
      'Solo,solo@example.com,,6 Ash St,,,Stockton Springs,B-300,Bi-Weekly,,,',
    ].join('\r\n');
    const res = await preview(owner, csv);
    expect(res.status).toBe(200);
    const result = importPreviewResult.parse(res.body);
    expect(result.columns.map((c) => c.field)).toEqual([
      'fullName',
      'email',
      'phone',
      'address',
      'city',
      'zipCode',
      'zone',
      'bucketNumber',
      'subscription',
      'pickupInstructions',
      'notes',
      null,
    ]);
    const [ada, neighbour, again, broken, clash, solo] = result.rows;
    expect(ada).toEqual({
      line: 2,
      customer: {
        firstName: 'Ada',
        lastName: 'Byron King',
        email: 'ada@example.com',
        phone: '(207) 555-0101',
        address: '3 Elm St, Apt 2',
        city: 'Bangor',
        zipCode: '04401',
        zone: 'bangor',
        subscription: 'weekly',
        pickupInstructions: 'Side gate',
        notes: 'Prefers texts,\nnot calls',
      },
      errors: [],
      duplicate: false,
    });
    expect(neighbour).toMatchObject({ line: 4, duplicate: true, errors: [] });
    expect(again).toMatchObject({ line: 5, duplicate: true, errors: [] });
    expect(broken).toMatchObject({ line: 6, customer: null, duplicate: false });
    expect(broken?.errors).toEqual([
      'First name is required',
      'Email: Enter a valid email address',
      'Address is required',
      'Zone: "gotham" is not a service zone',
      'Plan: "fortnightly" is not weekly, biweekly, monthly or none',
    ]);
    expect(clash?.errors).toEqual([`Bucket number: ${customerMessages.bucketNumberTaken}`]);
    expect(solo).toMatchObject({
      line: 9,
      customer: {
        firstName: 'Solo',
        lastName: '',
        zone: 'stockton-springs',
        subscription: 'biweekly',
        bucketNumber: 'B-300',
      },
    });
    expect(result).toMatchObject({ ready: 2, duplicates: 2, invalid: 2 });

    const listed = customersResult.parse((await fixture.api().get('/api/customers').set(owner)).body);
    expect(listed.total).toBe(1);
  });

  it('refuses a file without an e-mail column, without rows, not CSV, or too large', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const noEmail = await preview(owner, 'Name,Phone\nAda,555');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(customerMessages.importNoEmailColumn);
    const noRows = await preview(owner, 'Name,Email\n\n');
    expect(noRows.body.error).toBe(customerMessages.importNoRows);
    const broken = await preview(owner, 'Name,Email\n"Ada,ada@example.com\n');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The file is not a CSV file we can read: Quote Not Closed/);
    const empty = await preview(owner, '');
    expect(empty.body.details).toContainEqual({ path: 'csv', message: customerMessages.importEmpty });

    const row = 'Robin Hale,robin@example.com,12 Main Street Bangor ME\n';
    const large = `Name,Email,Address\n${row.repeat(Math.ceil(limits.customerImportBytes / row.length))}`;
    const tooLarge = await preview(owner, large);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.details).toContainEqual({ path: 'csv', message: customerMessages.importTooLarge });
    const beyond = await preview(owner, '"'.repeat(3 * limits.customerImportBytes));
    expect(beyond.status).toBe(413);
  });
});

describe('POST /api/customers/import', () => {
  it('creates the rows as the add dialog would, and reports duplicates instead of doubling them', async () => {
    const fixture = customers();
    const { tenantId, owner } = await fixture.business();
    const { customer: known } = await fixture.add(owner);
    const res = await fixture
      .api()
      .post('/api/customers/import')
      .set(owner)
      .send({
        customers: [
          { line: 2, customer: newCustomer({ firstName: 'First', subscription: 'monthly' }) },
          { line: 3, customer: newCustomer({ email: known.email }) },
          { line: 4, customer: newCustomer({ firstName: 'Typed', bucketNumber: known.bucketNumber }) },
          { line: 5, customer: newCustomer({ firstName: 'Second', zone: undefined, city: 'Hermon' }) },
        ],
      });
    expect(res.status).toBe(200);
    expect(importCustomersResult.parse(res.body)).toEqual({
      created: 2,
      duplicates: [{ line: 3, email: known.email }],
      failed: [{ line: 4, error: customerMessages.bucketNumberTaken }],
      milestoneResult: { isMilestone: false, customerCount: 3 },
    });
    const listed = customersResult.parse((await fixture.api().get('/api/customers').set(owner)).body);
    expect(listed.customers.map((c) => [c.firstName, c.bucketNumber, c.zone])).toEqual([
      ['First', 'B-002', 'bangor'],
      ['Jamie', 'B-001', 'bangor'],
      ['Second', 'B-003', 'hermon'],
    ]);
    await fixture.probe.waitForEvents('customer.created', (e) => e.tenantId === tenantId, 3);

    const first = listed.customers[0];
    const again = await fixture
      .api()
      .post('/api/customers/import')
      .set(owner)
      .send({ customers: [{ line: 2, customer: newCustomer({ email: first?.email }) }] })
      .expect(200);
    expect(again.body).toMatchObject({ created: 0, duplicates: [{ line: 2, email: first?.email }] });
  });

  it('takes at most a batch at a time', async () => {
    const fixture = customers();
    const { owner } = await fixture.business();
    const rows = Array.from({ length: limits.customerImportBatch + 1 }, (_, i) => ({
      line: i + 2,
      customer: newCustomer(),
    }));
    expect(
      (await fixture.api().post('/api/customers/import').set(owner).send({ customers: rows })).status,
    ).toBe(400);
  });
});
