import { limits, tenantMessages } from '@pickup/contracts';
import { createApp, createLogger, Metrics, notFound } from '@pickup/kit';
import { testDatabaseForFile } from '@pickup/kit/testing';
import { type Express, Router } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { readLogoUpload } from '../src/logos/logo-upload';
import { LogoStore } from '../src/logos/logo-store';

const tenantId = '665f1c2e8b3a4d0012ab34cd';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
    '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const svg = (body: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 40">
  <defs><linearGradient id="leaf"><stop offset="0" stop-color="#2e7d32"/></linearGradient></defs>
  <circle cx="20" cy="20" r="18" fill="url(#leaf)"/>
  ${body}
</svg>`,
  );

/** A PNG of the given size: the signature, then filler the store must keep byte for byte. */
function pngOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) file[i] = (i * 31) % 256;
  png.copy(file, 0, 0, 8);
  return file;
}

const database = testDatabaseForFile('tenant_logos');
let store: LogoStore;
let app: Express;

beforeAll(async () => {
  store = new LogoStore(database().connection);
  const routes = Router();
  routes.post('/logos', async (req, res) => {
    const id = await store.save(tenantId, await readLogoUpload(req));
    res.status(201).json({ id });
  });
  routes.get('/logos/:id', async (req, res) => {
    const logo = await store.open(req.params.id);
    if (!logo) throw notFound('Logo not found');
    res.type(logo.mediaType).setHeader('content-length', logo.length);
    logo.stream.pipe(res);
  });
  app = createApp({
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('tenant_logos_test'),
    readiness: {},
    routes,
  });
});

const upload = (file: Buffer, filename: string, contentType?: string) =>
  request(app)
    .post('/logos')
    .attach('logo', file, contentType ? { filename, contentType } : filename);

/** Uploads a file, fetches it back and answers what was served. */
async function roundTrip(file: Buffer, filename: string, contentType?: string) {
  const uploaded = await upload(file, filename, contentType);
  expect(uploaded.status).toBe(201);
  const served = await request(app)
    .get(`/logos/${uploaded.body.id}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(served.status).toBe(200);
  return {
    id: uploaded.body.id as string,
    type: served.headers['content-type'],
    bytes: served.body as Buffer,
  };
}

const stored = async () => ({
  files: await database().connection.collection('logos.files').countDocuments(),
  chunks: await database().connection.collection('logos.chunks').countDocuments(),
});

describe('uploading a logo', () => {
  it('accepts a PNG, a JPEG and an SVG, and serves each as what it is', async () => {
    const asPng = await roundTrip(png, 'logo.png');
    expect(asPng.type).toBe('image/png');
    expect(asPng.bytes.equals(png)).toBe(true);

    const asJpeg = await roundTrip(jpeg, 'logo.jpg');
    expect(asJpeg.type).toBe('image/jpeg');
    expect(asJpeg.bytes.equals(jpeg)).toBe(true);

    const asSvg = await roundTrip(svg(''), 'logo.svg');
    expect(asSvg.type).toMatch(/^image\/svg\+xml/);
    expect(asSvg.bytes.toString()).toMatch(/^<svg[^>]* viewBox="0 0 40 40"/);
    expect(asSvg.bytes.toString()).toContain('<circle cx="20" cy="20" r="18" fill="url(#leaf)"/>');
  });

  it('keeps the business and the type with the stored file', async () => {
    const { id } = await roundTrip(jpeg, 'logo.jpg');
    const file = await database()
      .connection.collection('logos.files')
      .findOne({}, { sort: { uploadDate: -1 } });
    expect(file?._id.toString()).toBe(id);
    expect(file?.metadata).toEqual({ tenantId, mediaType: 'image/jpeg' });
  });

  it('judges a file by its content, not by its name or declared type', async () => {
    const disguised = await roundTrip(png, 'logo.svg', 'image/svg+xml');
    expect(disguised.type).toBe('image/png');
    expect(disguised.bytes.equals(png)).toBe(true);

    const text = await upload(Buffer.from('Green Loop Compost, since 2019'), 'logo.png', 'image/png');
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ error: tenantMessages.logoType, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses an HTML page sent as a PNG, and serves a PNG named .svg as the PNG it is', async () => {
    const page = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    for (const [name, type] of [
      ['logo.png', 'image/png'],
      ['logo.svg', 'image/svg+xml'],
      ['logo.html', 'text/html'],
    ] as const) {
      const res = await upload(page, name, type);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: tenantMessages.logoType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const named = await roundTrip(png, 'logo.svg', 'image/svg+xml');
    expect(named.type).toBe('image/png');
  });

  it('makes a polyglot safe: a PNG carrying HTML is only ever a PNG, an SVG carrying HTML loses it', async () => {
    // A real PNG's bytes followed by a page: a browser that sniffed it could run the script.
    const pngWithPage = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const uploaded = await upload(pngWithPage, 'logo.png', 'text/html');
    expect(uploaded.status).toBe(201);
    const served = await request(app).get(`/logos/${uploaded.body.id}`);
    expect(served.headers['content-type']).toBe('image/png');
    // No sniffing, and no script under the policy even were it read as a page.
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const svgWithPage = svg(
      '<foreignObject width="40" height="40"><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script><iframe src="https://evil.example"/></body></html></foreignObject><script>alert(2)</script>',
    );
    const cleaned = await roundTrip(svgWithPage, 'logo.svg');
    expect(cleaned.type).toMatch(/^image\/svg\+xml/);
    const text = cleaned.bytes.toString();
    expect(text).not.toMatch(/script|foreignObject|iframe|evil\.example|xhtml/i);
    expect(text).toContain('<circle');
  });

  it('refuses XML that is not an SVG, and an SVG that is not well-formed', async () => {
    for (const file of [
      '<html xmlns="http://www.w3.org/1999/xhtml"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    ]) {
      const res = await upload(Buffer.from(file), 'logo.svg');
      expect(res.status).toBe(415);
      expect(res.body.error).toBe(tenantMessages.logoType);
    }
  });

  it('takes a logo of exactly 5 MB and refuses one byte more, storing nothing', async () => {
    const largest = await roundTrip(pngOfSize(limits.logoMaxBytes), 'large.png');
    expect(largest.bytes.equals(pngOfSize(limits.logoMaxBytes))).toBe(true);

    const before = await stored();
    const tooLarge = await upload(pngOfSize(limits.logoMaxBytes + 1), 'huge.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: tenantMessages.logoTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(await stored()).toEqual(before);
  });

  it('asks for a file when none is sent in the logo field', async () => {
    const other = await request(app).post('/logos').attach('picture', png, 'logo.png');
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: tenantMessages.logoMissing, code: 'VALIDATION_FAILED' });

    const fieldsOnly = await request(app).post('/logos').field('logo', 'logo.png');
    expect(fieldsOnly.status).toBe(400);

    const emptyInput = await request(app).post('/logos').attach('logo', Buffer.alloc(0), 'logo.png');
    expect(emptyInput.status).toBe(400);
    expect(emptyInput.body.error).toBe(tenantMessages.logoMissing);
  });

  it('refuses a body that is not a multipart form', async () => {
    const json = await request(app)
      .post('/logos')
      .send({ logo: png.toString('base64') });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('an uploaded SVG', () => {
  it('comes back without scripts, event handlers, javascript: links or foreignObject', async () => {
    const hostile = svg(`
  <script>fetch('/api/auth/me')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <rect width="10" height="10" onload="alert(1)" onclick="alert(2)" fill="#8bc34a"/>
  <a href="javascript:alert(3)"><text x="2" y="30">Green Loop</text></a>
  <a xlink:href="javascript:alert(4)"><path d="M0 0h4v4z"/></a>
  <foreignObject width="40" height="40"><div xmlns="http://www.w3.org/1999/xhtml" onmouseover="alert(5)">hi</div></foreignObject>
  <set attributeName="onload" to="alert(6)"/>`);
    const { type, bytes } = await roundTrip(hostile, 'logo.svg');
    const served = bytes.toString();
    expect(type).toMatch(/^image\/svg\+xml/);
    expect(served).not.toMatch(/script/i);
    expect(served).not.toMatch(/\son[a-z]+=/i);
    expect(served).not.toMatch(/javascript:/i);
    expect(served).not.toMatch(/foreignObject/i);
    expect(served).not.toMatch(/alert/);
    expect(served).toContain('<rect width="10" height="10" fill="#8bc34a"/>');
    expect(served).toContain('<text x="2" y="30">Green Loop</text>');
  });

  it('points nowhere outside itself', async () => {
    const tracking = svg(`
  <style>@import url("https://evil.example/x.css"); .leaf { fill: red }</style>
  <style>.ring { stroke: url(#leaf) }</style>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <image href="data:image/png;base64,${png.toString('base64')}" width="1" height="1"/>
  <rect width="4" height="4" fill="url(https://evil.example/paint.svg#p)" style="filter:url(https://evil.example/f.svg#f)"/>
  <rect width="5" height="5" fill="url(#leaf)"/>`)
      .toString()
      .replace('?>', '?>\n<?xml-stylesheet href="https://evil.example/x.css"?>');
    const served = (await roundTrip(Buffer.from(tracking), 'logo.svg')).bytes.toString();
    expect(served).not.toContain('evil.example');
    expect(served).toContain('<style>.ring { stroke: url(#leaf) }</style>');
    expect(served).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
    expect(served).toContain('<rect width="5" height="5" fill="url(#leaf)"/>');
  });

  it('is refused when its svg root is outside the SVG namespace, which no browser draws', async () => {
    const res = await upload(Buffer.from('<svg><circle r="2"/></svg>'), 'logo.svg');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(tenantMessages.logoType);
  });
});

describe('the logo store', () => {
  it('keeps a logo spanning many chunks byte for byte', async () => {
    const logo = pngOfSize(1_200_000);
    const id = await store.save(tenantId, { bytes: logo, mediaType: 'image/png' });
    const opened = await store.open(id);
    expect(opened).toMatchObject({ mediaType: 'image/png', length: logo.length });
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(logo)).toBe(true);
  });

  it('opens nothing for an unknown or malformed id', async () => {
    await expect(store.open('665f1c2e8b3a4d0012ab0000')).resolves.toBeNull();
    await expect(store.open('not-an-id')).resolves.toBeNull();
    const res = await request(app).get('/logos/665f1c2e8b3a4d0012ab0000');
    expect(res.status).toBe(404);
  });

  it('removes a logo for good, and removing it again changes nothing', async () => {
    const id = await store.save(tenantId, { bytes: png, mediaType: 'image/png' });
    await store.remove(id);
    await expect(store.open(id)).resolves.toBeNull();
    await expect(store.remove(id)).resolves.toBeUndefined();
    await expect(store.remove('not-an-id')).resolves.toBeUndefined();
    const chunks = database().connection.collection('logos.chunks');
    expect(await chunks.countDocuments({ files_id: new Types.ObjectId(id) })).toBe(0);
  });
});
