/**
 * A small JSON client for the proof suites: one call through the gateway as a signed-in user (or
 * no one), answering the status and the parsed body, never throwing on a status, so a suite can
 * judge every answer itself.
 */
export interface Caller {
  /** The access token of a signed-in user, if any. */
  token?: string;
  /** The business the call is for (the X-Tenant header, as the web app sends it). */
  tenant?: string;
}

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
  /** The raw text, for scanning an answer for another business's data. */
  text: string;
  ms: number;
}

export async function call<Body = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  caller: Caller = {},
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: method.toUpperCase(),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(caller.token ? { Authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.tenant ? { 'X-Tenant': caller.tenant } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a CSV, a PDF, an HTML page): the text is the body.
  }
  return { status: response.status, body: parsed as Body, text, ms: performance.now() - started };
}

/** The same call, which must answer `expected`; anything else stops the suite's set-up with the answer. */
export async function expectCall<Body = unknown>(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<Body> {
  const answer = await call<Body>(...args);
  if (answer.status !== expected) {
    const [, method, path] = args;
    throw new Error(
      `${method.toUpperCase()} ${path} answered ${answer.status}, not ${expected}: ${answer.text.slice(0, 500)}`,
    );
  }
  return answer.body;
}
