import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';

/**
 * Where the screen's links lead: the spec's /customers, /routes and /messaging, or under a
 * business's path the same screens' addresses under it, so the slug stays in the address bar.
 */
export function useOwnerLinks() {
  const tenant = useTenantPrefix();
  return {
    customers: tenant ? hrefFor('businessCustomers', tenant) : hrefFor('customers', null),
    routes: tenant ? hrefFor('businessRoutes', tenant) : hrefFor('routes', null),
    messages: tenant ? hrefFor('businessMessages', tenant) : hrefFor('messaging', null),
    settings: hrefFor('businessSettings', tenant),
  };
}
