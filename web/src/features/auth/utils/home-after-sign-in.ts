import type { Role } from '@pickup/contracts/constants';
import { hrefFor, tenantHomeHref } from '../../../config/paths';

/**
 * Where a sign-in leads (spec §2 Login): the platform admin to /platform-admin; with a business
 * identified (path prefix or subdomain) the owner to /{business}/business-analytics and the customer to
 * /{business}/dashboard; without one the owner to / and the customer to /dashboard. A driver's login
 * goes home, where the app says it is for the drivers' app.
 */
export function homeAfterSignIn(role: Role, business: string | null): string {
  switch (role) {
    case 'platform-admin':
      return hrefFor('adminOverview', null);
    case 'owner':
      return business ? hrefFor('businessAnalytics', business) : '/';
    case 'customer':
      return hrefFor('customerDashboard', business);
    case 'driver':
      return business ? tenantHomeHref(business) : '/';
  }
}

/**
 * Where a registration leads (spec §2 Registration): an owner to /business, a customer to the
 * dashboard of the business they joined (/{business}/dashboard under its path).
 */
export function homeAfterRegistration(role: Role, business: string | null): string {
  return role === 'owner' ? hrefFor('business', null) : hrefFor('customerDashboard', business);
}

/** The username that opens the platform-admin setup instead of signing in. */
export function isSetupUsername(username: string): boolean {
  return username.trim().toLowerCase() === 'setup';
}
