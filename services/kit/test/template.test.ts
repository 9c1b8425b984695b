import { type ApiOperation, z } from '@pickup/contracts';
import { Router } from 'express';
import { Schema } from 'mongoose';
import request from 'supertest';
import { authContext } from '../src/auth';
import { expiryPlugin, sweepExpired } from '../src/data/expiry';
import { createApp } from '../src/http/app';
import { mountOperation } from '../src/http/operations';
import { JobRunner } from '../src/jobs/jobs';
import { createLogger } from '../src/logger';
import { Metrics } from '../src/metrics';
import { startTestDatabase, TestTokenIssuer, waitFor } from '../src/testing';
import { createTokenVerifier } from '../src/auth';

const logger = createLogger('test', 'silent');
const secret = 'test-internal-secret-0123456789';
const issuer = new TestTokenIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.stop());

const renameItem = {
  method: 'put',
  path: '/api/items/{id}',
  owner: 'tenant',
  summary: 'Rename an item',
  access: ['owner'],
  params: z.object({ id: z.string().regex(/^\d+$/, 'Must be a number') }),
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  responses: { 200: { description: 'Renamed' } },
} as const satisfies ApiOperation;

const purge = {
  method: 'post',
  path: '/internal/purge',
  owner: 'tenant',
  summary: 'Purge',
  access: 'internal',
  responses: { 204: { description: 'Purged' } },
} as const satisfies ApiOperation;

function appWithOperations() {
  const routes = Router();
  mountOperation(routes, renameItem, ({ params, body }) => ({ id: params.id, name: body.name }));
  mountOperation(routes, purge, () => undefined);
  const verify = createTokenVerifier({
    jwksUrl: issuer.url,
    issuer: 'pickup-identity',
    audience: 'pickup-api',
  });
  return createApp({
    logger,
    metrics: new Metrics('test'),
    readiness: {},
    before: [authContext(verify, secret)],
    routes,
  });
}

describe('routes mounted from their contract', () => {
  it('take method, path, access and input from the operation', async () => {
    const app = appWithOperations();
    const owner = `Bearer ${issuer.mint({ role: 'owner' })}`;
    const customer = `Bearer ${issuer.mint({ role: 'customer' })}`;

    expect((await request(app).put('/api/items/7').send({ name: 'Bin' })).status).toBe(401);
    expect(
      (await request(app).put('/api/items/7').set('authorization', customer).send({ name: 'Bin' })).status,
    ).toBe(403);
    const bad = await request(app).put('/api/items/x').set('authorization', owner).send({ name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'id', message: 'Must be a number' }]);
    const ok = await request(app).put('/api/items/7').set('authorization', owner).send({ name: 'Bin' });
    expect(ok.body).toEqual({ id: '7', name: 'Bin' });
    expect((await request(app).post('/api/items/7').set('authorization', owner)).status).toBe(404);
  });

  it('let internal operations be called only with the internal secret', async () => {
    const app = appWithOperations();
    expect((await request(app).post('/internal/purge')).status).toBe(403);
    expect((await request(app).post('/internal/purge').set('x-internal-secret', 'wrong')).status).toBe(403);
    expect((await request(app).post('/internal/purge').set('x-internal-secret', secret)).status).toBe(204);
  });
});

describe('the expiry sweeper', () => {
  it('deletes the documents of declared collections once their time has passed, and nothing else', async () => {
    const database = await startTestDatabase('kit_expiry');
    try {
      const tokenSchema = new Schema({ name: String, expiresAt: Date });
      tokenSchema.plugin(expiryPlugin, { field: 'expiresAt' });
      const Token = database.connection.model('Token', tokenSchema);
      const Note = database.connection.model('Note', new Schema({ name: String, expiresAt: Date }));
      const past = new Date(Date.now() - 1000);
      const future = new Date(Date.now() + 60_000);
      await Token.create([
        { name: 'spent', expiresAt: past },
        { name: 'live', expiresAt: future },
      ]);
      await Note.create({ name: 'kept', expiresAt: past });

      expect(await sweepExpired(database.connection)).toBe(1);
      expect((await Token.find().lean()).map((t) => t.name)).toEqual(['live']);
      expect(await Note.countDocuments()).toBe(1);
    } finally {
      await database.stop();
    }
  });
});

describe('jobs', () => {
  it('run on schedule, go on after a failed run, and stop when asked', async () => {
    let runs = 0;
    const runner = new JobRunner(
      [
        {
          name: 'flaky',
          everyMs: 20,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('first run fails');
          },
        },
      ],
      logger,
    );
    runner.start();
    await waitFor(() => runs >= 3, { what: 'three runs' });
    await runner.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(stoppedAt);
  });
});
