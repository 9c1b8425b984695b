import {
  branding,
  businessSettings,
  customerPlans,
  defaultBusinessSettings,
  limits,
  publicBusiness,
  publicBusinessSearchResult,
  tenantMessages,
} from '@pickup/contracts';
import { randomBytes } from 'node:crypto';
import { newId, tenantForTests } from './support/tenant-fixture';

const tenant = tenantForTests();

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
);

const settingsOf = (headers: Record<string, string>) =>
  tenant().api().get('/api/business/settings').set(headers);
const save = (headers: Record<string, string>, body: object) =>
  tenant().api().put('/api/business/info').set(headers).send(body);
const upload = (headers: Record<string, string>, file: Buffer, filename: string) =>
  tenant().api().post('/api/business/logo').set(headers).attach('logo', file, filename);
const fetchLogo = (url: string) =>
  tenant()
    .api()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const deactivate = (tenantId: string) =>
  tenant()
    .api()
    .patch(`/api/admin/tenants/${tenantId}`)
    .set(tenant().auth('platform-admin', null))
    .send({ isActive: false })
    .expect(200);

describe('GET /api/business/settings', () => {
  it('answers every setting with its default until the owner changes it', async () => {
    const { owner } = await tenant().registered({ businessName: 'Scrap Happy' });
    const res = await settingsOf(owner).expect(200);
    expect(businessSettings.parse(res.body)).toEqual({
      businessName: 'Scrap Happy',
      ...defaultBusinessSettings,
    });
  });

  it('is for owners', async () => {
    const fixture = tenant();
    const { tenantId } = await fixture.registered();
    expect((await settingsOf(fixture.auth('customer', tenantId))).status).toBe(403);
    expect((await settingsOf({})).status).toBe(401);
  });
});

describe('PUT /api/business/info', () => {
  it('saves the changes given, keeps the rest, and announces the whole settings', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const res = await save(owner, {
      tagline: '  Closing the loop  ',
      primaryColor: '#112233',
      dayBeforeReminderEnabled: false,
      milestoneInterval: 25,
      timeZone: 'America/Chicago',
      email: 'hello@greenloop.example',
    }).expect(200);
    const expected = {
      ...defaultBusinessSettings,
      businessName: 'Green Loop Compost',
      tagline: 'Closing the loop',
      primaryColor: '#112233',
      dayBeforeReminderEnabled: false,
      milestoneInterval: 25,
      timeZone: 'America/Chicago',
      email: 'hello@greenloop.example',
    };
    expect(res.body).toEqual(expected);
    expect((await settingsOf(owner).expect(200)).body).toEqual(expected);
    const [event] = await fixture.probe.waitForEvents(
      'tenant.settings.updated',
      (e) => e.tenantId === tenantId,
    );
    expect(event?.data).toEqual(expected);
  });

  it('renames the business: the tenant, its settings and both announcements follow', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const res = await save(owner, { businessName: 'Loop & Bucket' }).expect(200);
    expect(res.body.businessName).toBe('Loop & Bucket');
    const [updated] = await fixture.probe.waitForEvents('tenant.updated', (e) => e.tenantId === tenantId);
    expect(updated?.data.businessName).toBe('Loop & Bucket');
    const [settings] = await fixture.probe.waitForEvents(
      'tenant.settings.updated',
      (e) => e.tenantId === tenantId,
    );
    expect(settings?.data).toEqual({ ...defaultBusinessSettings, businessName: 'Loop & Bucket' });
    const info = await fixture.api().get('/api/tenants/info').set(owner).expect(200);
    expect(info.body.businessName).toBe('Loop & Bucket');
  });

  it.each([
    [{ primaryColor: 'green' }, 'primaryColor', tenantMessages.invalidColor],
    [{ secondaryColor: '#12345' }, 'secondaryColor', tenantMessages.invalidColor],
    [{ morningOfReminderTime: '8:00' }, 'morningOfReminderTime', tenantMessages.invalidTime],
    [{ milestoneInterval: 30 }, 'milestoneInterval', tenantMessages.invalidMilestone],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', tenantMessages.invalidTimeZone],
    [{ email: 'hello' }, 'email', tenantMessages.invalidEmail],
    [{ businessName: ' ' }, 'businessName', tenantMessages.businessNameRequired],
    [{ logoUrl: 'https://elsewhere.example/logo.png' }, 'logoUrl', expect.any(String)],
  ])('refuses %j, changing nothing', async (body, path, message) => {
    const { owner } = await tenant().registered();
    const res = await save(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path, message });
    expect((await settingsOf(owner)).body).toMatchObject(defaultBusinessSettings);
  });

  it('keeps each business’s settings its own', async () => {
    const fixture = tenant();
    const a = await fixture.registered({ businessName: 'Business A' });
    const b = await fixture.registered({ businessName: 'Business B' });
    // A body naming another business, or a gateway header naming it, changes nothing about whose settings these are.
    await save(
      { ...a.owner, ...fixture.viaGateway(b.tenantId) },
      { tagline: 'Only A', tenantId: b.tenantId },
    ).expect(200);
    expect((await settingsOf(b.owner)).body).toMatchObject({ businessName: 'Business B', tagline: '' });
    expect((await settingsOf({ ...a.owner, ...fixture.viaGateway(b.tenantId) })).body).toMatchObject({
      businessName: 'Business A',
      tagline: 'Only A',
    });
  });
});

describe('GET /api/business/branding', () => {
  it('shows any visitor the business the gateway names', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered({ businessName: 'Compost Co' });
    await save(owner, { tagline: 'Rot well', secondaryColor: '#abcdef', timeZone: 'America/Chicago' }).expect(
      200,
    );
    const res = await fixture
      .api()
      .get('/api/business/branding')
      .set(fixture.viaGateway(tenantId))
      .expect(200);
    expect(branding.parse(res.body)).toEqual({
      businessName: 'Compost Co',
      tagline: 'Rot well',
      logoUrl: null,
      primaryColor: defaultBusinessSettings.primaryColor,
      secondaryColor: '#abcdef',
      timeZone: 'America/Chicago',
    });
    // A customer's token names their business.
    const asCustomer = await fixture
      .api()
      .get('/api/business/branding')
      .set(fixture.auth('customer', tenantId));
    expect(asCustomer.body.businessName).toBe('Compost Co');
  });

  it('believes the business header only from the gateway', async () => {
    const fixture = tenant();
    const { tenantId } = await fixture.registered();
    const forged = await fixture
      .api()
      .get('/api/business/branding')
      .set({ 'x-tenant-id': tenantId, 'x-internal-secret': 'not-the-secret-0123456789' });
    expect(forged.status).toBe(403);
    expect((await fixture.api().get('/api/business/branding')).status).toBe(403);
  });

  it('answers Business Not Found for an unknown or switched-off business', async () => {
    const fixture = tenant();
    const unknown = await fixture.api().get('/api/business/branding').set(fixture.viaGateway(newId()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(tenantMessages.businessNotFound);

    const { tenantId } = await fixture.registered();
    await deactivate(tenantId);
    const off = await fixture.api().get('/api/business/branding').set(fixture.viaGateway(tenantId));
    expect(off.status).toBe(404);
    expect(off.body.error).toBe(tenantMessages.businessNotFound);
  });
});

describe('GET /api/public/business/{subdomain}', () => {
  it('shows the business’s page with its contact details and pickup plans', async () => {
    const fixture = tenant();
    const { tenantId, body, owner } = await fixture.registered({ businessName: 'Page Turners' });
    await save(owner, { phone: '207-555-0100', website: 'https://pageturners.example' }).expect(200);
    const res = await fixture.api().get(`/api/public/business/${body.subdomain.toUpperCase()}`).expect(200);
    expect(publicBusiness.parse(res.body)).toEqual({
      id: tenantId,
      subdomain: body.subdomain,
      businessName: 'Page Turners',
      tagline: '',
      logoUrl: null,
      primaryColor: defaultBusinessSettings.primaryColor,
      secondaryColor: defaultBusinessSettings.secondaryColor,
      phone: '207-555-0100',
      email: '',
      website: 'https://pageturners.example',
      timeZone: defaultBusinessSettings.timeZone,
      plans: customerPlans,
    });
  });

  it('answers Business Not Found for an unknown or switched-off business', async () => {
    const fixture = tenant();
    expect((await fixture.api().get('/api/public/business/nobody-here')).body.error).toBe(
      tenantMessages.businessNotFound,
    );
    const { tenantId, body } = await fixture.registered();
    await deactivate(tenantId);
    expect((await fixture.api().get(`/api/public/business/${body.subdomain}`)).status).toBe(404);
  });
});

describe('GET /api/public/businesses', () => {
  /** A word no other business in this database has, so each test finds only its own. */
  const newWord = () => `Qz${randomBytes(4).toString('hex')}`;
  const search = (text: string) => tenant().api().get('/api/public/businesses').query({ search: text });
  const found = async (text: string) =>
    publicBusinessSearchResult.parse((await search(text).expect(200)).body).businesses;

  it('finds active businesses by any part of their name, in any case, with their public tagline and logo', async () => {
    const fixture = tenant();
    const word = newWord();
    const { body, owner } = await fixture.registered({ businessName: `Riverside ${word} Compost` });
    await save(owner, { tagline: 'Scraps to soil' }).expect(200);
    const logoUrl = (await upload(owner, png, 'logo.png').expect(201)).body.logoUrl as string;
    const page = publicBusiness.parse(
      (await fixture.api().get(`/api/public/business/${body.subdomain}`).expect(200)).body,
    );

    const expected = [
      {
        subdomain: body.subdomain,
        businessName: `Riverside ${word} Compost`,
        tagline: 'Scraps to soil',
        logoUrl,
      },
    ];
    expect(await found(word.toLowerCase())).toEqual(expected);
    expect(await found(`  ${word.slice(2).toUpperCase()} comp `)).toEqual(expected);
    expect(expected[0]?.logoUrl).toBe(page.logoUrl);
    expect(await found(`${word} Orchard`)).toEqual([]);
  });

  it(`answers at most ${limits.searchResults}, ordered by name, and never a switched-off business`, async () => {
    const fixture = tenant();
    const word = newWord();
    const names = ['Delta', 'Alpha', 'Foxtrot', 'Charlie', 'Echo', 'Bravo'].map((n) => `${n} ${word}`);
    const registered = [];
    for (const businessName of names) registered.push(await fixture.registered({ businessName }));
    await deactivate(registered[1]?.tenantId ?? '');

    expect((await found(word)).map((b) => b.businessName)).toEqual(
      ['Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map((n) => `${n} ${word}`),
    );
  });

  it('matches the search as text, not as a pattern', async () => {
    const fixture = tenant();
    const word = newWord();
    await fixture.registered({ businessName: `${word} A.B Worms` });
    await fixture.registered({ businessName: `${word} AxB Worms` });
    expect((await found(`${word} a.b`)).map((b) => b.businessName)).toEqual([`${word} A.B Worms`]);
    expect(await found(`${word} (.*`)).toEqual([]);
  });

  it('asks for at least 2 letters: 400 with the reason', async () => {
    for (const text of ['a', ' b ', '']) {
      const res = await search(text);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ path: 'search', message: 'Type at least 2 letters of the business name' }),
      ]);
    }
    const missing = await tenant().api().get('/api/public/businesses');
    expect(missing.status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
  });
});

describe('logos', () => {
  it('uploads a logo, serves it for good at its own address, and replaces the old file', async () => {
    const fixture = tenant();
    const { tenantId, owner } = await fixture.registered();
    const first = await upload(owner, png, 'logo.png');
    expect(first.status).toBe(201);
    const logoUrl = first.body.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/business\/logos\/[a-f0-9]{24}$/);
    expect((await settingsOf(owner)).body.logoUrl).toBe(logoUrl);
    await fixture.probe.waitForEvents(
      'tenant.settings.updated',
      (e) => e.tenantId === tenantId && e.data.logoUrl === logoUrl,
    );

    const served = await fetchLogo(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((served.body as Buffer).equals(png)).toBe(true);

    const second = await upload(owner, svg, 'logo.svg').expect(201);
    expect(second.body.logoUrl).not.toBe(logoUrl);
    expect((await fetchLogo(logoUrl)).status).toBe(404);
    const asSvg = await fetchLogo(second.body.logoUrl as string);
    expect(asSvg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(asSvg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );

    const brand = await fixture.api().get('/api/business/branding').set(fixture.viaGateway(tenantId));
    expect(brand.body.logoUrl).toBe(second.body.logoUrl);
  });

  it('removes the logo, and its file, when the settings are saved without it', async () => {
    const fixture = tenant();
    const { owner } = await fixture.registered();
    const { logoUrl } = (await upload(owner, png, 'logo.png').expect(201)).body as { logoUrl: string };
    const saved = await save(owner, { logoUrl: null }).expect(200);
    expect(saved.body.logoUrl).toBeNull();
    expect((await fetchLogo(logoUrl)).status).toBe(404);
  });

  it('refuses what is not a logo, storing nothing', async () => {
    const fixture = tenant();
    const { owner } = await fixture.registered();
    const files = () => fixture.db.collection('logos.files').countDocuments();
    const before = await files();

    const text = await upload(owner, Buffer.from('just words'), 'logo.png');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe(tenantMessages.logoType);

    const none = await fixture.api().post('/api/business/logo').set(owner).field('note', 'no file');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(tenantMessages.logoMissing);

    const large = Buffer.alloc(limits.logoMaxBytes + 1, 1);
    png.copy(large);
    const tooLarge = await upload(owner, large, 'huge.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(tenantMessages.logoTooLarge);

    expect(await files()).toBe(before);
    expect((await settingsOf(owner)).body.logoUrl).toBeNull();
  });

  it('takes uploads from owners only, and answers 404 for an unknown logo', async () => {
    const fixture = tenant();
    const { tenantId } = await fixture.registered();
    expect((await upload(fixture.auth('customer', tenantId), png, 'logo.png')).status).toBe(403);
    expect((await fetchLogo(`/api/business/logos/${newId()}`)).status).toBe(404);
    expect((await fetchLogo('/api/business/logos/not-an-id')).status).toBe(400);
  });
});
