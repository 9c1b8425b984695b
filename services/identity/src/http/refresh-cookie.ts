import { auth } from '@pickup/contracts';
import { cookieValue } from '@pickup/kit';
import type { CookieOptions, Request, Response } from 'express';

/**
 * The refresh token lives in an httpOnly cookie scoped to /api/auth: scripts cannot read it,
 * and the browser sends it only to the sign-in endpoints. SameSite=Strict: only the app's own
 * fetches need it (a link followed from an e-mail or another site opens the app, whose fetches
 * are then same-site), so no request another site starts carries it, a top-level form post
 * included; the gateway also checks the Origin of the requests that spend it
 * (gateway/src/cookie-origin.ts). Secure in production, where the site is served over HTTPS
 * only (development serves plain HTTP on 127.0.0.1).
 */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: auth.refreshCookiePath };
}

export function setRefreshCookie(res: Response, token: string, expiresAt: Date, secure: boolean): void {
  res.cookie(auth.refreshCookieName, token, {
    ...cookieOptions(secure),
    maxAge: Math.max(0, expiresAt.getTime() - Date.now()),
  });
}

export function clearRefreshCookie(res: Response, secure: boolean): void {
  res.clearCookie(auth.refreshCookieName, cookieOptions(secure));
}

/** The refresh token the browser sent. */
export function refreshTokenFrom(req: Request): string | null {
  return cookieValue(req.headers.cookie, auth.refreshCookieName);
}
