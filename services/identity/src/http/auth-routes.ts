import { type AuthResult, identityApi } from '@pickup/contracts';
import { mountOperation, userOf } from '@pickup/kit';
import { type ErrorRequestHandler, type Request, type Response, Router } from 'express';
import { TooManyAttemptsError } from '../domain/attempts';
import { register } from '../domain/accounts';
import { type Identity, toPublicUser } from '../domain/model';
import {
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  verifyMagicLink,
} from '../domain/one-time-links';
import { setUpPlatformAdmin } from '../domain/platform-admin-setup';
import { endSession, refreshSession, sessionOfRefreshToken, type SignedIn } from '../domain/sessions';
import { currentUser, demoLogin, login, signInOptions } from '../domain/sign-in';
import { clearRefreshCookie, refreshTokenFrom, setRefreshCookie } from './refresh-cookie';

export interface AuthRouteOptions {
  /** Marks the refresh cookie Secure (production). */
  secureCookies: boolean;
  /** Resolves once the platform-admin setup token is ready (generated at start-up when needed). */
  setupReady: () => Promise<void>;
}

/** The caller's address: behind the gateway, the client's (x-forwarded-for from a trusted proxy). */
const clientIp = (req: Request) => req.ip ?? 'unknown';

/** The business the request names, as the gateway resolved it (or the token's). */
const requestTenant = (req: Request) => req.auth.tenantId;

/** The public sign-in API (the gateway routes /api/auth/**, /api/login/**, /api/platform-admin/setup here). */
export function authRoutes(identity: Identity, options: AuthRouteOptions): Router {
  const router = Router();

  /** Answers a sign-in: the access token and user in the body, the refresh token in the cookie. */
  const signedIn = (res: Response, result: SignedIn): AuthResult => {
    setRefreshCookie(res, result.refreshToken, result.refreshExpiresAt, options.secureCookies);
    return { token: result.accessToken, user: toPublicUser(result.user) };
  };

  mountOperation(router, identityApi.register, async ({ body }, req, res) => {
    const result = await register(identity, body, requestTenant(req));
    res.status(201);
    return signedIn(res, result);
  });

  mountOperation(router, identityApi.login, async ({ body }, req, res) =>
    signedIn(res, await login(identity, body, { ip: clientIp(req), requestTenantId: requestTenant(req) })),
  );

  mountOperation(router, identityApi.refresh, async (_input, req, res) => {
    try {
      return signedIn(res, await refreshSession(identity, refreshTokenFrom(req)));
    } catch (error) {
      // A refused cookie is worthless: drop it so the browser stops presenting it.
      clearRefreshCookie(res, options.secureCookies);
      throw error;
    }
  });

  mountOperation(router, identityApi.logout, async (_input, req, res) => {
    const cookie = refreshTokenFrom(req);
    const sessionId =
      req.auth.user?.sessionId ?? (cookie ? await sessionOfRefreshToken(identity, cookie) : null);
    if (sessionId) await endSession(identity, sessionId, 'logout');
    clearRefreshCookie(res, options.secureCookies);
    return undefined;
  });

  mountOperation(router, identityApi.me, async (_input, req) => ({
    user: toPublicUser(await currentUser(identity, userOf(req).id)),
  }));

  mountOperation(router, identityApi.magicLink, async ({ body }, req) =>
    requestMagicLink(identity, body, { ip: clientIp(req), requestTenantId: requestTenant(req) }),
  );

  mountOperation(router, identityApi.verifyMagicLink, async ({ body }, _req, res) =>
    signedIn(res, await verifyMagicLink(identity, body.token)),
  );

  mountOperation(router, identityApi.forgotPassword, async ({ body }, req) =>
    requestPasswordReset(identity, body, { ip: clientIp(req), requestTenantId: requestTenant(req) }),
  );

  mountOperation(router, identityApi.resetPassword, async ({ body }) => resetPassword(identity, body));

  mountOperation(router, identityApi.signInOptions, () => signInOptions(identity));

  mountOperation(router, identityApi.demoLogin, async ({ params }, _req, res) =>
    signedIn(res, await demoLogin(identity, params.role)),
  );

  mountOperation(router, identityApi.platformAdminSetup, async ({ body }, _req, res) => {
    await options.setupReady();
    const result = await setUpPlatformAdmin(identity, body);
    res.status(201);
    return signedIn(res, result);
  });

  router.use(retryAfterOnTooManyAttempts);
  return router;
}

/** A 429 says when to come back; the central handler then writes the standard body. */
const retryAfterOnTooManyAttempts: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (error instanceof TooManyAttemptsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  next(error);
};
