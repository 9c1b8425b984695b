import type { ApiOperation, z } from '@pickup/contracts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { internalHeaders } from '../auth';
import { expressPath } from '../http/operations';

/** What a stubbed operation answers. */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

type BodyOf<O extends ApiOperation> = O['body'] extends z.ZodType ? z.infer<O['body']> : undefined;

export type StubHandler<O extends ApiOperation> = (input: {
  params: Record<string, string>;
  /** The query string as sent (a GET operation's input). */
  query: Record<string, string>;
  body: BodyOf<O>;
}) => StubAnswer;

interface StubRoute {
  operation: ApiOperation;
  pattern: RegExp;
  names: string[];
  /** The handler, its body already parsed with the operation's contract. */
  answer: (input: {
    params: Record<string, string>;
    query: Record<string, string>;
    body: unknown;
  }) => StubAnswer;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Another service's internal API as a test needs it, on 127.0.0.1: each operation answers as the
 * test says, after the internal secret is checked and the body parsed with the operation's own
 * contract (403 and 400 as the real service would). Every call is recorded; `failWith` makes every
 * call answer that status, as a service that is down.
 */
export class InternalApiStub {
  readonly calls: StubCall[] = [];
  failWith: number | null = null;
  url = '';
  private readonly routes: StubRoute[] = [];
  private server: Server | null = null;

  constructor(private readonly secret: string) {}

  /** How an operation answers. */
  on<O extends ApiOperation>(operation: O, answer: StubHandler<O>): this {
    const names: string[] = [];
    const source = expressPath(operation.path).replace(/:(\w+)/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({
      operation,
      pattern: new RegExp(`^${source}$`),
      names,
      // The body reaches it parsed by operation.body, so it has the type the handler expects.
      answer: answer as StubRoute['answer'],
    });
    return this;
  }

  /** The bodies of the calls made to an operation, in order. */
  callsTo(operation: ApiOperation): unknown[] {
    const route = this.routes.find((candidate) => candidate.operation === operation);
    return this.calls
      .filter((call) => route?.pattern.test(call.path) && call.method === operation.method.toUpperCase())
      .map((call) => call.body);
  }

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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = ({ status, body }: StubAnswer) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = url.pathname;
    const body = await readJson(req).catch(() => null);
    this.calls.push({ method, path, body });
    if (req.headers[internalHeaders.secret] !== this.secret) {
      return send({ status: 403, body: { error: 'Internal API', code: 'FORBIDDEN' } });
    }
    if (this.failWith !== null) {
      return send({ status: this.failWith, body: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } });
    }
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match || method !== route.operation.method.toUpperCase()) continue;
      const parsed = route.operation.body?.safeParse(body ?? {});
      if (parsed && !parsed.success) {
        return send({ status: 400, body: { error: 'Invalid body', code: 'VALIDATION_FAILED' } });
      }
      const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
      return send(route.answer({ params, query: Object.fromEntries(url.searchParams), body: parsed?.data }));
    }
    send({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
  }
}
