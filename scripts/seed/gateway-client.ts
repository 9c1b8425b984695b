import type { ApiOperation, z } from '@pickup/contracts';

/** What the gateway answered: the status and the parsed JSON body (null when there was none). */
export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** An access token: the call is made as that user. */
  token?: string;
  /** The business the call names (X-Tenant), as the web app sends it. */
  business?: string;
}

/** Statuses that mean a service behind the gateway is not up yet, as it is while `make dev` starts. */
const notUpYet = new Set([502, 503, 504]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The platform's public API as a browser sees it: every call goes through the gateway. */
export class GatewayClient {
  constructor(
    private readonly baseUrl: string,
    /** How long a call keeps being retried while the service behind it is not up yet. */
    private readonly patienceMs: number,
  ) {}

  /** Whether the gateway answers its readiness check, waiting up to the client's patience. */
  async ready(): Promise<boolean> {
    const deadline = Date.now() + this.patienceMs;
    while (Date.now() < deadline) {
      const ok = await fetch(new URL('/readyz', this.baseUrl)).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return true;
      await pause(1000);
    }
    return false;
  }

  /** One call; while the service behind it is not up yet (unreachable or 502/503/504), again. */
  async call(operation: ApiOperation, options: CallOptions = {}): Promise<Answer> {
    const deadline = Date.now() + this.patienceMs;
    for (;;) {
      const answer = await this.send(operation, options).catch(() => null);
      if (answer && !notUpYet.has(answer.status)) return answer;
      if (Date.now() >= deadline) {
        if (answer) return answer;
        throw new Error(`${operation.method.toUpperCase()} ${operation.path}: the gateway did not answer`);
      }
      await pause(1000);
    }
  }

  /**
   * Asks again, for at most `forMs`, while `retry` says the answer is not the final one yet (a
   * service hearing of a change by event).
   */
  async callUntil(
    operation: ApiOperation,
    options: CallOptions,
    retry: (answer: Answer) => boolean,
    forMs = 30_000,
  ): Promise<Answer> {
    const deadline = Date.now() + forMs;
    for (;;) {
      const answer = await this.call(operation, options);
      if (!retry(answer) || Date.now() >= deadline) return answer;
      await pause(500);
    }
  }

  private async send(operation: ApiOperation, options: CallOptions): Promise<Answer> {
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(options.params?.[name] ?? ''),
    );
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.business) headers['x-tenant'] = options.business;
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const res = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
}

/** The answer's body by its contract when it has the expected status; otherwise a clear error. */
export function expectAnswer<S extends z.ZodType>(
  answer: Answer,
  status: number,
  schema: S,
  what: string,
): z.infer<S> {
  if (answer.status !== status) {
    throw new Error(`${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return schema.parse(answer.body);
}
