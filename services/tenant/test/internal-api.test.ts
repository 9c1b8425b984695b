import { tenantMessages } from '@pickup/contracts';
import { internalSecret, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const deactivate = (tenantId: string) =>
  tenant()
    .api()
    .patch(`/api/admin/tenants/${tenantId}`)
    .set(tenant().auth('platform-admin', null))
    .send({ isActive: false })
    .expect(200);

describe('GET /internal/tenants/resolve', () => {
  const resolve = (query: Record<string, string>, secret: string | null = internalSecret) => {
    const req = tenant().api().get('/internal/tenants/resolve').query(query);
    return secret === null ? req : req.set('x-internal-secret', secret);
  };

  it('finds a business by its slug, switched off or not', async () => {
    const { tenantId, body } = await tenant().registered();
    expect((await resolve({ slug: body.subdomain })).body).toEqual({
      tenantId,
      subdomain: body.subdomain,
      isActive: true,
    });
    await deactivate(tenantId);
    expect((await resolve({ slug: body.subdomain })).body.isActive).toBe(false);
  });

  it('answers 404 for an unknown name, 400 without exactly one of slug or host, 403 without the secret', async () => {
    const { body } = await tenant().registered();
    const unknown = await resolve({ slug: 'never-registered' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(tenantMessages.businessNotFound);
    expect((await resolve({})).status).toBe(400);
    expect((await resolve({ slug: body.subdomain, host: 'x.example' })).status).toBe(400);
    expect((await resolve({ slug: body.subdomain }, null)).status).toBe(403);
  });
});
