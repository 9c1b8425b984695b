import {
  authChangeEvent,
  clearSession,
  parseSessionUser,
  readSession,
  saveSession,
  subscribeToSession,
  type SessionUser,
} from './session';
import { userOf } from '../../test/users';

const owner: SessionUser = userOf('owner');

beforeEach(() => window.localStorage.clear());

describe('session storage', () => {
  it('is empty when nothing is stored', () => {
    expect(readSession()).toEqual({ token: null, user: null });
  });

  it('stores the token and user under auth_token and auth_user', () => {
    saveSession('t0k', owner);
    expect(window.localStorage.getItem('auth_token')).toBe('t0k');
    expect(JSON.parse(window.localStorage.getItem('auth_user') ?? 'null')).toEqual(owner);
    expect(readSession()).toEqual({ token: 't0k', user: owner });
  });

  it('reads the legacy user key when auth_user is absent', () => {
    const { tenantId: _none, ...legacy } = owner;
    window.localStorage.setItem('user', JSON.stringify({ ...legacy, id: 7, role: 'customer' }));
    expect(readSession().user).toEqual({ ...owner, id: '7', role: 'customer', tenantId: null });
  });

  it('prefers auth_user over the legacy key', () => {
    window.localStorage.setItem('user', JSON.stringify({ ...owner, role: 'customer' }));
    window.localStorage.setItem('auth_user', JSON.stringify(owner));
    expect(readSession().user?.role).toBe('owner');
  });

  it('returns the same object while storage is unchanged', () => {
    saveSession('t0k', owner);
    expect(readSession()).toBe(readSession());
  });

  it('clears auth_token, auth_user, user and token', () => {
    saveSession('t0k', owner);
    window.localStorage.setItem('user', '{}');
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(
      ['auth_token', 'auth_user', 'user', 'token'].map((key) => window.localStorage.getItem(key)),
    ).toEqual([null, null, null, null]);
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(readSession()).toEqual({ token: null, user: null });
  });

  it('announces changes with the auth-change event and hears storage events', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession('t0k', owner);
    clearSession();
    window.dispatchEvent(new Event('storage'));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    window.dispatchEvent(new Event(authChangeEvent));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('parseSessionUser', () => {
  it.each([null, '', 'not json', '"text"', 'null', '{}', JSON.stringify({ role: 'courier' })])(
    'treats %p as no user',
    (raw) => {
      expect(parseSessionUser(raw)).toBeNull();
    },
  );

  it('fills missing text fields with empty strings', () => {
    expect(parseSessionUser(JSON.stringify({ role: 'platform-admin' }))).toEqual({
      id: '',
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      role: 'platform-admin',
      tenantId: null,
    });
  });
});
