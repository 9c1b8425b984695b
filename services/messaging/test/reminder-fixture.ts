import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DayPickup } from '@pickup/contracts';
import { forTestFile, newTestId } from '@pickup/kit/testing';
import { buildReminders } from '../src/reminder-parts';
import { startMessagingFixture } from './support/messaging-fixture';

/**
 * Messaging for the reminders' tests: a stand-in for routing's internal API (the pickups of a day,
 * as the test plans them, and the skips it is asked for), an optional stand-in for a
 * Twilio-compatible SMS provider, and schedulers on the running service's database with a clock
 * the test sets.
 */

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A small HTTP server on 127.0.0.1 answering as `answer` says. */
async function listenWith(
  answer: (req: IncomingMessage, body: string) => { status: number; body: unknown },
): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void bodyOf(req).then((body) => {
      const reply = answer(req, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Routing as reminders ask it: the day's pickups the test planned, and the skips it was asked for. */
export class RoutingStandIn {
  readonly skips: { tenantId: string; customerId: string; date: string; secret: string }[] = [];
  /** What a skip answers: 200 (skipped), 409 (no pickup that day) or 503 (routing down). */
  skipStatus = 200;
  url = '';
  private readonly days = new Map<string, DayPickup[]>();
  private server: Server | null = null;

  plan(tenantId: string, pickups: DayPickup[]): void {
    for (const pickup of pickups) {
      const key = `${tenantId}:${pickup.date}`;
      this.days.set(key, [...(this.days.get(key) ?? []), pickup]);
    }
  }

  async start(): Promise<this> {
    const listening = await listenWith((req, body) => {
      const url = new URL(req.url ?? '/', 'http://routing');
      const [, , , tenantId = '', what = ''] = url.pathname.split('/');
      if (req.method === 'GET' && what === 'pickups') {
        const date = url.searchParams.get('date') ?? '';
        return {
          status: 200,
          body: { date, timeZone: 'America/New_York', pickups: this.days.get(`${tenantId}:${date}`) ?? [] },
        };
      }
      if (req.method === 'POST' && what === 'pickup-skips') {
        const { customerId, date } = JSON.parse(body) as { customerId: string; date: string };
        const secret = String(req.headers['x-internal-secret'] ?? '');
        if (this.skipStatus !== 200)
          return { status: this.skipStatus, body: { error: 'No', code: 'CONFLICT' } };
        this.skips.push({ tenantId, customerId, date, secret });
        return { status: 200, body: { customerId, date, routeIds: [] } };
      }
      return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    });
    this.url = listening.url;
    this.server = listening.server;
    return this;
  }

  stop(): Promise<void> {
    return this.server ? close(this.server) : Promise.resolve();
  }
}

/** A Twilio-compatible provider's Messages resource: it keeps each message it accepts. */
export class SmsProviderStandIn {
  readonly messages: { to: string; from: string; body: string; authorization: string; path: string }[] = [];
  url = '';
  private server: Server | null = null;

  async start(): Promise<this> {
    const listening = await listenWith((req, body) => {
      const form = new URLSearchParams(body);
      this.messages.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: String(req.headers.authorization ?? ''),
        path: req.url ?? '',
      });
      return { status: 201, body: { sid: `SM${newTestId()}`, status: 'queued' } };
    });
    this.url = listening.url;
    this.server = listening.server;
    return this;
  }

  stop(): Promise<void> {
    return this.server ? close(this.server) : Promise.resolve();
  }
}

export const smsAccount = { sid: 'AC0123456789', token: 'sms-auth-token', from: '+12075550100' };

/** A pickup as routing answers it: 9:00 to 11:00 on the day unless told. */
export function dayPickup(
  customerId: string,
  date: string,
  startsAt: string,
  overrides: Partial<DayPickup> = {},
): DayPickup {
  return {
    customerId,
    routeId: newTestId(),
    routeName: 'Orono Loop',
    date,
    startTime: '09:00',
    endTime: '11:00',
    timeWindow: '9:00 AM - 11:00 AM',
    startsAt,
    ...overrides,
  };
}

export type ReminderFixture = Awaited<ReturnType<typeof startReminderFixture>>;

export const remindersForTests = (options: { sms?: boolean } = {}): (() => ReminderFixture) =>
  forTestFile('messaging with reminders', () => startReminderFixture(options));

export async function startReminderFixture({ sms = false }: { sms?: boolean } = {}) {
  const routing = await new RoutingStandIn().start();
  const provider = sms ? await new SmsProviderStandIn().start() : null;
  const messaging = await startMessagingFixture(
    {
      ROUTING_URL: routing.url,
      ROUTING_CALL_TIMEOUT_MS: 1000,
      ...(provider
        ? {
            SMS_PROVIDER_URL: provider.url,
            SMS_ACCOUNT_SID: smsAccount.sid,
            SMS_AUTH_TOKEN: smsAccount.token,
            SMS_FROM: smsAccount.from,
          }
        : {}),
    },
    ['reminder.sent'],
  );

  return {
    ...messaging,
    routing,
    provider,

    /** A scheduler on the service's database whose clock reads `now`: two of them race as two instances. */
    schedulerAt(now: Date | string) {
      const at = new Date(now);
      return buildReminders(messaging.service.deps, { mailer: messaging.mailer, clock: { now: () => at } });
    },

    /** The business's owner login, as identity announces it; answers its auth header. */
    async owner(tenantId: string, email: string) {
      const userId = newTestId();
      await messaging.apply('user.registered', null, {
        userId,
        role: 'owner',
        tenantId,
        email,
        username: email,
        firstName: 'Avery',
        lastName: 'Stone',
      });
      return messaging.auth('owner', tenantId, userId);
    },

    async stop(): Promise<void> {
      await messaging.stop();
      await routing.stop();
      await provider?.stop();
    },
  };
}
