import type { Role } from '@pickup/contracts/constants';
import type { ReactNode } from 'react';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { useBrand } from '../../components/layouts/brand-context';
import { CustomerLayout } from '../../components/layouts/customer-layout';
import { OwnerLayout } from '../../components/layouts/owner-layout';
import { PublicLayout } from '../../components/layouts/public-layout';
import { tenantHomeHref } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTenantPrefix } from '../../lib/use-tenant';

// Layouts take the brand as a prop; the app root provides it from the branding feature.
/** The header and page frame of a signed-in role. */
export function RoleChrome({ role, children }: { role: Role; children: ReactNode }) {
  const brand = useBrand();
  switch (role) {
    case 'customer':
      return <CustomerLayout brand={brand}>{children}</CustomerLayout>;
    case 'owner':
      return <OwnerLayout brand={brand}>{children}</OwnerLayout>;
    case 'platform-admin':
      return <AdminLayout brand={brand}>{children}</AdminLayout>;
  }
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
  const role = useSession().user?.role;
  return role ? <RoleChrome role={role}>{children}</RoleChrome> : <PublicChrome>{children}</PublicChrome>;
}
