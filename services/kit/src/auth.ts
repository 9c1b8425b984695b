import { roles, type Role, z } from '@pickup/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { JwksClient } from 'jwks-rsa';
import { LRUCache } from 'lru-cache';
import type { IncomingHttpHeaders } from 'node:http';
import { forbidden, unauthorized } from './errors';
import { sameSecret } from './secrets';

/** The claims identity puts in every access token. */
export const accessTokenClaims = z.object({
  sub: z.string().min(1),
  role: z.enum(roles),
  tid: z.string().nullable(),
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export interface AuthUser {
  id: string;
  role: Role;
  tenantId: string | null;
  sessionId?: string;
}

export interface RequestAuth {
  user: AuthUser | null;
  /** The tenant the request acts for: a signed-in user's own (their token's), else the one the gateway resolved. */
  tenantId: string | null;
  /** The caller holds the internal secret: the gateway, or another service. */
  internal: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth: RequestAuth;
    requestId: string;
    /** The JSON body's bytes as received (see createApp), for signature checks. */
    rawBody?: Buffer;
  }
}

export const internalHeaders = {
  tenantId: 'x-tenant-id',
  secret: 'x-internal-secret',
} as const;

export interface TokenVerifierOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** Whether the token's session has ended (SessionRevocations.isRevoked); such a token is a 401. */
  isRevoked?: (sessionId: string) => Promise<boolean>;
  /**
   * How many verified tokens to remember, by their exact text, until they expire: a token sent
   * again skips decoding and the signature check, while isRevoked is still asked on every call.
   * A remembered token outlives the removal of its key from the JWKS. None when absent.
   */
  rememberVerified?: number;
}

export const sessionEndedMessage = 'Session ended, please sign in again';

export type TokenVerifier = (token: string) => Promise<AuthUser>;

interface VerifiedToken {
  user: AuthUser;
  /** The exp claim in ms, when the token has one. */
  expiresAtMs: number | null;
}

/**
 * Verifies RS256 access tokens against identity's JWKS. Keys are cached; a token signed with a
 * key id the cache has not seen makes the client fetch the key set again (rate limited). A
 * valid token whose session has been revoked is refused too.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const jwks = new JwksClient({
    jwksUri: options.jwksUrl,
    cache: true,
    cacheMaxAge: 10 * 60 * 1000,
    rateLimit: true,
    jwksRequestsPerMinute: 30,
    timeout: 5000,
  });
  const checkSignature = async (token: string): Promise<VerifiedToken> => {
    const decoded = jwt.decode(token, { complete: true });
    const kid = decoded?.header.kid;
    if (!decoded || typeof kid !== 'string') throw unauthorized('Invalid token');
    let publicKey: string;
    try {
      publicKey = (await jwks.getSigningKey(kid)).getPublicKey();
    } catch {
      throw unauthorized('Invalid token');
    }
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, publicKey, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
      });
    } catch (error) {
      throw unauthorized(error instanceof jwt.TokenExpiredError ? 'Token expired' : 'Invalid token');
    }
    const claims = accessTokenClaims.safeParse(payload);
    if (!claims.success) throw unauthorized('Invalid token');
    const { sub, role, tid, sid } = claims.data;
    const exp = typeof payload === 'object' ? payload.exp : undefined;
    return {
      user: { id: sub, role, tenantId: tid, ...(sid ? { sessionId: sid } : {}) },
      expiresAtMs: exp === undefined ? null : exp * 1000,
    };
  };
  // Stale entries are never served: an entry lives until its token's exp, when jwt.verify would
  // start answering "Token expired".
  const remembered = options.rememberVerified
    ? new LRUCache<string, AuthUser>({ max: options.rememberVerified })
    : null;
  const verified = async (token: string): Promise<AuthUser> => {
    const known = remembered?.get(token);
    if (known) return known;
    const { user, expiresAtMs } = await checkSignature(token);
    // A ttl of 0 would mean "forever" to the cache: a token without exp, or at its last
    // millisecond, is not remembered.
    const ttl = expiresAtMs === null ? 0 : expiresAtMs - Date.now();
    if (remembered && ttl > 0) remembered.set(token, user, { ttl });
    return user;
  };
  return async (token) => {
    const user = await verified(token);
    if (user.sessionId && options.isRevoked && (await options.isRevoked(user.sessionId))) {
      throw unauthorized(sessionEndedMessage);
    }
    // A copy: callers own what they are given, and a remembered user must not change.
    return { ...user };
  };
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Who is calling, from a token (null: anonymous) and the request's headers. The tenant header is
 * believed only when it comes with the internal secret (from the gateway).
 */
async function readAuth(
  verify: TokenVerifier,
  internalSecret: string,
  token: string | null,
  headers: IncomingHttpHeaders,
): Promise<RequestAuth> {
  const user = token ? await verify(token) : null;
  const trusted = sameSecret(headers[internalHeaders.secret], internalSecret);
  const headerTenant = trusted ? headers[internalHeaders.tenantId] : undefined;
  const gatewayTenant = typeof headerTenant === 'string' && headerTenant ? headerTenant : null;
  // A signed-in user acts for their own business only (none before onboarding); the business a
  // request names counts for anonymous callers.
  return { user, tenantId: user ? user.tenantId : gatewayTenant, internal: trusted };
}

/** Fills `req.auth` for every request. A bad token is a 401; no token is an anonymous request. */
export function authContext(verify: TokenVerifier, internalSecret: string): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      req.auth = await readAuth(verify, internalSecret, bearerToken(req.headers.authorization), req.headers);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** What a long-lived connection (a WebSocket) shows of itself when it opens. */
export interface ConnectionHandshake {
  headers: IncomingHttpHeaders;
  query: Record<string, unknown>;
  /** What a client library sends beside the headers (socket.io's `auth`). */
  auth?: Record<string, unknown>;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The same reading as authContext for a connection that is not an Express request. Browsers cannot
 * set headers on a WebSocket, so the token may also come in the handshake's `auth.token` or as
 * `?token=` (the gateway admits both and forwards them untouched).
 */
export function connectionAuth(
  verify: TokenVerifier,
  internalSecret: string,
  { headers, query, auth }: ConnectionHandshake,
): Promise<RequestAuth> {
  const token = bearerToken(headers.authorization) ?? stringOrNull(auth?.token) ?? stringOrNull(query.token);
  return readAuth(verify, internalSecret, token, headers);
}

/** 401 without a user, 403 with a user of another role. */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (req, _res, next) => {
    const user = req.auth?.user;
    if (!user) return next(unauthorized());
    if (allowed.length > 0 && !allowed.includes(user.role)) return next(forbidden());
    next();
  };
}

/** Only callers holding the internal secret (other services); everyone else is refused. */
export function requireInternal(): RequestHandler {
  return (req, _res, next) => next(req.auth?.internal ? undefined : forbidden('Internal API'));
}

/** The authenticated user, for handlers behind requireRole. */
export function userOf(req: Request): AuthUser {
  const user = req.auth?.user;
  if (!user) throw unauthorized();
  return user;
}
