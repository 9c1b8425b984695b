import { auth, identityApi } from '@pickup/contracts';
import { AppError, cookieValue, forbidden } from '@pickup/kit';
import type { RequestHandler } from 'express';
import { businessNameOf, type PlatformHosts, type TenantResolver } from './tenant-resolution';

/** The operations that spend the refresh cookie: identity reads it there and nowhere else. */
const cookieSpending = new Set(
  [identityApi.refresh, identityApi.logout].map(
    (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
  ),
);

const crossSiteCookieUse = () =>
  forbidden("This request must come from the business's own site: its Origin (or Referer) is another site.");

/** The origin a browser says the request comes from: Origin, else Referer's; null when neither parses. */
function sourceOrigin(origin: string | undefined, referer: string | undefined): URL | null {
  const claimed = origin ?? referer;
  if (!claimed || claimed === 'null' || !URL.canParse(claimed)) return null;
  const url = new URL(claimed);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

export interface CookieOriginOptions {
  /** WEB_ORIGIN: the web app's exact origins. */
  webOrigins: readonly string[];
  platform: PlatformHosts;
  /** Resolves a business's verified custom domain (the Host-name rules of tenant resolution). */
  resolveTenant: TenantResolver;
}

/**
 * Verifies the origin of every request that spends the refresh cookie, with the standard headers
 * (OWASP's CSRF cheat sheet): the Origin, or without one the Referer, must be one of the
 * business's own sites — the web app's origins, the platform's domain and its subdomains, or a
 * business's verified custom domain. A request that carries no refresh cookie spends nothing and
 * passes (a logout by bearer token, a client without cookies); one that carries it with neither
 * header, or with `Origin: null`, is refused like a foreign one: every browser sends Origin on
 * these POSTs, so only a non-browser client lacks both, and it has no reason to send the cookie.
 */
export function refuseCrossSiteCookieUse(options: CookieOriginOptions): RequestHandler {
  const webOrigins = new Set(options.webOrigins);
  const { domain } = options.platform;

  const isBusinessDomain = async (hostname: string): Promise<boolean> => {
    if (
      businessNameOf({ tokenTenantId: null, tenantHeader: undefined, hostname }, options.platform)?.kind !==
      'host'
    ) {
      return false;
    }
    try {
      return (
        (await options.resolveTenant({ tokenTenantId: null, tenantHeader: undefined, hostname })) !== null
      );
    } catch (error) {
      // An unknown or inactive domain is nobody's; a directory that cannot answer is a 503.
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  };

  const isOwnSite = async (source: URL): Promise<boolean> => {
    const host = source.hostname.toLowerCase();
    if (webOrigins.has(source.origin)) return true;
    if (host === domain || host.endsWith(`.${domain}`)) return true;
    return isBusinessDomain(host);
  };

  return async (req, _res, next) => {
    if (!cookieSpending.has(`${req.method} ${req.path}`)) return next();
    if (!cookieValue(req.headers.cookie, auth.refreshCookieName)) return next();
    try {
      const source = sourceOrigin(req.headers.origin, req.headers.referer);
      if (!source || !(await isOwnSite(source))) return next(crossSiteCookieUse());
      next();
    } catch (error) {
      next(error);
    }
  };
}
