import type { Role } from '@pickup/contracts/constants';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Brand } from '../../components/layouts/brand-mark';
import { useBrand } from '../../components/layouts/brand-context';
import { PublicLayout } from '../../components/layouts/public-layout';
import { tenantHomeHref } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTenantPrefix } from '../../lib/use-tenant';

type Layout = ComponentType<{ brand: Brand; children: ReactNode }>;

/** The roles with screens in this web app: a driver's login is for the drivers' mobile app. */
export type ScreenRole = Exclude<Role, 'driver'>;

/** The role whose screens a session opens, or null for no session or a driver's login. */
export function screenRole(role: Role | null | undefined): ScreenRole | null {
  return role && role !== 'driver' ? role : null;
}

// Loaded when a signed-in user first needs them, so visitors (landing page, login) never download
// the role headers, their navigation drawer and icons.
const roleLayouts: Record<ScreenRole, Layout> = {
  customer: lazy(() =>
    import('../../components/layouts/customer-layout').then((m) => ({ default: m.CustomerLayout })),
  ),
  owner: lazy(() =>
    import('../../components/layouts/owner-layout').then((m) => ({ default: m.OwnerLayout })),
  ),
  'platform-admin': lazy(() =>
    import('../../components/layouts/admin-layout').then((m) => ({ default: m.AdminLayout })),
  ),
};

// What a role is told above every screen, from the feature that knows it (layouts may not import
// features). Lazy and tiny, so the layout's own chunk stays as it is.
const roleNotices: Partial<Record<ScreenRole, LazyExoticComponent<ComponentType>>> = {
  // The trial's end and a plan to choose (billing).
  owner: lazy(() =>
    import('../../features/billing/components/plan-banner').then((m) => ({ default: m.PlanBanner })),
  ),
};

// Layouts take the brand as a prop; the app root provides it from the branding feature.
/** The header and page frame of a signed-in role, with the role's notices above the screen. */
export function RoleChrome({ role, children }: { role: ScreenRole; children: ReactNode }) {
  const brand = useBrand();
  const RoleLayout = roleLayouts[role];
  const Notice = roleNotices[role];
  return (
    <Suspense fallback={null}>
      <RoleLayout brand={brand}>
        {Notice && (
          <Suspense fallback={null}>
            <Notice />
          </Suspense>
        )}
        {children}
      </RoleLayout>
    </Suspense>
  );
}

export function PublicChrome({ children, showSignIn = true }: { children: ReactNode; showSignIn?: boolean }) {
  const brand = useBrand();
  const tenant = useTenantPrefix();
  return (
    <PublicLayout brand={brand} home={tenant ? tenantHomeHref(tenant) : '/'} showSignIn={showSignIn}>
      {children}
    </PublicLayout>
  );
}

/** The signed-in user's own chrome, or the public one for visitors. */
export function SessionChrome({ children }: { children: ReactNode }) {
  const role = screenRole(useSession().user?.role);
  return role ? <RoleChrome role={role}>{children}</RoleChrome> : <PublicChrome>{children}</PublicChrome>;
}
