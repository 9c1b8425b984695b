import { systemActor } from '@pickup/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Router } from 'express';
import { serviceConfigSchema } from '../src/config';
import { defineService, startService } from '../src/service';
import { freePort, TestTokenIssuer, testServiceConfig, uniqueName, waitFor } from '../src/testing';
import { envelope, userData } from './support/event-fixture';

const issuer = new TestTokenIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.stop());

describe('graceful shutdown', () => {
  it('finishes requests and messages in hand, then stops taking work', async () => {
    let handled = 0;
    const slow = defineService({
      name: 'tenant',
      configSchema: serviceConfigSchema,
      build: () => {
        const routes = Router();
        routes.get('/slow', async (_req, res) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          res.json({ finished: true });
        });
        const handlers = {
          'user.registered': async () => {
            await new Promise((resolve) => setTimeout(resolve, 500));
            handled += 1;
          },
        };
        return { routes, handlers };
      },
    });
    const service = await startService(slow, {
      config: testServiceConfig({ JWKS_URL: issuer.url }),
      tuning: { dbName: uniqueName('kit_shutdown'), consumerName: uniqueName('shutdown') },
    });
    const { bus, connection } = service.deps;
    await waitFor(async () => (await fetch(`${service.url}/readyz`)).ok);

    await bus.publish({ ...envelope('user.registered', userData('in-flight')), actor: systemActor });
    const inFlight = fetch(`${service.url}/slow`).then((res) => res.json());
    await new Promise((resolve) => setTimeout(resolve, 150));
    await connection.dropDatabase();
    await service.stop();

    await expect(inFlight).resolves.toEqual({ finished: true });
    expect(handled).toBe(1);
    await expect(fetch(`${service.url}/healthz`)).rejects.toThrow();
  });

  it('exits 0 on SIGTERM after answering the request in flight', async () => {
    // A port free now, not a random one: the other suites' servers hold ephemeral ports too.
    const port = await freePort();
    const config = testServiceConfig({ JWKS_URL: issuer.url });
    const child: ChildProcess = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', join(__dirname, 'support/slow-service.ts')],
      {
        env: {
          ...process.env,
          ...Object.fromEntries(Object.entries(config).map(([k, v]) => [k, String(v)])),
          PORT: String(port),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      // A new process compiling TypeScript while every other suite runs takes a while on 2 cores.
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`the child service exited:\n${output}`);
          return (await fetch(`${url}/readyz`)).ok;
        },
        { timeoutMs: 60_000, what: 'the child service' },
      );
      const inFlight = fetch(`${url}/slow`).then((res) => res.json());
      await new Promise((resolve) => setTimeout(resolve, 150));
      child.kill('SIGTERM');
      await expect(inFlight).resolves.toEqual({ finished: true });
      expect(await exited).toBe(0);
      expect(output).toContain('tenant stopped');
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
