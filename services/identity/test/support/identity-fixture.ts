import { authResult, type EventData, type EventEnvelope } from '@pickup/contracts';
import { startService } from '@pickup/kit';
import {
  eventHandled,
  EventProbe,
  forTestFile,
  freePort,
  newSigningKey,
  newTestId,
  testServiceConfig,
  uniqueName,
  waitFor,
} from '@pickup/kit/testing';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { IdentityConfig } from '../../src/config';
import type { Clock } from '../../src/domain/clock';
import { createIdentityService } from '../../src/service';

export const internalSecret = 'test-internal-secret-0123456789';
export const webBaseUrl = 'http://web.pickup.test';
const maildevApi = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';

/** A clock the test moves forward: links and sessions expire without waiting. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

const signingKey = newSigningKey();

/** Identity's whole configuration on the test infrastructure; its JWKS is its own. */
export function identityTestConfig(port: number, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return {
    ...testServiceConfig({ JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json` }),
    PORT: port,
    JWT_PRIVATE_KEY: signingKey,
    JWT_KEY_FILE: '/nonexistent/unused.pem',
    DEMO_MODE: false,
    DEMO_TENANT_SUBDOMAIN: 'demo',
    PLATFORM_ADMIN_SETUP_TOKEN: undefined,
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAIL_FROM: 'Compost Pickup <no-reply@pickup.test>',
    WEB_BASE_URL: webBaseUrl,
    ...overrides,
  };
}

export interface CapturedMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** A fresh identity per address and name, so parallel test files never meet. */
export const newEmail = (prefix = 'user') => `${uniqueName(prefix).toLowerCase()}@example.com`;
export const newUsername = (prefix = 'user') => uniqueName(prefix);
/** Another caller address (the service believes x-forwarded-for from the loopback gateway). */
export const newIp = () => `10.${randomBytes(3).join('.')}`;
export const newTenantId = newTestId;

export type IdentityFixture = Awaited<ReturnType<typeof startIdentityFixture>>;

/** One identity for a test file: started before its tests, stopped after them. */
export const identityForTests = (overrides: Partial<IdentityConfig> = {}): (() => IdentityFixture) =>
  forTestFile('identity', () => startIdentityFixture(overrides));

/**
 * A real identity service (its own database, exchange and queue) with what the tests need
 * around it: a publisher for tenant events, a listener for identity's own events, the mail
 * catcher's captured messages, and requests as the gateway would forward them.
 */
export async function startIdentityFixture(overrides: Partial<IdentityConfig> = {}) {
  const clock = new MovableClock();
  const port = await freePort();
  const config = identityTestConfig(port, overrides);
  const consumerName = uniqueName('identity');
  const service = await startService(createIdentityService(clock), {
    config,
    tuning: {
      dbName: uniqueName('identity_test'),
      consumerName,
      retryDelaysMs: [200],
      relay: { pollMs: 50 },
    },
  });
  const probe = await new EventProbe(config, ['user.*']).start();
  const events = probe.events;

  const tenants = service.deps.connection.collection<{ _id: string; asOf: Date }>('tenants');

  const fixture = {
    service,
    config,
    clock,
    url: service.url,
    events,
    api: () => request(service.url),

    /** Publishes a tenant snapshot as the tenant service would, and waits until identity applied it. */
    async publishTenant(
      facts: Partial<EventData<'tenant.registered'>> & { tenantId: string },
      options: { type?: 'tenant.registered' | 'tenant.updated'; occurredAt?: Date; waitForIt?: boolean } = {},
    ): Promise<string> {
      const occurredAt = options.occurredAt ?? new Date();
      const id = await probe.publish(
        options.type ?? 'tenant.registered',
        {
          subdomain: `biz${facts.tenantId.slice(-8)}`,
          businessName: 'Green Bucket',
          customDomain: null,
          customDomainVerified: false,
          isActive: true,
          subscriptionStatus: 'active',
          ...facts,
        },
        { tenantId: facts.tenantId, occurredAt },
      );
      if (options.waitForIt === false) return id;
      await waitFor(
        async () => (await tenants.findOne({ _id: facts.tenantId }))?.asOf.getTime() === occurredAt.getTime(),
        { what: `tenant ${facts.tenantId} in identity's projection` },
      );
      return id;
    },

    /** Resolves once identity's consumer has finished with an event (applied, or found stale). */
    handled: (eventId: string) => eventHandled(service.deps.connection, consumerName, eventId),

    /** A business identity knows, active unless told otherwise. */
    async newTenant(facts: Partial<EventData<'tenant.registered'>> = {}): Promise<string> {
      const tenantId = newTenantId();
      await fixture.publishTenant({ tenantId, ...facts });
      return tenantId;
    },

    /** The e-mails the catcher holds for one address (other test files send mail too). */
    async mailTo(address: string): Promise<CapturedMail[]> {
      const all = (await (await fetch(`${maildevApi}/email`)).json()) as CapturedMail[];
      return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    },

    async waitForMail(address: string, count = 1): Promise<CapturedMail[]> {
      return waitFor(
        async () => {
          const mails = await fixture.mailTo(address);
          return mails.length >= count ? mails : null;
        },
        { what: `${count} e-mail(s) to ${address}` },
      );
    },

    /** The token of the link in an e-mail, for a path of the web app. */
    linkToken(mail: CapturedMail, path: '/magic-login' | '/reset-password'): string {
      const match = new RegExp(`${webBaseUrl}${path}\\?token=([\\w%-]+)`).exec(mail.text);
      if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
      return decodeURIComponent(match[1]);
    },

    async eventsOf(type: string, userId: string, count = 1): Promise<EventEnvelope[]> {
      return waitFor(
        () => {
          const found = events.filter(
            (event) => event.type === type && (event.data as { userId?: string }).userId === userId,
          );
          return found.length >= count ? found : null;
        },
        { what: `${type} for ${userId}` },
      );
    },

    /** Registers through the public API, as the web app does; the gateway names the business. */
    async register(
      role: 'owner' | 'customer',
      tenantId: string | null = null,
      overrides: Partial<{ username: string; email: string; password: string }> = {},
    ) {
      const account = {
        email: newEmail(role),
        password: 'correct horse',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: newUsername(role),
        role,
        ...overrides,
      };
      const res = await fixture.api().post('/api/auth/register').set(fromGateway(tenantId)).send(account);
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
      const body = authResult.parse(res.body);
      return {
        ...account,
        token: body.token,
        user: body.user,
        refreshToken: refreshCookieOf(res)?.value ?? '',
      };
    },

    async stop(): Promise<void> {
      await service.deps.connection.dropDatabase().catch(() => undefined);
      await service.stop();
      await probe.stop({ consumerName, retryDelaysMs: [200] });
    },
  };
  return fixture;
}

/** Headers the gateway adds when it resolved the request to a business. */
export const fromGateway = (tenantId: string | null) => ({
  'x-internal-secret': internalSecret,
  ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
});

/** The refresh token in a response's Set-Cookie, and the cookie's attributes. */
export function refreshCookieOf(res: {
  headers: Record<string, unknown>;
}): { value: string; raw: string } | null {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const raw = cookies.find((cookie) => cookie.startsWith('refresh_token='));
  if (!raw) return null;
  return { value: decodeURIComponent(raw.slice('refresh_token='.length).split(';')[0] ?? ''), raw };
}

export const cookieHeader = (refreshToken: string) => `refresh_token=${encodeURIComponent(refreshToken)}`;
