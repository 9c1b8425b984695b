import type { ReactNode } from 'react';
import { useTenantPrefix } from '../../lib/use-tenant';
import type { Brand } from './brand-mark';
import { customerNavigation } from './navigation';
import { RoleLayout } from './role-layout';

export function CustomerLayout({ brand, children }: { brand: Brand; children: ReactNode }) {
  const tenant = useTenantPrefix();
  return (
    <RoleLayout brand={brand} navigation={customerNavigation(tenant)} badge="Customer">
      {children}
    </RoleLayout>
  );
}
