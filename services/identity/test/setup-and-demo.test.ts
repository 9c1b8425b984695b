import { authResult, signInOptions } from '@pickup/contracts';
import { createLogger, EventBus, Metrics, queuesOf } from '@pickup/kit';
import { freePort, uniqueName, waitFor } from '@pickup/kit/testing';
import mongoose from 'mongoose';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import {
  fromGateway,
  type IdentityFixture,
  identityTestConfig,
  internalSecret,
  newEmail,
  newIp,
  newTenantId,
  newUsername,
  refreshCookieOf,
  startIdentityFixture,
} from './support/identity-fixture';

const adminInput = (setupToken: string) => ({
  setupToken,
  username: newUsername('admin'),
  email: newEmail('admin'),
  password: 'admin password',
  firstName: 'Pat',
  lastName: 'Admin',
});

describe('demo login', () => {
  let off: IdentityFixture;
  let on: IdentityFixture;
  beforeAll(async () => {
    [off, on] = await Promise.all([startIdentityFixture(), startIdentityFixture({ DEMO_MODE: true })]);
  });
  afterAll(() => Promise.all([off.stop(), on.stop()]));

  it('answers 404 while demo mode is off (the default)', async () => {
    const demo = await off.newTenant({ subdomain: 'demo' });
    await off
      .api()
      .post('/internal/owners')
      .set('x-internal-secret', internalSecret)
      .send({ tenantId: demo, email: newEmail(), password: 'secret1', firstName: 'D', lastName: 'O' })
      .expect(201);
    for (const role of ['owner', 'customer']) {
      const res = await off.api().get(`/api/login/${role}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it("signs in as the demo business's real owner and customer when demo mode is on", async () => {
    const options = async (fixture: IdentityFixture) =>
      signInOptions.parse((await fixture.api().get('/api/auth/options').expect(200)).body);
    expect(await options(off)).toEqual({ demoLogin: false, demoBusiness: null });
    expect(await options(on)).toEqual({ demoLogin: false, demoBusiness: null });
    expect((await on.api().get('/api/login/customer')).status).toBe(404);
    const demo = await on.newTenant({ subdomain: 'demo' });
    expect(await options(on)).toEqual({ demoLogin: true, demoBusiness: 'demo' });
    expect((await on.api().get('/api/login/owner')).status).toBe(404);

    const internal = (path: string, body: object) =>
      on.api().post(path).set('x-internal-secret', internalSecret).send(body).expect(201);
    const owner = await internal('/internal/owners', {
      tenantId: demo,
      email: newEmail('demo-owner'),
      password: 'secret1',
      firstName: 'Demo',
      lastName: 'Owner',
    });
    const customer = await internal('/internal/customers', {
      tenantId: demo,
      email: newEmail('demo-customer'),
      firstName: 'Demo',
      lastName: 'Customer',
    });
    // Another business's customer is never the demo customer.
    await internal('/internal/customers', {
      tenantId: await on.newTenant(),
      email: newEmail('other'),
      firstName: 'O',
      lastName: 'C',
    });

    const asOwner = await on.api().get('/api/login/owner');
    expect(asOwner.status).toBe(200);
    expect(authResult.parse(asOwner.body).user).toEqual(owner.body.user);
    expect(refreshCookieOf(asOwner)).not.toBeNull();
    const asCustomer = await on.api().get('/api/login/customer');
    expect(asCustomer.body.user).toEqual(customer.body.user);
    const me = await on.api().get('/api/auth/me').set('authorization', `Bearer ${asCustomer.body.token}`);
    expect(me.body.user.id).toBe(customer.body.user.id);

    // Only customer and owner have demo logins: any other role is not a valid path.
    expect((await on.api().get('/api/login/platform-admin')).status).toBe(400);
    await on.publishTenant(
      { tenantId: demo, subdomain: 'demo', isActive: false },
      { type: 'tenant.updated' },
    );
    expect((await on.api().get('/api/login/owner')).status).toBe(404);
    expect(await options(on)).toEqual({ demoLogin: false, demoBusiness: null });
  });
});

describe('platform admin setup with PLATFORM_ADMIN_SETUP_TOKEN', () => {
  const setupToken = 'configured-setup-token-0123456789';
  let fixture: IdentityFixture;
  beforeAll(async () => {
    fixture = await startIdentityFixture({ PLATFORM_ADMIN_SETUP_TOKEN: setupToken });
  });
  afterAll(() => fixture.stop());

  it('validates, refuses a wrong token with 403, creates the admin once, then answers 409', async () => {
    const invalid = await fixture.api().post('/api/platform-admin/setup').send({ setupToken });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);

    const wrong = await fixture
      .api()
      .post('/api/platform-admin/setup')
      .send(adminInput('wrong-token-0123456789'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'The setup token is not valid', code: 'FORBIDDEN' });

    const input = adminInput(setupToken);
    const created = await fixture.api().post('/api/platform-admin/setup').send(input);
    expect(created.status).toBe(201);
    const body = authResult.parse(created.body);
    expect(body.user).toMatchObject({ role: 'platform-admin', tenantId: null, username: input.username });
    expect(refreshCookieOf(created)).not.toBeNull();

    const again = await fixture.api().post('/api/platform-admin/setup').send(adminInput(setupToken));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'A platform admin already exists', code: 'CONFLICT' });

    // The admin signs in on any business's host.
    const login = await fixture
      .api()
      .post('/api/auth/login')
      .set('x-forwarded-for', newIp())
      .set(fromGateway(newTenantId()))
      .send({ username: input.username, password: input.password });
    expect(login.status).toBe(200);
  });
});

/** An identity process started as in production (src/main.ts); its stdout lines (pino JSON) are collected. */
function startProcess(env: Record<string, string>) {
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(__dirname, '../src/main.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let buffer = '';
  child.stdout?.on('data', (chunk) => {
    buffer += String(chunk);
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk) => lines.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    lines,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('platform admin setup with a generated token', () => {
  it('prints a token once at first start (warn), which then creates the first admin, once', async () => {
    const port = await freePort();
    const config = identityTestConfig(port, { LOG_LEVEL: 'warn' });
    const env: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(config)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
      MONGO_DB_NAME: uniqueName('identity_setup'),
      EVENTS_CONSUMER_NAME: uniqueName('identity'),
    };
    const url = `http://127.0.0.1:${port}`;
    const announced = (lines: string[]) =>
      lines
        .filter((line) => line.includes('PLATFORM ADMIN SETUP TOKEN'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; platformAdminSetupToken: string });

    let running = startProcess(env);
    try {
      const [line] = await waitFor(
        () => (announced(running.lines).length > 0 ? announced(running.lines) : null),
        {
          timeoutMs: 20_000,
          what: 'the setup token in the log',
        },
      );
      expect(line?.level).toBe(40);
      expect(line?.msg).toMatch(/shown only this once/);
      const setupToken = line?.platformAdminSetupToken ?? '';
      expect(setupToken.length).toBeGreaterThanOrEqual(32);
      // Only its hash is kept.
      const stored = await storedSetupState(config.MONGO_URL, env.MONGO_DB_NAME ?? '');
      expect(stored).toEqual([
        expect.objectContaining({ tokenHash: createHash('sha256').update(setupToken).digest('hex') }),
      ]);
      expect(JSON.stringify(stored)).not.toContain(setupToken);
      expect(
        (await request(url).post('/api/platform-admin/setup').send(adminInput('wrong-0123456789'))).status,
      ).toBe(403);

      // Restarted before anyone used it: the token is not shown again, and still works.
      await running.stop();
      running = startProcess(env);
      await waitFor(async () => (await fetch(`${url}/readyz`).catch(() => null))?.ok, {
        timeoutMs: 20_000,
        what: 'the restarted process',
      });
      const created = await request(url).post('/api/platform-admin/setup').send(adminInput(setupToken));
      expect(created.status).toBe(201);
      expect(created.body.user.role).toBe('platform-admin');
      expect(announced(running.lines)).toEqual([]);
      expect((await request(url).post('/api/platform-admin/setup').send(adminInput(setupToken))).status).toBe(
        409,
      );
    } finally {
      await running.stop();
      await cleanUp(config.MONGO_URL, env.MONGO_DB_NAME ?? '', config, env.EVENTS_CONSUMER_NAME ?? '');
    }
    // Two processes start and compile from source: on a busy machine that takes a while.
  }, 90_000);
});

async function storedSetupState(mongoUrl: string, dbName: string): Promise<unknown[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
  try {
    return await connection.collection('setup').find().toArray();
  } finally {
    await connection.close();
  }
}

async function cleanUp(
  mongoUrl: string,
  dbName: string,
  config: { RABBITMQ_URL: string; EVENTS_EXCHANGE: string },
  consumerName: string,
): Promise<void> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName }).asPromise();
  await connection.dropDatabase();
  await connection.close();
  const bus = new EventBus({
    url: config.RABBITMQ_URL,
    exchange: config.EVENTS_EXCHANGE,
    logger: createLogger('test', 'silent'),
    metrics: new Metrics('test'),
  });
  const channel = bus.createChannel('cleanup', async () => undefined);
  await channel.waitForConnect();
  const queues = queuesOf(consumerName);
  for (const queue of [queues.main, queues.deadLetter, ...[1000, 5000, 15_000, 60_000].map(queues.retry)]) {
    await channel.deleteQueue(queue);
  }
  await channel.deleteExchange(config.EVENTS_EXCHANGE);
  await channel.close();
  await bus.close();
}
