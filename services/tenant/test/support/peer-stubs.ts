import {
  assignTenantBody,
  billingInternalApi,
  createConnectAccountBody,
  createOwnerBody,
  identityInternalApi,
  type PublicUser,
  type z,
} from '@pickup/contracts';
import { expressPath } from '@pickup/kit';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  path: string;
  body: unknown;
}

interface Answer {
  status: number;
  body: unknown;
}

type Route = { pattern: RegExp; schema: z.ZodType; answer: (body: never, params: string[]) => Answer };

const newId = () => randomBytes(12).toString('hex');

/** `/internal/users/{id}/tenant` as a pattern whose groups are the params. */
const patternOf = (path: string) => new RegExp(`^${expressPath(path).replace(/:\w+/g, '([^/]+)')}$`);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/**
 * Another service's internal API as a test needs it: it checks the internal secret and parses each
 * body with the contract, records every call, and can be told to answer as if it were down.
 */
class PeerStub {
  readonly calls: RecordedCall[] = [];
  /** When set, every call is answered with this status (503: down for maintenance). */
  failWith: number | null = null;
  url = '';
  private server: Server | null = null;

  constructor(
    private readonly secret: string,
    private readonly routes: Route[],
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(path: string): unknown[] {
    const pattern = patternOf(path);
    return this.calls.filter((call) => pattern.test(call.path)).map((call) => call.body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = ({ status, body }: Answer) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    const body = await readJson(req);
    this.calls.push({ path, body });
    if (req.headers['x-internal-secret'] !== this.secret) {
      return send({ status: 403, body: { error: 'Internal API', code: 'FORBIDDEN' } });
    }
    if (this.failWith !== null) {
      return send({ status: this.failWith, body: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } });
    }
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match || req.method !== 'POST') continue;
      const parsed = route.schema.safeParse(body);
      if (!parsed.success)
        return send({ status: 400, body: { error: 'Invalid body', code: 'VALIDATION_FAILED' } });
      return send(route.answer(parsed.data as never, match.slice(1)));
    }
    send({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
  }
}

/** Identity's owners as identity keeps them: one per e-mail, each with at most one business. */
export class IdentityStub extends PeerStub {
  readonly users = new Map<string, PublicUser>();

  constructor(secret: string) {
    super(secret, [
      {
        pattern: patternOf(identityInternalApi.createOwner.path),
        schema: createOwnerBody,
        answer: (body: z.infer<typeof createOwnerBody>) => this.createOwner(body),
      },
      {
        pattern: patternOf(identityInternalApi.assignTenant.path),
        schema: assignTenantBody,
        answer: (body: z.infer<typeof assignTenantBody>, [userId]) =>
          this.assign(userId ?? '', body.tenantId),
      },
    ]);
  }

  /** An owner who signed up without a business (the shared registration screen). */
  ownerWithoutBusiness(email = `${newId()}@example.com`): PublicUser {
    const user: PublicUser = {
      id: newId(),
      username: email.split('@')[0] ?? 'owner',
      email,
      firstName: 'Robin',
      lastName: 'Meadows',
      role: 'owner',
      tenantId: null,
    };
    this.users.set(user.id, user);
    return user;
  }

  userByEmail(email: string): PublicUser | undefined {
    return [...this.users.values()].find((user) => user.email === email);
  }

  private createOwner(body: z.infer<typeof createOwnerBody>): Answer {
    const existing = this.userByEmail(body.email);
    if (existing) {
      return existing.tenantId === body.tenantId
        ? { status: 200, body: { user: existing } }
        : { status: 409, body: { error: 'An account with this email already exists', code: 'CONFLICT' } };
    }
    const user: PublicUser = {
      id: newId(),
      username: body.email.split('@')[0] ?? 'owner',
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      role: 'owner',
      tenantId: body.tenantId,
    };
    this.users.set(user.id, user);
    return { status: 201, body: { user } };
  }

  private assign(userId: string, tenantId: string): Answer {
    const user = this.users.get(userId);
    if (!user) return { status: 404, body: { error: 'User not found', code: 'NOT_FOUND' } };
    if (user.tenantId && user.tenantId !== tenantId) {
      return { status: 409, body: { error: 'This owner already has a business', code: 'CONFLICT' } };
    }
    user.tenantId = tenantId;
    return { status: 200, body: { user } };
  }
}

/** Billing's Connect accounts: one per business, its onboarding link answered every time. */
export class BillingStub extends PeerStub {
  readonly accounts = new Map<string, z.infer<typeof createConnectAccountBody>>();

  constructor(secret: string) {
    super(secret, [
      {
        pattern: patternOf(billingInternalApi.createConnectAccount.path),
        schema: createConnectAccountBody,
        answer: (body: z.infer<typeof createConnectAccountBody>) => {
          if (!this.accounts.has(body.tenantId)) this.accounts.set(body.tenantId, body);
          return { status: 200, body: { onboardingUrl: onboardingUrlOf(body.tenantId) } };
        },
      },
    ]);
  }
}

export const onboardingUrlOf = (tenantId: string) => `https://connect.stripe.test/setup/${tenantId}`;
