import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { docsPath } from './docs';

/**
 * An API answer is data, never a page: nothing in it may load, run or be framed (OWASP's REST
 * security cheat sheet). The rest of helmet's headers (HSTS, nosniff, no referrer, same-origin
 * resource and opener policies) stay as helmet sets them.
 */
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
});

/**
 * The docs UI is a page: swagger-ui's own scripts and styles from /api/docs, the document from
 * the same origin, its icons as data: URIs. swagger-ui sets style attributes on its elements as
 * it renders, so styles need 'unsafe-inline'; scripts do not (its page loads three files and runs
 * no inline code). No upgrade-insecure-requests: development serves the docs over plain HTTP.
 */
const docsHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
});

/**
 * The headers on every answer that leaves the gateway, its own and the services' (set before the
 * proxy, so a service that sends none still carries them; a service's own helmet headers replace
 * them header by header).
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    const isDocs = req.path === docsPath || req.path.startsWith(`${docsPath}/`);
    (isDocs ? docsHeaders : apiHeaders)(req, res, next);
  };
}
