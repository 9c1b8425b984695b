import { Router } from 'express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../src/http/app';
import { createLogger, loggableUrl, redacted } from '../src/logger';
import { Metrics } from '../src/metrics';

/** A logger whose lines are kept in memory, as the log file would hold them. */
function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('test', 'info', destination), text: () => lines.join('\n') };
}

const secrets = {
  bearer: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
  refresh: 'refresh-token-value-5f1c2a9e',
  password: 'correct horse battery staple',
  internal: 'internal-secret-3b8d0c7a1e',
  socketToken: 'socket-token-77aa10cc',
  feedToken: 'feedtoken0123456789abcdefXYZ',
  stripeKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  magicLink: 'GXEQ7aklzugfB0aEKYjNrRywIwaxH8-o97YFq3iPnAE',
};

describe("the kit's logs hold no secret", () => {
  it('logs a request without its Authorization, Cookie or internal secret, its body, or the tokens in its URL and Referer', async () => {
    const { logger, text } = memoryLogger();
    const routes = Router();
    routes.post('/api/auth/login', (_req, res) => {
      res.cookie('refresh_token', secrets.refresh, { httpOnly: true });
      res.status(200).json({ ok: true });
    });
    routes.get('/ws/', (_req, res) => res.status(200).end());
    routes.get('/api/calendar/:file', (_req, res) => res.status(200).end());
    const app = createApp({ logger, metrics: new Metrics('test'), readiness: {}, routes });

    await request(app)
      .post('/api/auth/login')
      .set('authorization', `Bearer ${secrets.bearer}`)
      .set('cookie', `refresh_token=${secrets.refresh}`)
      .set('x-internal-secret', secrets.internal)
      // The page a magic link opened: its address holds the link's token, and fetches send it.
      .set('referer', `http://127.0.0.1:5173/magic-login?token=${secrets.magicLink}`)
      .send({ username: 'owner', password: secrets.password })
      .expect(200);
    await request(app).get(`/ws/?EIO=4&transport=polling&token=${secrets.socketToken}`).expect(200);
    await request(app).get(`/api/calendar/${secrets.feedToken}.ics`).expect(200);

    const logged = text();
    expect(logged).toContain('/api/auth/login');
    expect(logged).toContain(`/api/calendar/${redacted}.ics`);
    expect(logged).toContain('transport=polling');
    expect(logged).toContain('/magic-login?token=');
    for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
  });

  it('redacts secret fields in what code logs: bodies, configuration, error causes', () => {
    const { logger, text } = memoryLogger();
    logger.info({ body: { password: secrets.password, newPassword: secrets.password } }, 'a body');
    logger.info(
      { config: { INTERNAL_SECRET: secrets.internal, STRIPE_SECRET_KEY: secrets.stripeKey } },
      'config',
    );
    logger.warn(
      { err: { message: 'failed', request: { headers: { authorization: secrets.bearer } } } },
      'call',
    );
    logger.info({ result: { accessToken: secrets.bearer, refreshToken: secrets.refresh } }, 'signed in');
    const logged = text();
    for (const secret of Object.values(secrets)) expect(logged).not.toContain(secret);
    expect(logged.split(redacted).length - 1).toBeGreaterThanOrEqual(7);
  });

  it('keeps a URL readable, less its secrets', () => {
    expect(loggableUrl('/api/customers?page=2&search=ann')).toBe('/api/customers?page=2&search=ann');
    expect(loggableUrl('/api/unsubscribe?token=abc&x=1')).toBe(
      `/api/unsubscribe?token=${encodeURIComponent(redacted)}&x=1`,
    );
    expect(loggableUrl(`/api/calendar/${secrets.feedToken}.ics`)).toBe(`/api/calendar/${redacted}.ics`);
  });
});
