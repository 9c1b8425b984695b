/** A recorded call of the mocked fetch. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app passed it. */
  url: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

export type Answer =
  Response | Error | ((request: SentRequest) => Response | Error | Promise<Response | Error>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function empty(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

function parse(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces window.fetch with a mock answering by "METHOD /path" (query ignored). An answer may be a
 * Response, an Error (a network failure), a function of the request, or a list answered in turn (the
 * last one repeats). Anything unlisted gets 502, the gateway's answer when a service is down.
 */
export function mockApi(routes: Record<string, Answer | Answer[]>): {
  calls: SentRequest[];
  to: (key: string) => SentRequest[];
} {
  const calls: SentRequest[] = [];
  const served = new Map<string, number>();
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const request: SentRequest = {
      method,
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: parse(init.body),
      init,
    };
    calls.push(request);
    const key = `${method} ${url.split('?')[0] ?? url}`;
    const route = routes[key];
    let answer: Answer | undefined;
    if (Array.isArray(route)) {
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      answer = route[Math.min(index, route.length - 1)];
    } else {
      answer = route;
    }
    const result =
      typeof answer === 'function' ? await answer(request) : (answer ?? empty(502, 'Bad Gateway'));
    if (result instanceof Error) throw result;
    // A Response body can be read once; hand out a copy so a listed answer can repeat.
    return result.clone();
  });
  window.fetch = fetchMock as unknown as typeof window.fetch;
  return {
    calls,
    to: (key) => calls.filter((call) => `${call.method} ${call.url.split('?')[0] ?? call.url}` === key),
  };
}

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT-shaped token whose payload carries `exp` (seconds), as identity's tokens do. */
export function jwtExpiringAt(expiresAtMs: number, claims: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub: 'u1', ...claims, exp: Math.floor(expiresAtMs / 1000) }));
  return `${header}.${payload}.signature`;
}
