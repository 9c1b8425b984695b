import { type ResolvedTenant, tenantInternalApi } from '@pickup/contracts';
import { AppError, callInternal, InternalCallError, type InternalTarget, type Logger } from '@pickup/kit';
import type { BusinessName } from './tenant-directory';

/** The tenant service's answer for a name: the business, or null when it knows none by that name. */
export type TenantLookup = (name: BusinessName) => Promise<ResolvedTenant | null>;

export const tenantLookupUnavailable = (cause?: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable, please try again later.', { cause });

/**
 * Asks the tenant service's internal API for a business the directory does not hold. A request
 * waits for one short retry at most (a restarting service), then is answered 503: the business
 * may well exist, so "not found" would be a lie. Concurrent requests for the same name share one
 * call, so a burst of visitors to a business the directory lacks costs the service one lookup.
 */
export function createTenantLookup(target: InternalTarget, logger: Logger): TenantLookup {
  const inFlight = new Map<string, Promise<ResolvedTenant | null>>();
  const ask = async (name: BusinessName): Promise<ResolvedTenant | null> => {
    try {
      return await callInternal(target, tenantInternalApi.resolveTenant, {
        query: name.kind === 'slug' ? { slug: name.value } : { host: name.value },
      });
    } catch (error) {
      if (error instanceof InternalCallError && error.status === 404) return null;
      logger.warn({ err: error, name }, 'the tenant service could not resolve a business');
      throw tenantLookupUnavailable(error);
    }
  };
  return (name) => {
    const key = `${name.kind}:${name.value}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const asked = ask(name).finally(() => inFlight.delete(key));
    inFlight.set(key, asked);
    return asked;
  };
}
