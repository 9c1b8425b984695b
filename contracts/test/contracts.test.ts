import { apiOperations } from '../src/api/index';
import { customerPlans, platformPlans, serviceZones } from '../src/constants';
import { parseEvent } from '../src/events';
import { buildOpenApiDocument } from '../src/openapi';
import { pageQuery, paginate, skipOf } from '../src/pagination';

describe('the spec constants', () => {
  it('price the customer plans per month as the spec does', () => {
    expect(customerPlans.map((plan) => [plan.id, plan.price])).toEqual([
      ['weekly', 25],
      ['biweekly', 15],
      ['monthly', 10],
    ]);
  });

  it('list one platform plan catalogue with the decided limits', () => {
    expect(platformPlans.map((plan) => [plan.name, plan.price, plan.limits.customers])).toEqual([
      ['Trial', 0, 50],
      ['Starter', 29, 50],
      ['Professional', 79, 200],
      ['Enterprise', 149, -1],
    ]);
    expect(platformPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Professional']);
    expect(serviceZones).toHaveLength(16);
  });
});

describe('pagination', () => {
  it('defaults to the first page of 20 and caps the page size', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(pageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('counts pages and offsets', () => {
    expect(paginate(41, { page: 2, limit: 20 })).toEqual({ total: 41, page: 2, limit: 20, totalPages: 3 });
    expect(skipOf({ page: 3, limit: 20 })).toBe(40);
  });
});

describe('events', () => {
  const envelope = {
    id: '8d3f3c1e-7a45-4a55-9f5e-3a8a2b0c1d2e',
    type: 'tenant.registered',
    version: 1,
    occurredAt: '2026-11-22T10:00:00.000Z',
    tenantId: '665f1c2e8b3a4d0012ab34cd',
    actor: { userId: null, role: 'system' },
    data: {
      tenantId: '665f1c2e8b3a4d0012ab34cd',
      subdomain: 'green-bucket',
      businessName: 'Green Bucket',
      customDomain: null,
      customDomainVerified: false,
      isActive: true,
      subscriptionStatus: 'trial',
    },
  };

  it('parse a catalogued event with its data contract', () => {
    expect(parseEvent(envelope).data).toEqual(envelope.data);
  });

  it('reject an event whose data breaks its contract', () => {
    expect(() => parseEvent({ ...envelope, data: { ...envelope.data, isActive: 'yes' } })).toThrow();
    expect(() => parseEvent({ ...envelope, id: 'not-a-uuid' })).toThrow();
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the standard error body and the bearer scheme', () => {
    const document = buildOpenApiDocument(apiOperations, {
      title: 'Pickup API',
      version: '1',
      serverUrl: '/',
    });
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.schemas?.Error).toBeDefined();
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(document.paths ?? {})).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });

  it('says who may call each operation in x-access: public, or the roles', () => {
    const document = buildOpenApiDocument(apiOperations, {
      title: 'Pickup API',
      version: '1',
      serverUrl: '/',
    });
    expect(document.paths?.['/healthz']?.get?.['x-access']).toBe('public');
    expect(document.paths?.['/api/customers/{id}']?.get?.['x-access']).toEqual(['owner']);
    expect(document.paths?.['/api/orders']?.get?.['x-access']).toEqual(['customer', 'owner']);
  });

  it("marks the fields an operation accepts and never reads deprecated (quick-add's userId)", () => {
    const document = buildOpenApiDocument(apiOperations, {
      title: 'Pickup API',
      version: '1',
      serverUrl: '/',
    });
    const quickAdd = document.components?.schemas?.QuickAddRequest as {
      properties: Record<string, { deprecated?: boolean }>;
    };
    expect(quickAdd.properties.userId?.deprecated).toBe(true);
    expect(quickAdd.properties.productId?.deprecated).toBeUndefined();
  });

  it('publishes an id pattern that the ids the services make match', () => {
    const document = buildOpenApiDocument(apiOperations, {
      title: 'Pickup API',
      version: '1',
      serverUrl: '/',
    });
    const idParameter = document.paths?.['/api/customers/{id}']?.get?.parameters?.find(
      (parameter) => 'name' in parameter && parameter.name === 'id',
    );
    const schema = idParameter && 'schema' in idParameter ? idParameter.schema : undefined;
    const pattern = schema && 'pattern' in schema ? schema.pattern : undefined;
    expect(pattern).toBeDefined();
    expect(new RegExp(pattern ?? '').test('6b056ef35363e72acbe9adb0')).toBe(true);
    expect(new RegExp(pattern ?? '').test('6B056EF35363E72ACBE9ADB0')).toBe(true);
  });
});
