import { isAdminHost, isTenantPathSegment, resolveTenant } from './tenant';

describe('resolveTenant', () => {
  it('reads the business slug from the first path segment', () => {
    expect(resolveTenant('localhost:5173', '/acme-compost/dashboard')).toEqual({
      slug: 'acme-compost',
      source: 'path',
    });
    expect(resolveTenant('example.com', '/acme')).toEqual({ slug: 'acme', source: 'path' });
  });

  it('prefers the path over the subdomain', () => {
    expect(resolveTenant('green.example.com', '/acme/faq')).toEqual({ slug: 'acme', source: 'path' });
  });

  it('never reads login or register as a business', () => {
    expect(resolveTenant('localhost', '/login')).toBeNull();
    expect(resolveTenant('localhost', '/register')).toBeNull();
    expect(resolveTenant('acme.example.com', '/login')).toEqual({ slug: 'acme', source: 'host' });
  });

  it.each([
    '/dashboard',
    '/customer/cart',
    '/schedule',
    '/faq',
    '/support',
    '/business-analytics',
    '/platform-admin/tenants',
    '/admin',
    '/forgot-password',
    '/signup',
    '/tenant-onboarding',
    '/stripe-connect-demo',
    '/subscription-success',
  ])('never reads the router word in %s as a business', (pathname) => {
    expect(resolveTenant('localhost', pathname)).toBeNull();
    expect(resolveTenant('acme.example.com', pathname)).toEqual({ slug: 'acme', source: 'host' });
  });

  it('falls back to the subdomain', () => {
    expect(resolveTenant('acme.example.com', '/')).toEqual({ slug: 'acme', source: 'host' });
    expect(resolveTenant('acme.example.com:443', '/dashboard')).toEqual({ slug: 'acme', source: 'host' });
    expect(resolveTenant('ACME.Example.com', '/')).toEqual({ slug: 'acme', source: 'host' });
    expect(resolveTenant('acme.localhost:5173', '/')).toEqual({ slug: 'acme', source: 'host' });
  });

  it.each(['www.example.com', 'admin.example.com', 'localhost', 'localhost:5173', 'www.localhost'])(
    'finds no business on the host %s',
    (host) => {
      expect(resolveTenant(host, '/')).toBeNull();
    },
  );

  it('finds no subdomain on a bare domain or an IP address', () => {
    expect(resolveTenant('example.com', '/')).toBeNull();
    expect(resolveTenant('127.0.0.1:4173', '/')).toBeNull();
    expect(resolveTenant('[::1]:5173', '/')).toBeNull();
  });

  it('ignores segments that cannot be a business slug', () => {
    expect(resolveTenant('localhost', '/favicon.ico')).toBeNull();
    expect(resolveTenant('localhost', '/ab')).toBeNull();
    expect(resolveTenant('localhost', '/Acme')).toBeNull();
    expect(resolveTenant('localhost', '/')).toBeNull();
    expect(resolveTenant('localhost', '')).toBeNull();
  });
});

describe('isTenantPathSegment', () => {
  it('accepts slugs and refuses router words', () => {
    expect(isTenantPathSegment('acme')).toBe(true);
    expect(isTenantPathSegment('dashboard')).toBe(false);
    expect(isTenantPathSegment('login')).toBe(false);
  });
});

describe('isAdminHost', () => {
  it('recognises the platform-operator host', () => {
    expect(isAdminHost('admin.example.com')).toBe(true);
    expect(isAdminHost('acme.example.com')).toBe(false);
  });
});
