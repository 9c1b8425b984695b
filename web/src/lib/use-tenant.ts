import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { resolveTenant, type TenantResolution } from './tenant';

/** The business of the current page, following client-side navigation. */
export function useTenant(): TenantResolution | null {
  const { pathname } = useLocation();
  return useMemo(() => resolveTenant(window.location.host, pathname), [pathname]);
}

/** The business slug when it is a path prefix (/{tenant}/...), which links must keep; else null. */
export function useTenantPrefix(): string | null {
  const tenant = useTenant();
  return tenant?.source === 'path' ? tenant.slug : null;
}
