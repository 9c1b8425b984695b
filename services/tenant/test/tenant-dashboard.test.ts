import { domainStatus, domainVerification, tenantInfo, tenantMessages } from '@pickup/contracts';
import { ingressAddress, internalSecret, newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const txtNameOf = (domain: string) => `${domainVerification.txtRecordName}.${domain}`;
const newDomain = () => `pickup.${newId().slice(0, 10)}.example`;

describe('GET /api/tenants/info', () => {
  it('shows the business’s addresses, plan and set-up progress', async () => {
    const fixture = tenant();
    const { tenantId, body, owner } = await fixture.registered({
      customDomain: 'pickup.bucket-brigade.example',
    });
    const res = await fixture.api().get('/api/tenants/info').set(owner).expect(200);
    expect(tenantInfo.parse(res.body)).toEqual({
      id: tenantId,
      businessName: 'Green Loop Compost',
      subdomain: body.subdomain,
      customDomain: 'pickup.bucket-brigade.example',
      customDomainVerified: false,
      subdomainUrl: `http://${body.subdomain}.pickup.test:5173`,
      customDomainUrl: 'http://pickup.bucket-brigade.example',
      subscriptionTier: 'trial',
      subscriptionStatus: 'trial',
      stripeOnboarded: false,
      onboardingCompleted: false,
      isActive: true,
      createdAt: expect.any(String),
    });
  });

  it('is the owner’s own business only', async () => {
    const fixture = tenant();
    const { tenantId } = await fixture.registered();
    const info = (headers: Record<string, string>) => fixture.api().get('/api/tenants/info').set(headers);
    expect((await info(fixture.auth('customer', tenantId))).status).toBe(403);
    expect((await info({})).status).toBe(401);
    expect((await info(fixture.auth('owner', null))).status).toBe(403);
    // An owner's token names their business; a gateway header naming another changes nothing.
    const other = await info({ ...fixture.auth('owner', newId()), ...fixture.viaGateway(tenantId) });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(tenantMessages.tenantNotFound);
  });
});

describe('POST /api/tenants/onboarding/complete', () => {
  it('marks set-up complete, and repeating it changes nothing', async () => {
    const fixture = tenant();
    const { owner } = await fixture.registered();
    const first = await fixture.api().post('/api/tenants/onboarding/complete').set(owner).expect(200);
    expect(first.body.onboardingCompleted).toBe(true);
    const again = await fixture.api().post('/api/tenants/onboarding/complete').set(owner).expect(200);
    expect(again.body).toEqual(first.body);
    const info = await fixture.api().get('/api/tenants/info').set(owner).expect(200);
    expect(info.body.onboardingCompleted).toBe(true);
  });
});

describe('custom domains', () => {
  const domainOf = (owner: Record<string, string>) => tenant().api().get('/api/tenants/domain').set(owner);
  const setDomain = (owner: Record<string, string>, customDomain: string | null) =>
    tenant().api().put('/api/tenants/domain').set(owner).send({ customDomain });
  const verify = (owner: Record<string, string>) =>
    tenant().api().post('/api/tenants/domain/verify').set(owner);
  const resolveHost = (host: string) =>
    tenant().api().get('/internal/tenants/resolve').query({ host }).set('x-internal-secret', internalSecret);

  it('has no records to add without a domain, and nothing to verify', async () => {
    const { owner } = await tenant().registered();
    const res = await domainOf(owner).expect(200);
    expect(domainStatus.parse(res.body)).toEqual({
      customDomain: null,
      verified: false,
      verifiedAt: null,
      records: [],
      propagationNote: domainVerification.propagationNote,
    });
    const nothing = await verify(owner);
    expect(nothing.status).toBe(404);
    expect(nothing.body.error).toBe(tenantMessages.noCustomDomain);
  });

  it('lists the A and TXT records of a new domain, and announces it unverified', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const domain = newDomain();
    const res = await setDomain(owner, domain.toUpperCase()).expect(200);
    expect(res.body).toMatchObject({
      customDomain: domain,
      verified: false,
      records: [
        { type: 'A', name: '@', value: ingressAddress },
        { type: 'TXT', name: '_pickup-verification', value: `pickup-verification=${tenantId}` },
      ],
    });
    await fixture.probe.waitForEvents(
      'tenant.updated',
      (e) => e.tenantId === tenantId && e.data.customDomain === domain && !e.data.customDomainVerified,
    );
    expect((await resolveHost(domain)).status).toBe(404);
  });

  it('verifies the domain once its TXT record is found, and only then routes its host', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const domain = newDomain();
    await setDomain(owner, domain).expect(200);

    const notYet = await verify(owner);
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({ error: tenantMessages.domainNotVerified, code: 'CONFLICT' });

    fixture.dns.setTxt(txtNameOf(domain), ['pickup-verification=someone-else']);
    expect((await verify(owner)).status).toBe(409);

    fixture.dns.setTxt(txtNameOf(domain), [`pickup-verification=${tenantId}`]);
    const verified = await verify(owner).expect(200);
    expect(verified.body).toMatchObject({
      customDomain: domain,
      verified: true,
      verifiedAt: expect.any(String),
    });
    const [event] = await fixture.probe.waitForEvents(
      'tenant.updated',
      (e) => e.tenantId === tenantId && e.data.customDomainVerified,
    );
    expect(event?.data.customDomain).toBe(domain);
    expect((await resolveHost(domain)).body).toEqual({
      tenantId,
      subdomain: expect.any(String),
      isActive: true,
    });

    // A new domain must be verified again.
    const moved = newDomain();
    const changed = await setDomain(owner, moved).expect(200);
    expect(changed.body).toMatchObject({ customDomain: moved, verified: false, verifiedAt: null });
    expect((await resolveHost(domain)).status).toBe(404);
  });

  it('refuses a domain another business uses, and removes one', async () => {
    const fixture = tenant();
    const domain = newDomain();
    await fixture.registered({ customDomain: domain });
    const { owner } = await fixture.registered();
    const taken = await setDomain(owner, domain);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(tenantMessages.domainTaken);

    await setDomain(owner, 'pickup.mine.example').expect(200);
    const removed = await setDomain(owner, '  ').expect(200);
    expect(removed.body).toMatchObject({ customDomain: null, records: [] });
    const invalid = await setDomain(owner, 'not a domain');
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toContainEqual({
      path: 'customDomain',
      message: tenantMessages.invalidDomain,
    });
  });
});
