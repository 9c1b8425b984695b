import { adminNavigation, customerNavigation, ownerNavigation } from './navigation';

const hrefs = (navigation: { items: { to: string }[] }) => navigation.items.map((item) => item.to);

describe('role navigation', () => {
  it('customer: the spec link set, logo to /customer', () => {
    const navigation = customerNavigation(null);
    expect(hrefs(navigation)).toEqual(['/dashboard', '/schedule', '/customer/cart', '/support', '/faq']);
    expect(navigation.home).toBe('/customer');
  });

  it('owner: the spec link set', () => {
    expect(hrefs(ownerNavigation(null))).toEqual([
      '/',
      '/business-customers',
      '/business-routes',
      '/business-drivers',
      '/support-tickets',
      '/business-analytics',
      '/stripe-connect-demo',
      '/business-settings',
    ]);
  });

  it('owner under a tenant prefix keeps the prefix', () => {
    expect(hrefs(ownerNavigation('acme'))).toEqual([
      '/acme',
      '/acme/business-customers',
      '/acme/business-routes',
      '/acme/business-drivers',
      '/acme/support-tickets',
      '/acme/business-analytics',
      '/acme/stripe-connect-demo',
      '/acme/business-settings',
    ]);
  });

  it('admin: Dashboard, Demo Requests, Tenants, Analytics under /platform-admin or /admin', () => {
    expect(adminNavigation('/platform-admin/tenants').items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Demo Requests',
      'Tenants',
      'Analytics',
    ]);
    expect(hrefs(adminNavigation('/platform-admin'))[1]).toBe('/platform-admin/demo-requests');
    expect(hrefs(adminNavigation('/admin'))[1]).toBe('/admin/demo-requests');
    expect(hrefs(adminNavigation('/administrator'))[0]).toBe('/platform-admin');
  });
});
