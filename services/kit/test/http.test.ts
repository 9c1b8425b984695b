import { z } from '@pickup/contracts';
import { Router } from 'express';
import request from 'supertest';
import { conflict } from '../src/errors';
import { createApp } from '../src/http/app';
import { handle } from '../src/http/validate';
import { createLogger } from '../src/logger';
import { Metrics } from '../src/metrics';
import { currentRequestId } from '../src/request-context';

function appWith(routes: Router, ready = true) {
  return createApp({
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('test'),
    readiness: { database: () => ready },
    routes,
    bodyLimitBytes: 1024,
  });
}

const routes = Router();
routes.post(
  '/items/:id',
  handle(
    {
      params: z.object({ id: z.string().regex(/^\d+$/, 'Must be a number') }),
      body: z.object({
        name: z.string().min(1, 'Name is required'),
        email: z.email('Invalid email address'),
      }),
    },
    ({ params, body }, _req, res) => {
      res.status(201);
      return { id: params.id, ...body, requestId: currentRequestId() };
    },
  ),
);
routes.post('/upload', async (req, res) => {
  let received = 0;
  for await (const chunk of req) received += (chunk as Buffer).length;
  res.json({ received, contentType: req.headers['content-type'] });
});
routes.get('/conflict', () => {
  throw conflict('An account with this email already exists', { loginUrl: '/login' });
});
routes.get('/boom', () => {
  throw new Error('secret internals');
});

describe('the app factory', () => {
  const app = appWith(routes);

  it('parses input with its contract and answers with what the handler returns', async () => {
    const res = await request(app).post('/items/7').send({ name: 'Bucket', email: 'a@b.co' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: '7', name: 'Bucket', email: 'a@b.co' });
  });

  it('answers bad input with 400 and the problem of each field', async () => {
    const res = await request(app).post('/items/x').send({ name: 'Bucket', email: 'a@b.co' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([{ path: 'id', message: 'Must be a number' }]);

    const body = await request(app).post('/items/1').send({ name: '', email: 'nope' });
    expect(body.status).toBe(400);
    expect(body.body.details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Invalid email address' },
    ]);
  });

  it('maps malformed, oversized and non-JSON bodies to 400, 413 and 415, never a 5xx', async () => {
    const malformed = await request(app)
      .post('/items/1')
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body is not valid JSON', code: 'VALIDATION_FAILED' });

    const large = await request(app)
      .post('/items/1')
      .send({ name: 'x'.repeat(2000), email: 'a@b.co' });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('PAYLOAD_TOO_LARGE');

    const text = await request(app).post('/items/1').set('content-type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('allows an operation its own body limit, leaving every other route on the app’s', async () => {
    const bulky = Router();
    const echo = handle({ body: z.object({ text: z.string() }) }, ({ body }) => ({
      length: body.text.length,
    }));
    bulky.post('/imports/:kind', echo);
    bulky.post('/notes', echo);
    const limited = createApp({
      logger: createLogger('test', 'silent'),
      metrics: new Metrics('test'),
      readiness: { database: () => true },
      routes: bulky,
      bodyLimitBytes: 1024,
      bodyLimits: [{ operation: { method: 'post', path: '/imports/{kind}' }, bytes: 8192 }],
    });
    const text = 'x'.repeat(4000);

    const allowed = await request(limited).post('/imports/customers').send({ text });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ length: 4000 });

    expect((await request(limited).post('/notes').send({ text })).status).toBe(413);
    const beyond = await request(limited)
      .post('/imports/customers')
      .send({ text: 'x'.repeat(9000) });
    expect(beyond.status).toBe(413);
    expect(beyond.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes a small form body on a form post route only, and JSON there as well', async () => {
    const forms = Router();
    const echo = (req: { body?: unknown }, res: { json(body: unknown): void }) =>
      res.json({ body: req.body ?? null });
    forms.post('/unsubscribe', echo);
    forms.post('/notes', echo);
    const app = createApp({
      logger: createLogger('test', 'silent'),
      metrics: new Metrics('test'),
      readiness: { database: () => true },
      routes: forms,
      formPosts: [{ method: 'post', path: '/unsubscribe' }],
    });
    const oneClick = 'List-Unsubscribe=One-Click';

    const form = await request(app).post('/unsubscribe').type('form').send(oneClick);
    expect(form.status).toBe(200);
    expect(form.body).toEqual({ body: { 'List-Unsubscribe': 'One-Click' } });
    expect((await request(app).post('/unsubscribe').send({ a: 1 })).body).toEqual({ body: { a: 1 } });

    const elsewhere = await request(app).post('/notes').type('form').send(oneClick);
    expect(elsewhere.status).toBe(415);
    const bulky = await request(app)
      .post('/unsubscribe')
      .type('form')
      .send(`a=${'x'.repeat(5000)}`);
    expect(bulky.status).toBe(413);
  });

  it('leaves a multipart body, even one beyond the JSON limit, unread for its route', async () => {
    const res = await request(app).post('/upload').attach('logo', Buffer.alloc(4096, 1), 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(res.body.received).toBeGreaterThan(4096);
  });

  it('keeps extra fields the spec puts in an error body', async () => {
    const res = await request(app).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'An account with this email already exists',
      code: 'CONFLICT',
      loginUrl: '/login',
    });
  });

  it('answers unknown routes with the standard 404 body', async () => {
    const res = await request(app).delete('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Cannot DELETE /nowhere', code: 'NOT_FOUND' });
  });

  it('hides the internals of an unexpected failure behind a 500', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('keeps the caller’s request id through the handler and echoes it back', async () => {
    const res = await request(app)
      .post('/items/3')
      .set('x-request-id', 'req-abc-123')
      .send({ name: 'Bucket', email: 'a@b.co' });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.body.requestId).toBe('req-abc-123');

    const fresh = await request(app).get('/nowhere').set('x-request-id', 'bad id with spaces');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health, readiness and latency metrics by route', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready', checks: { database: true } });
    const notReady = await request(appWith(Router(), false)).get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks).toEqual({ database: false });

    await request(app).post('/items/9').send({ name: 'Bucket', email: 'a@b.co' });
    const metrics = await request(app).get('/metrics');
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/items\/:id"[^}]*status="201"/,
    );
  });
});
