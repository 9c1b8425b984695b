import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
import { logoutSettled, refreshSession } from './auth-session';
import { fileNameOf } from './save-file';
import { clearSession, readSession } from './session';
import { currentTenant } from './tenant';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  /** Path under the site origin, e.g. /api/business/branding. */
  url: string;
  method?: HttpMethod;
  /** Sent as JSON, except FormData (file uploads), which the browser encodes itself. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  /**
   * The business slug for X-Tenant, when the endpoint takes it as an argument (so that it is also part
   * of the cache key); by default the slug the current page resolves to.
   */
  tenant?: string | null;
  /**
   * False for the calls that sign in or recover an account (login, register, magic links, password
   * reset, admin setup): they carry no bearer token (a stale one would be refused at the gateway),
   * a 401 from them is an answer about the credentials rather than the session, and they wait for a
   * logout still on its way. Default true.
   */
  session?: boolean;
  /**
   * 'blob' for a file the API answers (a receipt's PDF, a report): the body is handed over as it
   * came, and the name the server gives it in `meta.fileName`. Errors are read as text either way.
   * Default 'json'.
   */
  responseType?: 'json' | 'blob';
}

/** What an answer says besides its body. */
export interface ResponseMeta {
  /** The file name of a blob answer, from its Content-Disposition; absent when it names none. */
  fileName?: string;
}

export const unauthorizedMessage = '401: Unauthorized - please log in again';

function withParams(url: string, params: ApiRequest['params']): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

type Sent = { response: Response } | { failure: string };

/**
 * The one way the app talks to the gateway, keeping the spec's request conventions: JSON bodies,
 * cookies on every call, the bearer token when one is stored, the business slug the page resolved
 * (X-Tenant) for calls made before sign-in, and errors as `${status}: ${text}`. A 401 is answered
 * with one refresh of the access token and one retry; when that cannot fix it, the session ends,
 * whichever call met it. No other retries: a failed call fails once.
 */
export const baseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError, object, ResponseMeta> = async (
  args,
  { signal },
) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const { url, method = 'GET', body, params, session = true, responseType = 'json' } = request;
  const tenant = request.tenant === undefined ? (currentTenant()?.slug ?? null) : request.tenant;

  let payload: BodyInit | undefined;
  const contentHeaders: Record<string, string> = {};
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    contentHeaders['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const send = async (token: string | null): Promise<Sent> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...contentHeaders };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (tenant) headers['X-Tenant'] = tenant;
    try {
      const response = await fetch(withParams(url, params), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal,
      });
      return { response };
    } catch (error) {
      return { failure: error instanceof Error ? error.message : String(error) };
    }
  };

  if (!session) await logoutSettled();
  const token = session ? readSession().token : null;
  let sent = await send(token);
  if (session && token && 'response' in sent && sent.response.status === 401) {
    const refreshed = await refreshSession(token);
    if (refreshed.kind === 'refreshed') sent = await send(refreshed.token);
  }
  if ('failure' in sent) return { error: { status: 0, message: sent.failure, data: null } };
  const { response } = sent;

  if (responseType === 'blob' && response.ok) {
    try {
      const fileName = fileNameOf(response.headers.get('content-disposition')) ?? undefined;
      return { data: await response.blob(), meta: { fileName } };
    } catch (error) {
      return {
        error: { status: 0, message: error instanceof Error ? error.message : String(error), data: null },
      };
    }
  }

  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body counts as an empty one: the status line still says what happened.
  }
  const data = parseBody(text, response.headers.get('content-type'));

  if (response.status === 401 && session) {
    clearSession();
    return { error: { status: 401, message: unauthorizedMessage, data } };
  }
  if (!response.ok) {
    return {
      error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data },
    };
  }
  return { data };
};
