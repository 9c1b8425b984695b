import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
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

/**
 * The one way the app talks to the gateway, keeping the spec's request conventions: JSON bodies,
 * cookies on every call, the bearer token when one is stored, the business slug the page resolved
 * (X-Tenant) for calls made before sign-in, and errors as `${status}: ${text}`. A 401 ends the
 * session, whichever call met it. No retries: a failed call fails once.
 */
export const baseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError> = async (args, { signal }) => {
  const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
  const { url, method = 'GET', body, params } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { token } = readSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = request.tenant === undefined ? (currentTenant()?.slug ?? null) : request.tenant;
  if (tenant) headers['X-Tenant'] = tenant;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(withParams(url, params), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    return {
      error: { status: 0, message: error instanceof Error ? error.message : String(error), data: null },
    };
  }

  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body counts as an empty one: the status line still says what happened.
  }
  const data = parseBody(text, response.headers.get('content-type'));

  if (response.status === 401) {
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
