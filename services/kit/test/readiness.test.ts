import { Router } from 'express';
import { serviceConfigSchema } from '../src/config';
import { defineService, type RunningService, startService } from '../src/service';
import { freePort, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '../src/testing';

const issuer = new TestTokenIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.stop());

describe('readiness', () => {
  it('is not ready while the service is still starting, though it listens and its database and broker are up', async () => {
    // The server listens before the rest of the start (attachments, relay, consumer): one that
    // does not finish holds the start there.
    let finishAttaching: () => void = () => undefined;
    const attached = new Promise<void>((resolve) => (finishAttaching = resolve));
    const starting = defineService({
      name: 'tenant',
      configSchema: serviceConfigSchema,
      build: () => ({
        routes: Router(),
        handlers: { 'user.registered': async () => undefined },
        attachments: [{ attach: () => attached, close: async () => undefined }],
      }),
    });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = startService(starting, {
      config: testServiceConfig({ JWKS_URL: issuer.url, PORT: port }),
      tuning: { dbName: uniqueName('kit_readiness'), consumerName: uniqueName('readiness') },
    });
    let service: RunningService | null = null;
    try {
      const reading = await waitFor(async () => {
        const response = await fetch(`${url}/readyz`).catch(() => null);
        const body = (await response?.json()) as { checks: Record<string, boolean> } | undefined;
        return body?.checks.database && body.checks.broker ? { status: response?.status, body } : null;
      });
      expect(reading.status).toBe(503);
      expect(reading.body.checks.started).toBe(false);

      finishAttaching();
      service = await start;
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { checks: Record<string, boolean> }).checks.started).toBe(true);
    } finally {
      finishAttaching();
      await (service ?? (await start)).stop();
    }
  });
});
