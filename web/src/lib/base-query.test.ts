import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, type ApiRequest } from './base-query';
import { userOf } from '../../test/users';
import { readSession, saveSession } from './session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

function answer(body: string, init: ResponseInit & { contentType?: string } = {}): Response {
  const headers: Record<string, string> =
    init.contentType === undefined ? {} : { 'Content-Type': init.contentType };
  return new Response(body === '' ? null : body, { ...init, headers });
}

function run(args: string | ApiRequest) {
  return baseQuery(args, queryApi, {});
}

function sentRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof window.fetch;
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('baseQuery requests', () => {
  it('sends GET with cookies and no auth or tenant headers for a visitor on the platform', async () => {
    fetchMock.mockResolvedValue(answer('{"ok":true}', { contentType: 'application/json' }));
    const result = await run('/api/business/branding');
    expect(result).toEqual({ data: { ok: true } });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/business/branding');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Tenant']).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(answer('', { status: 204 }));
    await run({ url: '/api/messages', method: 'POST', body: { content: 'Hi' } });
    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"content":"Hi"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('hands over a file as it came when asked for a blob, and still reads a failure as text', async () => {
    fetchMock.mockResolvedValueOnce(answer('%PDF-1.7', { contentType: 'application/pdf' }));
    const file = await run({ url: '/api/orders/1/receipt', responseType: 'blob' });
    const blob = file.data as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');

    fetchMock.mockResolvedValueOnce(
      answer('{"error":"Order not found"}', { status: 404, contentType: 'application/json' }),
    );
    const missing = await run({ url: '/api/orders/2/receipt', responseType: 'blob' });
    expect(missing.error).toEqual({
      status: 404,
      message: '404: {"error":"Order not found"}',
      data: { error: 'Order not found' },
    });
  });

  it('leaves FormData for the browser to encode', async () => {
    fetchMock.mockResolvedValue(answer('{}', { contentType: 'application/json' }));
    const form = new FormData();
    form.append('logo', 'x');
    await run({ url: '/api/business/logo', method: 'POST', body: form });
    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('adds the bearer token when one is stored', async () => {
    saveSession('abc.def', userOf('customer'));
    fetchMock.mockResolvedValue(answer('[]', { contentType: 'application/json' }));
    await run('/api/cart/1');
    expect(sentRequest().headers.Authorization).toBe('Bearer abc.def');
  });

  it('names the business of the page in X-Tenant', async () => {
    window.history.pushState({}, '', '/acme/signup');
    fetchMock.mockResolvedValue(answer('{}', { contentType: 'application/json' }));
    await run('/api/public/business/acme');
    expect(sentRequest().headers['X-Tenant']).toBe('acme');
  });

  it('appends query parameters, skipping empty ones', async () => {
    fetchMock.mockResolvedValue(answer('{}', { contentType: 'application/json' }));
    await run({ url: '/api/customers', params: { page: 1, limit: 20, search: undefined, status: 'active' } });
    expect(sentRequest().url).toBe('/api/customers?page=1&limit=20&status=active');
  });

  it('returns null for an empty answer and text for a non-JSON one', async () => {
    fetchMock.mockResolvedValueOnce(answer('', { status: 204 }));
    fetchMock.mockResolvedValueOnce(answer('plain words', { contentType: 'text/plain' }));
    expect(await run('/api/a')).toEqual({ data: null });
    expect(await run('/api/b')).toEqual({ data: 'plain words' });
  });
});

describe('baseQuery errors', () => {
  it('reports status and body text', async () => {
    const body = '{"error":"Business Not Found","code":"NOT_FOUND"}';
    fetchMock.mockResolvedValue(
      answer(body, { status: 404, statusText: 'Not Found', contentType: 'application/json' }),
    );
    expect(await run('/api/business/branding')).toEqual({
      error: {
        status: 404,
        message: `404: ${body}`,
        data: { error: 'Business Not Found', code: 'NOT_FOUND' },
      },
    });
  });

  it('reports the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(answer('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await run('/api/routes')).toEqual({
      error: { status: 503, message: '503: Service Unavailable', data: null },
    });
  });

  it('ends the session on 401 and asks to log in again', async () => {
    saveSession('expired', userOf('owner'));
    window.localStorage.setItem('user', '{"role":"owner"}');
    window.localStorage.setItem('token', 'old');
    const changed = jest.fn();
    window.addEventListener('auth-change', changed);
    fetchMock.mockResolvedValue(
      answer('{"error":"Invalid token"}', { status: 401, contentType: 'application/json' }),
    );

    const result = await run('/api/business/settings');

    window.removeEventListener('auth-change', changed);
    expect(result.error?.message).toBe('401: Unauthorized - please log in again');
    expect(result.error?.status).toBe(401);
    expect(readSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.length).toBe(0);
    expect(changed).toHaveBeenCalled();
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await run('/api/routes')).toEqual({
      error: { status: 0, message: 'Failed to fetch', data: null },
    });
  });
});

describe('baseQuery tenant override', () => {
  it('uses the slug an endpoint passes, or none when it passes null', async () => {
    window.history.pushState({}, '', '/acme/signup');
    fetchMock.mockResolvedValue(answer('{}', { contentType: 'application/json' }));
    await run({ url: '/api/business/branding', tenant: 'green' });
    await run({ url: '/api/business/branding', tenant: null });
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['X-Tenant'],
    );
    expect(headers).toEqual(['green', undefined]);
  });
});

describe('baseQuery and the refresh of an expired access token', () => {
  const owner = userOf('owner');

  function respond(handlers: Record<string, Response[]>) {
    const served: Record<string, number> = {};
    fetchMock.mockImplementation(async (url) => {
      const list = handlers[url] ?? [answer('', { status: 502 })];
      const index = served[url] ?? 0;
      served[url] = index + 1;
      return (list[Math.min(index, list.length - 1)] as Response).clone();
    });
  }

  function authorizations(url: string): (string | undefined)[] {
    return fetchMock.mock.calls
      .filter(([called]) => called === url)
      .map(([, init]) => (init.headers as Record<string, string>).Authorization);
  }

  const unauthorized = () =>
    answer('{"error":"Token expired"}', { status: 401, contentType: 'application/json' });
  const ok = (body: string) => answer(body, { contentType: 'application/json' });

  it('answers a 401 with one refresh and one retry with the new token', async () => {
    saveSession('old', owner);
    respond({
      '/api/routes': [unauthorized(), ok('[1]')],
      '/api/auth/refresh': [ok(JSON.stringify({ token: 'new', user: owner }))],
    });
    expect(await run('/api/routes')).toEqual({ data: [1] });
    expect(authorizations('/api/routes')).toEqual(['Bearer old', 'Bearer new']);
    expect(authorizations('/api/auth/refresh')).toEqual([undefined]);
    expect(readSession().token).toBe('new');
  });

  it('ends the session when the refresh is refused', async () => {
    saveSession('old', owner);
    respond({ '/api/routes': [unauthorized()], '/api/auth/refresh': [unauthorized()] });
    const result = await run('/api/routes');
    expect(result.error).toEqual({
      status: 401,
      message: '401: Unauthorized - please log in again',
      data: { error: 'Token expired' },
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/routes', '/api/auth/refresh']);
    expect(readSession()).toEqual({ token: null, user: null });
  });

  it('retries only once: a second 401 ends the session', async () => {
    saveSession('old', owner);
    respond({
      '/api/routes': [unauthorized()],
      '/api/auth/refresh': [ok(JSON.stringify({ token: 'new', user: owner }))],
    });
    expect((await run('/api/routes')).error?.message).toBe('401: Unauthorized - please log in again');
    expect(authorizations('/api/routes')).toHaveLength(2);
    expect(readSession().token).toBeNull();
  });

  it('does not refresh for a visitor: there is no session to refresh', async () => {
    respond({ '/api/routes': [unauthorized()] });
    await run('/api/routes');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/routes']);
  });

  it('sends sign-in calls without the stored token, and their 401 leaves the session alone', async () => {
    saveSession('old', owner);
    respond({
      '/api/auth/login': [
        answer('{"error":"Invalid credentials"}', { status: 401, contentType: 'application/json' }),
      ],
    });
    const result = await run({ url: '/api/auth/login', method: 'POST', body: {}, session: false });
    expect(result.error).toEqual({
      status: 401,
      message: '401: {"error":"Invalid credentials"}',
      data: { error: 'Invalid credentials' },
    });
    expect(authorizations('/api/auth/login')).toEqual([undefined]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readSession().token).toBe('old');
  });
});
