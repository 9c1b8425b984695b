import { clearSession, readSession, saveSession, subscribeToSession } from './session';

/**
 * The server side of the session (DESIGN.md §3 Auth): a short-lived access token, kept in
 * localStorage by ./session, and an httpOnly refresh cookie that the identity service rotates on
 * every use. This module refreshes the access token before it expires, answers a 401 with one
 * refresh, and ends the session on the server at logout.
 */

export const refreshPath = '/api/auth/refresh';
export const logoutPath = '/api/auth/logout';

/** A token is refreshed this long before it expires. */
export const refreshLeadMs = 60_000;
/** After a refresh that got no usable answer (network, 5xx), the next try comes this much later. */
export const refreshRetryMs = 30_000;
/** setTimeout fires at once beyond this delay, so longer waits are taken in several steps. */
const maxTimerMs = 2_147_483_647;
/** Serialises refreshes across the tabs of the browser (Web Locks API). */
const refreshLockName = 'pickup-auth-refresh';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * When a JWT expires (ms since the epoch), read from the `exp` claim of its payload. The signature
 * is not checked: the server does that; the client only needs to know when to refresh. Null for
 * anything that is not a JWT with a numeric `exp`.
 */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as Record<string, unknown>).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether the token is known to expire within `withinMs` (false when its expiry is unknown). */
export function expiresWithin(token: string, withinMs: number, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= withinMs;
}

export type RefreshOutcome =
  /** A fresh access token is stored (by this call or, meanwhile, by another tab). */
  | { kind: 'refreshed'; token: string }
  /** The server refused: there is no session to refresh any more. */
  | { kind: 'rejected' }
  /** No usable answer (network failure, server error): worth another try later. */
  | { kind: 'unavailable' };

let inFlight: Promise<RefreshOutcome> | null = null;
let pendingLogout: Promise<void> | null = null;

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(refreshLockName, task);
}

async function exchangeRefreshCookie(staleToken: string | null): Promise<RefreshOutcome> {
  const current = readSession().token;
  // Logged out meanwhile (here or in another tab): the session must not come back.
  if (current === null) return { kind: 'rejected' };
  // Another tab refreshed while this one waited for the lock; its token is the one to use, and
  // sending the (rotated) refresh cookie again would look like reuse and revoke the session.
  if (current !== staleToken && !expiresWithin(current, refreshLeadMs)) {
    return { kind: 'refreshed', token: current };
  }

  let response: Response;
  try {
    // No bearer header: the cookie is the credential, and an expired token would be refused at the gateway.
    response = await fetch(refreshPath, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'unavailable' };
  if (!response.ok) return { kind: 'rejected' };

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Handled below as an answer without a session.
  }
  // The contract's parser comes with the first refresh rather than with the page: zod is not part of
  // the first load. Identity's schemas alone: a dynamic import keeps every export of what it names.
  const { authResult } = await import('@pickup/contracts/identity');
  const answer = authResult.safeParse(body);
  if (!answer.success) return { kind: 'unavailable' };
  if (readSession().token === null) return { kind: 'rejected' };
  saveSession(answer.data.token, answer.data.user);
  return { kind: 'refreshed', token: answer.data.token };
}

/**
 * Exchanges the refresh cookie for a new access token and stores it. `staleToken` is the token the
 * caller found wanting (expiring, or refused with 401). One refresh runs at a time: callers in this
 * tab share it, and tabs take turns through a Web Lock.
 */
export function refreshSession(staleToken: string | null): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const running = withRefreshLock(() => exchangeRefreshCookie(staleToken)).finally(() => {
    if (inFlight === running) inFlight = null;
  });
  inFlight = running;
  return running;
}

/**
 * Keeps the stored session's access token fresh: about a minute before it expires (or at once when it
 * already has) the refresh cookie is exchanged for a new one. A refused refresh ends the session; one
 * that got no answer is tried again later. Follows the session as it changes (sign-in, another tab).
 * Returns the function that stops it.
 */
export function startSilentRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;
  let stopped = false;

  const arm = (token: string, dueAt: number) => {
    clearTimeout(timer);
    const delay = Math.min(Math.max(dueAt - Date.now(), 0), maxTimerMs);
    timer = setTimeout(() => void fire(token, dueAt), delay);
  };

  const fire = async (token: string, dueAt: number) => {
    timer = undefined;
    if (Date.now() < dueAt) {
      arm(token, dueAt);
      return;
    }
    const outcome = await refreshSession(token);
    if (stopped || readSession().token !== token) return;
    if (outcome.kind === 'rejected') clearSession();
    else if (outcome.kind === 'unavailable') arm(token, Date.now() + refreshRetryMs);
  };

  const follow = () => {
    const { token } = readSession();
    if (token === scheduledFor) return;
    scheduledFor = token;
    clearTimeout(timer);
    timer = undefined;
    const expiresAt = token === null ? null : tokenExpiresAt(token);
    if (token !== null && expiresAt !== null) arm(token, expiresAt - refreshLeadMs);
  };

  follow();
  const unsubscribe = subscribeToSession(follow);
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
  };
}

/**
 * Logout: asks the server to revoke the session and clear its cookie (its failure does not matter),
 * and clears every stored key at once. The returned promise settles when the server has answered;
 * sign-in calls wait for it, so a late answer cannot clear the cookie of the next session.
 */
export function endSession(): Promise<void> {
  const { token } = readSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // An expired token would be refused at the gateway before the session could be revoked.
  if (token && !expiresWithin(token, 0)) headers.Authorization = `Bearer ${token}`;
  let request: Promise<void>;
  try {
    request = fetch(logoutPath, { method: 'POST', credentials: 'include', headers, keepalive: true }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    request = Promise.resolve();
  }
  const tracked = request.finally(() => {
    if (pendingLogout === tracked) pendingLogout = null;
  });
  pendingLogout = tracked;
  clearSession();
  return tracked;
}

/** Settles once a logout still on its way to the server has been answered. */
export function logoutSettled(): Promise<void> {
  return pendingLogout ?? Promise.resolve();
}
