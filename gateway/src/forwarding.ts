import { bearerToken } from '@pickup/kit';
import type { RequestHandler } from 'express';
import type { Admit } from './admission';
import { setForwardHeaders } from './forward-headers';
import type { ServiceProxies } from './proxy';

export interface ForwardingOptions {
  admit: Admit;
  proxies: ServiceProxies;
  internalSecret: string;
}

/**
 * Admits every request, then sends the ones the routing table knows to their service; anything
 * else falls through to what the gateway answers itself (docs, the standard 404).
 */
export function forwardToServices({ admit, proxies, internalSecret }: ForwardingOptions): RequestHandler {
  return async (req, res, next) => {
    const admission = await admit({
      path: req.path,
      ip: req.ip,
      upgrade: false,
      token: bearerToken(req.headers.authorization),
      tenantHeader: req.headers['x-tenant'],
      hostname: req.hostname,
    });
    if (admission.outcome === 'unrouted') return next();
    // Latency metrics are labelled by route template; for a proxied call that is the table's row.
    if (admission.route) req.route = { path: admission.route.pattern };
    if (admission.outcome === 'refused') {
      res.set(admission.headers);
      return next(admission.error);
    }
    const { route, caller } = admission;
    setForwardHeaders(req.headers, { requestId: req.requestId, tenantId: caller.tenantId, internalSecret });
    proxies.forward(route.service, req, res, next, route.realtime ? { timeoutMs: null } : undefined);
  };
}
