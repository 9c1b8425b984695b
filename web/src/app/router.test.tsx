import type { Role } from '@pickup/contracts/constants';
import { act } from 'react';
import { click, renderApp, signIn, waitFor, type RenderedApp } from '../../test/render-app';
import { paths, screenIds, type ScreenId } from '../config/paths';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
let app: RenderedApp | undefined;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function open(path: string, role?: Role): Promise<RenderedApp> {
  if (role) signIn(role);
  app = await renderApp(path);
  return app;
}

function brandText(rendered: RenderedApp): string {
  return rendered.container.querySelector('[data-testid="brand"]')?.textContent ?? '';
}

function links(rendered: RenderedApp): string[] {
  const nav = rendered.container.querySelector('nav[aria-label="Main navigation"]');
  return [...(nav?.querySelectorAll('a') ?? [])].map(
    (a) => `${a.textContent ?? ''} ${a.getAttribute('href') ?? ''}`,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
  window.fetch = fetchMock as unknown as typeof window.fetch;
});

afterEach(() => {
  app?.unmount();
  app = undefined;
});

describe('home', () => {
  it('shows visitors the landing page under the public header', async () => {
    const rendered = await open('/');
    expect(rendered.screen()).toBe('landing');
    expect(rendered.container.querySelector('[data-testid="brand"]')?.textContent).toBe('CCompost Pickup');
    expect(rendered.text()).toContain('Sign in');
  });

  it('shows an owner the business analytics and a customer the dashboard', async () => {
    expect((await open('/', 'owner')).screen()).toBe('businessAnalytics');
    app?.unmount();
    window.localStorage.clear();
    expect((await open('/', 'customer')).screen()).toBe('customerDashboard');
  });

  it.each(['/?landing', '/?home', '/?home=1'])(
    'shows the landing page at %s even when signed in',
    async (path) => {
      expect((await open(path, 'owner')).screen()).toBe('landing');
    },
  );
});

describe('every route of the spec', () => {
  const cases: [string, ScreenId, Role | undefined][] = screenIds.flatMap((id) => {
    const { path, aliases = [], tenantPath, access } = paths[id];
    const role = access === 'public' ? undefined : access[0];
    const patterns = [path, ...aliases, tenantPath?.replace(':tenant', 'acme')];
    return patterns
      .filter((pattern): pattern is string => pattern !== undefined && pattern !== null && pattern !== '/')
      .map((pattern): [string, ScreenId, Role | undefined] => [pattern, id, role]);
  });

  it.each(cases)('%s opens %s for %s', async (path, id, role) => {
    const rendered = await open(path, role);
    expect(rendered.screen()).toBe(id);
    expect(rendered.location()).toBe(path);
  });

  it('covers the tenant-prefixed forms the spec lists', () => {
    const tenantForms = screenIds.flatMap((id) => paths[id].tenantPath ?? []);
    for (const form of [
      '/:tenant/signup',
      '/:tenant/customer-welcome',
      '/:tenant/support',
      '/:tenant/dashboard',
      '/:tenant/schedule',
      '/:tenant/messaging',
      '/:tenant/cart',
      '/:tenant/faq',
      '/:tenant/business-analytics',
      '/:tenant/support-tickets',
    ]) {
      expect(tenantForms).toContain(form);
    }
  });
});

describe('role guards', () => {
  it.each<[string, Role | undefined]>([
    ['/dashboard', undefined],
    ['/dashboard', 'owner'],
    ['/acme/cart', 'platform-admin'],
    ['/business-customers', 'customer'],
    ['/acme/business-settings', undefined],
    ['/platform-admin', 'owner'],
    ['/admin/tenants', 'customer'],
    ['/subscribe', 'platform-admin'],
  ])('shows the login screen in place at %s for %s', async (path, role) => {
    const rendered = await open(path, role);
    expect(rendered.screen()).toBe('login');
    expect(rendered.location()).toBe(path);
    // The header offers no Sign in button: the login form is the page.
    const header = rendered.container.querySelector('.MuiAppBar-root');
    expect(header?.textContent).not.toContain('Sign in');
    expect(rendered.container.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
  });

  it('lets both customers and owners open /subscribe', async () => {
    expect((await open('/subscribe', 'owner')).screen()).toBe('subscribe');
  });

  it('shows the public support page to visitors and the customer chrome to customers', async () => {
    const visitor = await open('/support');
    expect(visitor.screen()).toBe('support');
    expect(visitor.text()).toContain('Sign in');
    visitor.unmount();
    app = undefined;
    const customer = await open('/support', 'customer');
    expect(customer.text()).toContain('Customer');
    expect(customer.text()).toContain('Logout');
  });
});

describe('tenant root', () => {
  it("shows visitors the business's own page", async () => {
    const rendered = await open('/acme');
    expect(rendered.screen()).toBe('businessPage');
  });

  it('sends an owner to the business analytics and a customer to the dashboard', async () => {
    expect((await open('/acme', 'owner')).location()).toBe('/acme/business-analytics');
    app?.unmount();
    window.localStorage.clear();
    expect((await open('/acme', 'customer')).location()).toBe('/acme/dashboard');
  });
});

describe('not found', () => {
  it.each([
    '/no-such-page/at-all',
    '/dashboard/dashboard',
    '/platform-admin/unknown',
    '/acme/unknown',
    '/x',
    '/Acme',
  ])('reads 404 Page Not Found at %s', async (path) => {
    const rendered = await open(path);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('404 Page Not Found');
  });
});

describe('headers', () => {
  it('gives customers their links, the Customer badge and the tenant prefix', async () => {
    const rendered = await open('/acme/cart', 'customer');
    expect(rendered.text()).toContain('Customer');
    expect(links(rendered)).toEqual([
      'Dashboard /acme/dashboard',
      'Schedule /acme/schedule',
      'Cart /acme/cart',
      'Support /acme/support',
      'FAQ /acme/faq',
    ]);
  });

  it('gives owners their links and the Business Owner badge', async () => {
    const rendered = await open('/business-routes', 'owner');
    expect(rendered.text()).toContain('Business Owner');
    expect(links(rendered)).toEqual([
      'Dashboard /',
      'Customers /business-customers',
      'Routes /business-routes',
      'Drivers /business-drivers',
      'Support /support-tickets',
      'Analytics /business-analytics',
      'Payments /stripe-connect-demo',
      'Settings /business-settings',
    ]);
  });

  it('gives the platform admin the sidebar in the form of the current path', async () => {
    const rendered = await open('/admin/tenants', 'platform-admin');
    expect(links(rendered)).toEqual([
      'Dashboard /admin',
      'Demo Requests /admin/demo-requests',
      'Tenants /admin/tenants',
      'Analytics /admin/analytics',
    ]);
  });

  it('logs out: clears the session and goes to /login', async () => {
    const rendered = await open('/faq', 'customer');
    const logout = [...rendered.container.querySelectorAll('button')].find((b) => b.textContent === 'Logout');
    await click(logout ?? null);
    expect(rendered.location()).toBe('/login');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(rendered.screen()).toBe('login');
    // The server is asked to revoke the session; its failure (502 here) changes nothing.
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logoutCall?.[1].method).toBe('POST');
    expect(logoutCall?.[1].credentials).toBe('include');
  });
});

describe('branding', () => {
  it("shows an owner's business name from the settings call", async () => {
    // Only the settings call answers: the screen's own calls get the gateway's 502.
    fetchMock.mockImplementation(async (url) =>
      url === '/api/business/settings'
        ? json({ businessName: 'Maple Compost', logoUrl: null, primaryColor: '#1e5aa8' })
        : new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    );
    const rendered = await open('/business-settings', 'owner');
    await waitFor(() => brandText(rendered) === 'MMaple Compost', 'the business name');
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain('/api/business/settings');
    expect(urls).not.toContain('/api/business/branding');
  });

  it('shows visitors and customers the public branding of the page business', async () => {
    fetchMock.mockResolvedValue(json({ businessName: 'Acme Scraps', logoUrl: '/logo.png' }));
    const rendered = await open('/acme/register');
    await waitFor(() => brandText(rendered) === 'Acme Scraps', 'the business name');
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(url).toBe('/api/business/branding');
    expect((init.headers as Record<string, string>)['X-Tenant']).toBe('acme');
    const brand = rendered.container.querySelector('[data-testid="brand"]');
    expect(brand?.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
  });

  it('hides a broken logo and shows the initial instead', async () => {
    fetchMock.mockResolvedValue(json({ businessName: 'Acme Scraps', logoUrl: '/missing.png' }));
    const rendered = await open('/acme/register');
    await waitFor(() => rendered.container.querySelector('[data-testid="brand"] img') !== null, 'the logo');
    const brand = rendered.container.querySelector('[data-testid="brand"]');
    await act(async () => {
      brand?.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(brand?.querySelector('img')).toBeNull();
    expect(brand?.textContent).toBe('AAcme Scraps');
  });

  it('falls back to the default brand silently when the call fails', async () => {
    const rendered = await open('/faq', 'customer');
    await waitFor(() => fetchMock.mock.calls.length > 0, 'the branding call');
    await waitFor(() => brandText(rendered) === 'CCompost Pickup', 'the default brand');
    expect(window.localStorage.getItem('auth_token')).toBe('token-customer');
  });

  it('ends an expired session: a 401 clears it and the guard shows the login screen', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Invalid token', code: 'UNAUTHORIZED' }, 401));
    const rendered = await open('/business-settings', 'owner');
    await waitFor(() => rendered.screen() === 'login', 'the login screen');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(rendered.location()).toBe('/business-settings');
  });
});
