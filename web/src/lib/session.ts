import { roles, type Role } from '@pickup/contracts/constants';
import type { PublicUser } from '@pickup/contracts/schemas';
import { useSyncExternalStore } from 'react';

/** The signed-in user: the user of identity's answers, as the contract gives it. */
export type SessionUser = PublicUser;

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

export const sessionKeys = {
  token: 'auth_token',
  user: 'auth_user',
  /** Written by older clients; read when auth_user is absent. */
  legacyUser: 'user',
  /** Written by older clients; only ever cleared. */
  legacyToken: 'token',
} as const;

/** Dispatched on window whenever this tab changes the session (other tabs get a storage event). */
export const authChangeEvent = 'auth-change';

const emptySession: Session = { token: null, user: null };

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * A stored user record, or null when it is missing, unreadable or has no known role. The app stores
 * what the contract's parser accepted; older clients stored records of their own (numeric ids, fields
 * left out), which are read as far as they go. Checked by hand rather than with the contract's
 * schema: this runs on every page, and zod is not part of the first load.
 */
export function parseSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isRole(record.role)) return null;
  return {
    id: text(record.id),
    username: text(record.username),
    email: text(record.email),
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    role: record.role,
    tenantId: typeof record.tenantId === 'string' ? record.tenantId : null,
  };
}

// Storage can throw (disabled cookies, private modes); a session that cannot be read is no session.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

let cache: { token: string | null; rawUser: string | null; session: Session } | null = null;

/**
 * The stored session. The same object is returned while storage is unchanged, which
 * useSyncExternalStore relies on to avoid re-rendering forever.
 */
export function readSession(): Session {
  const token = read(sessionKeys.token);
  const rawUser = read(sessionKeys.user) ?? read(sessionKeys.legacyUser);
  if (cache && cache.token === token && cache.rawUser === rawUser) return cache.session;
  const user = parseSessionUser(rawUser);
  const session = token === null && user === null ? emptySession : { token, user };
  cache = { token, rawUser, session };
  return session;
}

function announce(): void {
  window.dispatchEvent(new Event(authChangeEvent));
}

export function saveSession(token: string, user: SessionUser): void {
  window.localStorage.setItem(sessionKeys.token, token);
  window.localStorage.setItem(sessionKeys.user, JSON.stringify(user));
  announce();
}

export function clearSession(): void {
  try {
    for (const key of Object.values(sessionKeys)) window.localStorage.removeItem(key);
  } finally {
    announce();
  }
}

export function subscribeToSession(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(authChangeEvent, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(authChangeEvent, listener);
  };
}

/** The current session, re-read when another tab or this one changes it. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, readSession, () => emptySession);
}
