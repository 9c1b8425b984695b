import { empty, json, jwtExpiringAt, mockApi } from '../../test/api-mock';
import { userOf } from '../../test/users';
import {
  endSession,
  expiresWithin,
  logoutSettled,
  refreshLeadMs,
  refreshRetryMs,
  refreshSession,
  startSilentRefresh,
  tokenExpiresAt,
} from './auth-session';
import { readSession, saveSession } from './session';

const user = userOf('owner');
const minute = 60_000;

beforeEach(() => window.localStorage.clear());

describe('tokenExpiresAt', () => {
  it("reads exp (seconds) from the JWT's payload", () => {
    const at = Date.UTC(2030, 0, 1, 12, 0, 0);
    expect(tokenExpiresAt(jwtExpiringAt(at))).toBe(at);
  });

  it('reads payloads with non-ASCII text and base64url characters', () => {
    const at = Date.UTC(2030, 0, 1);
    expect(tokenExpiresAt(jwtExpiringAt(at, { name: 'Zoë ✓ ~~~???>>>' }))).toBe(at);
  });

  it.each(['', 'token-owner', 'a.b', 'a.!!!.c', `x.${btoa('{"exp":"soon"}')}.y`, `x.${btoa('[1]')}.y`])(
    'is null for %p',
    (token) => {
      expect(tokenExpiresAt(token)).toBeNull();
    },
  );

  it('tells whether a token expires within a window', () => {
    const now = Date.now();
    expect(expiresWithin(jwtExpiringAt(now + 30_000), minute, now)).toBe(true);
    expect(expiresWithin(jwtExpiringAt(now + 5 * minute), minute, now)).toBe(false);
    expect(expiresWithin('not-a-jwt', minute, now)).toBe(false);
  });
});

describe('refreshSession', () => {
  it('exchanges the cookie for a new token and stores it, without a bearer header', async () => {
    const stale = jwtExpiringAt(Date.now() - 1000);
    saveSession(stale, user);
    const fresh = jwtExpiringAt(Date.now() + 15 * minute);
    const api = mockApi({
      'POST /api/auth/refresh': json({ token: fresh, user }),
    });
    expect(await refreshSession(stale)).toEqual({ kind: 'refreshed', token: fresh });
    expect(readSession()).toEqual({ token: fresh, user });
    const [call] = api.to('POST /api/auth/refresh');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it('is rejected on 401, and unavailable on a network failure or a server error', async () => {
    saveSession('t', user);
    mockApi({ 'POST /api/auth/refresh': json({ error: 'No session' }, 401) });
    expect(await refreshSession('t')).toEqual({ kind: 'rejected' });
    mockApi({ 'POST /api/auth/refresh': new TypeError('Failed to fetch') });
    expect(await refreshSession('t')).toEqual({ kind: 'unavailable' });
    mockApi({ 'POST /api/auth/refresh': empty(503) });
    expect(await refreshSession('t')).toEqual({ kind: 'unavailable' });
    mockApi({ 'POST /api/auth/refresh': json({ token: 'x' }) });
    expect(await refreshSession('t')).toEqual({ kind: 'unavailable' });
    expect(readSession().token).toBe('t');
  });

  it('makes one call for callers that ask at the same time', async () => {
    saveSession('t', user);
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    const outcomes = await Promise.all([refreshSession('t'), refreshSession('t'), refreshSession('t')]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('uses a token another tab has just refreshed instead of reusing the rotated cookie', async () => {
    const other = jwtExpiringAt(Date.now() + 15 * minute);
    saveSession(other, user);
    const api = mockApi({});
    expect(await refreshSession('the-old-one')).toEqual({ kind: 'refreshed', token: other });
    expect(api.calls).toHaveLength(0);
  });

  it('does not bring back a session that was logged out', async () => {
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    expect(await refreshSession('t')).toEqual({ kind: 'rejected' });
    expect(api.calls).toHaveLength(0);
    expect(readSession().token).toBeNull();
  });
});

describe('startSilentRefresh', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) }));
  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.useRealTimers();
  });

  it('refreshes about a minute before the token expires, then follows the new token', async () => {
    const first = jwtExpiringAt(Date.now() + 15 * minute);
    const second = jwtExpiringAt(Date.now() + 29 * minute);
    const third = jwtExpiringAt(Date.now() + 43 * minute);
    const api = mockApi({
      'POST /api/auth/refresh': [json({ token: second, user }), json({ token: third, user })],
    });
    saveSession(first, user);
    stop = startSilentRefresh();

    await jest.advanceTimersByTimeAsync(14 * minute - 1);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(readSession().token).toBe(second);

    // The new token (expiring at 29 min) is refreshed at 28 min.
    await jest.advanceTimersByTimeAsync(14 * minute - 1);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(readSession().token).toBe(third);
  });

  it('refreshes at once a token that has already expired', async () => {
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    saveSession(jwtExpiringAt(Date.now() - minute), user);
    stop = startSilentRefresh();
    await jest.advanceTimersByTimeAsync(0);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('ends the session when the server refuses the refresh', async () => {
    mockApi({ 'POST /api/auth/refresh': json({ error: 'Session revoked' }, 401) });
    saveSession(jwtExpiringAt(Date.now() + 2 * minute), user);
    window.localStorage.setItem('user', '{}');
    stop = startSilentRefresh();
    await jest.advanceTimersByTimeAsync(minute);
    expect(readSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('tries again later when the server cannot be reached', async () => {
    const api = mockApi({
      'POST /api/auth/refresh': [new TypeError('Failed to fetch'), json({ token: 'fresh', user })],
    });
    const token = jwtExpiringAt(Date.now() + 2 * minute);
    saveSession(token, user);
    stop = startSilentRefresh();
    await jest.advanceTimersByTimeAsync(minute);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(readSession().token).toBe(token);
    await jest.advanceTimersByTimeAsync(refreshRetryMs);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(readSession().token).toBe('fresh');
  });

  it('waits through delays longer than a timer can hold', async () => {
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    saveSession(jwtExpiringAt(Date.now() + 30 * 24 * 60 * minute), user);
    stop = startSilentRefresh();
    await jest.advanceTimersByTimeAsync(25 * 24 * 60 * minute);
    expect(api.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(5 * 24 * 60 * minute - refreshLeadMs);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('schedules nothing for a token without an expiry, and stops when the session ends', async () => {
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    saveSession('token-owner', user);
    stop = startSilentRefresh();
    await jest.advanceTimersByTimeAsync(60 * minute);
    saveSession(jwtExpiringAt(Date.now() + 5 * minute), user);
    window.localStorage.clear();
    window.dispatchEvent(new Event('storage'));
    await jest.advanceTimersByTimeAsync(60 * minute);
    expect(api.calls).toHaveLength(0);
  });

  it('picks up a session signed in after it started', async () => {
    const api = mockApi({ 'POST /api/auth/refresh': json({ token: 'fresh', user }) });
    stop = startSilentRefresh();
    saveSession(jwtExpiringAt(Date.now() + 3 * minute), user);
    await jest.advanceTimersByTimeAsync(2 * minute);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
  });
});

describe('endSession', () => {
  it('asks the server to revoke the session with the bearer token and clears every key', async () => {
    const token = jwtExpiringAt(Date.now() + 10 * minute);
    saveSession(token, user);
    window.localStorage.setItem('user', '{}');
    window.localStorage.setItem('token', 'legacy');
    const api = mockApi({ 'POST /api/auth/logout': empty(204) });
    const done = endSession();
    expect(
      ['auth_token', 'auth_user', 'user', 'token'].map((key) => window.localStorage.getItem(key)),
    ).toEqual([null, null, null, null]);
    await done;
    const [call] = api.to('POST /api/auth/logout');
    expect(call?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(call?.init.credentials).toBe('include');
  });

  it('leaves out an expired token (the gateway would refuse it) and ignores a failure', async () => {
    saveSession(jwtExpiringAt(Date.now() - minute), user);
    const api = mockApi({ 'POST /api/auth/logout': new TypeError('Failed to fetch') });
    await expect(endSession()).resolves.toBeUndefined();
    expect(api.to('POST /api/auth/logout')[0]?.headers.Authorization).toBeUndefined();
    expect(readSession().token).toBeNull();
  });

  it('lets sign-in calls wait until the server has answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'POST /api/auth/logout': () => new Promise<Response>((resolve) => (answer = resolve)) });
    saveSession('t', user);
    void endSession();
    let settled = false;
    void logoutSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(empty(204));
    await logoutSettled();
    expect(settled).toBe(true);
  });
});
