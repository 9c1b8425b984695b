import { bearerToken } from '@pickup/kit';
import type { RequestHandler } from 'express';
import type { Identify } from './edge-auth';
import { setForwardHeaders } from './forward-headers';
import type { ServiceProxies } from './proxy';
import type { RouteFinder } from './routing-table';

export interface ForwardingOptions {
  findRoute: RouteFinder;
  identify: Identify;
  proxies: ServiceProxies;
  internalSecret: string;
}

/**
 * Sends each request the routing table knows to its service, once the caller is identified
 * and the tenant resolved; anything else falls through to the standard 404.
 */
export function forwardToServices({
  findRoute,
  identify,
  proxies,
  internalSecret,
}: ForwardingOptions): RequestHandler {
  return async (req, res, next) => {
    const route = findRoute(req.path);
    if (!route) return next();
    // Latency metrics are labelled by route template; for a proxied call that is the table's row.
    req.route = { path: route.pattern };
    req.auth = await identify({
      token: bearerToken(req.headers.authorization),
      tenantHeader: req.headers['x-tenant'],
      hostname: req.hostname,
    });
    setForwardHeaders(req.headers, { requestId: req.requestId, tenantId: req.auth.tenantId, internalSecret });
    proxies.forward(route.service, req, res, next, route.realtime ? { timeoutMs: null } : undefined);
  };
}
