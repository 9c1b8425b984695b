import { auth } from '@pickup/contracts';
import { unauthorized } from '@pickup/kit/errors';
import { randomUUID } from 'node:crypto';
import { addDays } from './clock';
import { type Identity, type User } from './model';
import { hashToken, randomToken } from './secrets';

/** What a sign-in hands out: the access token for the API, the refresh token for the cookie. */
export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: User;
}

/**
 * A revoked session must outlive, in Redis, the last access token issued for it; a minute more
 * covers clock skew between the processes that verify tokens.
 */
const revocationTtlSeconds = (identity: Identity) => identity.signer.ttlSeconds + 60;

async function issueRefreshToken(identity: Identity, sessionId: string, userId: string, expiresAt: Date) {
  const refreshToken = randomToken();
  await identity.sessions.addRefreshToken({
    hash: hashToken(refreshToken),
    sessionId,
    userId,
    expiresAt,
    createdAt: identity.clock.now(),
  });
  return refreshToken;
}

function accessTokenFor(identity: Identity, user: User, sessionId: string): string {
  return identity.signer.sign({ userId: user.id, role: user.role, tenantId: user.tenantId, sessionId });
}

/** Opens a session for a user who has just proved who they are. */
export async function startSession(identity: Identity, user: User): Promise<SignedIn> {
  const now = identity.clock.now();
  const sessionId = randomUUID();
  const expiresAt = addDays(now, auth.sessionTtlDays);
  await identity.sessions.create({
    id: sessionId,
    userId: user.id,
    createdAt: now,
    expiresAt,
    revokedAt: null,
  });
  const refreshToken = await issueRefreshToken(identity, sessionId, user.id, expiresAt);
  return {
    accessToken: accessTokenFor(identity, user, sessionId),
    refreshToken,
    refreshExpiresAt: expiresAt,
    user,
  };
}

/**
 * Ends a session: no refresh works any more (database), and its access tokens are refused at
 * once everywhere (Redis). When Redis cannot take the entry the session is still ended; its
 * access tokens then expire on their own within minutes, which is logged.
 */
export async function endSession(identity: Identity, sessionId: string, reason: string): Promise<void> {
  await identity.sessions.revoke(sessionId, reason, identity.clock.now());
  await announceEnded(identity, [sessionId]);
}

export async function endEverySession(identity: Identity, userId: string, reason: string): Promise<void> {
  const ended = await identity.sessions.revokeAllOf(userId, reason, identity.clock.now());
  await announceEnded(identity, ended);
}

async function announceEnded(identity: Identity, sessionIds: string[]): Promise<void> {
  await Promise.all(
    sessionIds.map((sessionId) =>
      identity.revocations.revoke(sessionId, revocationTtlSeconds(identity)).catch((error: unknown) => {
        identity.logger.error(
          { err: error, sessionId },
          'could not record an ended session in Redis; its access tokens stay valid until they expire',
        );
      }),
    ),
  );
}

/** The user a session may still act for: enabled, and of a business that is not switched off. */
export async function activeUser(identity: Identity, userId: string): Promise<User | null> {
  const user = await identity.users.findById(userId);
  if (!user || user.disabled) return null;
  if (user.tenantId && user.role !== 'platform-admin') {
    const tenant = await identity.tenants.find(user.tenantId);
    // A business identity has not heard of yet is not held against its users: its event may lag.
    if (tenant && !tenant.isActive) return null;
  }
  return user;
}

/**
 * Trades a refresh token for a new one and a new access token. Each refresh token works once:
 * presenting one that was already traded means it was copied, so the whole session ends.
 */
export async function refreshSession(identity: Identity, refreshToken: string | null): Promise<SignedIn> {
  const refused = unauthorized('Please sign in again');
  if (!refreshToken) throw refused;
  const now = identity.clock.now();
  const hash = hashToken(refreshToken);
  const current = await identity.sessions.rotateRefreshToken(hash, now);
  if (!current) {
    const used = await identity.sessions.findRefreshToken(hash);
    if (used) {
      identity.logger.warn(
        { sessionId: used.sessionId, userId: used.userId },
        'refresh token reused, ending session',
      );
      await endSession(identity, used.sessionId, 'refresh token reused');
    }
    throw refused;
  }
  const session = await identity.sessions.find(current.sessionId);
  if (!session || session.revokedAt || session.expiresAt <= now || current.expiresAt <= now) throw refused;
  const user = await activeUser(identity, session.userId);
  if (!user) {
    await endSession(identity, session.id, 'user no longer active');
    throw refused;
  }
  const next = await issueRefreshToken(identity, session.id, user.id, session.expiresAt);
  return {
    accessToken: accessTokenFor(identity, user, session.id),
    refreshToken: next,
    refreshExpiresAt: session.expiresAt,
    user,
  };
}

/** The session a refresh token belongs to (for logout without a bearer token), if any. */
export async function sessionOfRefreshToken(
  identity: Identity,
  refreshToken: string,
): Promise<string | null> {
  return (await identity.sessions.findRefreshToken(hashToken(refreshToken)))?.sessionId ?? null;
}
