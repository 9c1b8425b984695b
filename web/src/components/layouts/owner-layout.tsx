import type { ReactNode } from 'react';
import { useTenantPrefix } from '../../lib/use-tenant';
import type { Brand } from './brand-mark';
import { ownerNavigation } from './navigation';
import { RoleLayout } from './role-layout';

export function OwnerLayout({ brand, children }: { brand: Brand; children: ReactNode }) {
  const tenant = useTenantPrefix();
  return (
    <RoleLayout brand={brand} navigation={ownerNavigation(tenant)} badge="Business Owner">
      {children}
    </RoleLayout>
  );
}
