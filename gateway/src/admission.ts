import { type AppError, rateLimited, toAppError } from '@pickup/kit';
import type { Caller, Identify, IdentitySources } from './edge-auth';
import type { RateLimits } from './rate-limit';
import type { Route, RouteFinder } from './routing-table';

export interface AdmissionRequest extends IdentitySources {
  path: string;
  /** The client's address as the gateway reads it (X-Forwarded-For from a trusted proxy). */
  ip: string | undefined;
  /** A WebSocket upgrade: only a realtime route takes one. */
  upgrade: boolean;
}

export type Admission =
  | { outcome: 'admitted'; route: Route; caller: Caller }
  /** No route takes it: HTTP falls through to what the gateway answers itself, an upgrade is a 404. */
  | { outcome: 'unrouted' }
  /** The standard error to answer, and the headers that go with it. */
  | { outcome: 'refused'; route: Route | null; error: AppError; headers: Record<string, string> };

export type Admit = (request: AdmissionRequest) => Promise<Admission>;

/**
 * What every request and every WebSocket upgrade goes through before a service sees it, so both
 * are refused alike: pick the route, count the request against the caller's budgets (the
 * route's row says which), verify the token and resolve the tenant.
 */
export function createAdmission(findRoute: RouteFinder, limits: RateLimits, identify: Identify): Admit {
  return async ({ path, ip, upgrade, ...sources }) => {
    const found = findRoute(path);
    const route = found && (!upgrade || found.realtime) ? found : null;
    const verdict = await limits.check(ip ?? 'unknown', route?.budget);
    if (!verdict.allowed) {
      const headers = { 'Retry-After': String(verdict.retryAfterSeconds) };
      return { outcome: 'refused', route, error: rateLimited(), headers };
    }
    if (!route) return { outcome: 'unrouted' };
    try {
      return { outcome: 'admitted', route, caller: await identify(sources) };
    } catch (error) {
      const known = toAppError(error);
      if (!known) throw error;
      return { outcome: 'refused', route, error: known, headers: {} };
    }
  };
}
