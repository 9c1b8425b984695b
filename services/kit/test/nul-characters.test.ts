import { Router } from 'express';
import request from 'supertest';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/logger';
import { Metrics } from '../src/metrics';

// A body or URL holding U+0000 reached FerretDB, whose PostgreSQL refused it: the answer was 500.
describe('the NUL character', () => {
  const routes = Router();
  routes.post('/entries', (req, res) => res.status(201).json(req.body));
  routes.get('/entries/:id', (req, res) => res.json({ id: req.params.id, query: req.query }));
  const app = createApp({
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('test'),
    readiness: { database: () => true },
    routes,
  });

  it('is refused anywhere in a JSON body, as invalid input naming the field', async () => {
    const res = await request(app)
      .post('/entries')
      .send({ weight: 12, materialTypes: ['food', 'Grease\u0000'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'materialTypes.1' }],
    });
  });

  it('is refused in a key, a path parameter and the query', async () => {
    const key = await request(app).post('/entries').send({ 'no\u0000te': 'x' });
    const param = await request(app).get('/entries/ab%00cd');
    const query = await request(app).get('/entries/abcd?search=%00');
    expect([key.status, param.status, query.status]).toEqual([400, 400, 400]);
  });

  it('leaves every other text alone', async () => {
    const res = await request(app).post('/entries').send({ notes: 'Grease ✓ 100%' });
    expect(res.status).toBe(201);
    expect((await request(app).get('/entries/abcd?search=100%25')).status).toBe(200);
  });
});
