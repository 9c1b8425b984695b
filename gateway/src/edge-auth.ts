import type { AuthUser, TokenVerifier } from '@pickup/kit';
import type { TenantHints, TenantResolver } from './tenant-resolution';

export interface IdentitySources extends Omit<TenantHints, 'tokenTenantId'> {
  token: string | null;
}

/** Who is calling, and the tenant the request acts for. */
export interface Caller {
  user: AuthUser | null;
  tenantId: string | null;
}

export type Identify = (sources: IdentitySources) => Promise<Caller>;

/**
 * Who is calling and for which tenant. A token, when there is one, must verify (401 before any
 * service is bothered); without one the call goes on anonymously and the service decides
 * whether that is allowed.
 */
export function createIdentifier(verify: TokenVerifier, resolveTenant: TenantResolver): Identify {
  return async ({ token, tenantHeader, hostname }) => {
    const user = token ? await verify(token) : null;
    const tenantId = await resolveTenant({ tokenTenantId: user?.tenantId ?? null, tenantHeader, hostname });
    return { user, tenantId };
  };
}
