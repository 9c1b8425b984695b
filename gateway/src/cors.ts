import type { RequestHandler } from 'express';

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';
/** What the web app sends: its bearer token, JSON bodies, the business slug and a request id. */
const allowedHeaders = 'Authorization, Content-Type, Accept, X-Tenant, X-Request-Id';
const exposedHeaders = 'X-Request-Id, Retry-After';

/**
 * CORS for the web app's origins only, with credentials (the refresh-token cookie). A preflight
 * is answered here and never reaches a service; from any other origin it gets no CORS headers,
 * so the browser refuses the call.
 */
export function corsForOrigins(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const trusted = origin !== undefined && allowed.has(origin);
    res.vary('Origin');
    if (trusted) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
    }
    const isPreflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return next();
    if (trusted) {
      res.setHeader('Access-Control-Allow-Methods', allowedMethods);
      res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}
