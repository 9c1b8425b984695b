import { unavailableSubdomains } from '@pickup/contracts/constants';
import { fixedTopLevelSegments, hrefFor, tenantHomeHref } from './paths';

describe('hrefFor', () => {
  it('keeps the tenant prefix for screens that have a tenant form', () => {
    expect(hrefFor('customerCart', 'acme')).toBe('/acme/cart');
    expect(hrefFor('customerCart', null)).toBe('/customer/cart');
    expect(hrefFor('businessAnalytics', 'acme')).toBe('/acme/business-analytics');
    expect(tenantHomeHref('acme')).toBe('/acme');
  });

  it('uses the plain path for screens without a tenant form', () => {
    expect(hrefFor('contacts', 'acme')).toBe('/contacts');
    expect(hrefFor('orders', 'acme')).toBe('/orders');
  });

  it('sends tenant-only screens to the landing page when there is no tenant', () => {
    expect(hrefFor('customerSignup', 'acme')).toBe('/acme/signup');
    expect(hrefFor('customerSignup', null)).toBe('/');
  });
});

describe('fixedTopLevelSegments', () => {
  it('holds the first segment of every fixed route and alias', () => {
    for (const word of [
      'dashboard',
      'customer',
      'schedule',
      'faq',
      'support',
      'business-analytics',
      'platform-admin',
    ]) {
      expect(fixedTopLevelSegments.has(word)).toBe(true);
    }
    for (const word of ['admin', 'forgot-password', 'tenant-onboarding', 'signup', 'login', 'register']) {
      expect(fixedTopLevelSegments.has(word)).toBe(true);
    }
    expect(fixedTopLevelSegments.has('')).toBe(false);
  });
});

describe('names a business may not register', () => {
  it('hold every first path segment the web app owns, so no slug is ever mistaken for a screen', () => {
    const refused = new Set<string>(unavailableSubdomains);
    expect([...fixedTopLevelSegments].filter((segment) => !refused.has(segment))).toEqual([]);
  });
});
