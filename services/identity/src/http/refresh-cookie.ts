import { auth } from '@pickup/contracts';
import type { CookieOptions, Request, Response } from 'express';

/**
 * The refresh token lives in an httpOnly cookie scoped to /api/auth: scripts cannot read it,
 * and the browser sends it only to the sign-in endpoints. SameSite=Lax keeps other sites'
 * forms from spending it; Secure in production, where the site is served over HTTPS only
 * (development serves plain HTTP on 127.0.0.1).
 */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: auth.refreshCookiePath };
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

/** The refresh token the browser sent, read straight from the Cookie header (one cookie matters). */
export function refreshTokenFrom(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== auth.refreshCookieName) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}
