import type { Role } from '@pickup/contracts/constants';
import { mockApi, json } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { fieldErrors, input, linkTo, submitButton, toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';
import { readSession } from '../../../lib/session';

const open = screenTests();

async function signInWith(rendered: RenderedApp, username: string, password: string): Promise<void> {
  await typeInto(input(rendered, 'username'), username);
  await typeInto(input(rendered, 'password'), password);
  await click(submitButton(rendered));
}

describe('login form', () => {
  it('requires username and password and calls nothing without them', async () => {
    const api = mockApi({});
    const rendered = await open('/login');
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual(['Username is required', 'Password is required']);
    await typeInto(input(rendered, 'username'), 'casey');
    expect(fieldErrors(rendered)).toEqual(['Password is required']);
    expect(api.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('links to /forgot-password, /magic-link-login and /register', async () => {
    mockApi({});
    const rendered = await open('/login');
    expect(linkTo(rendered, '/forgot-password')?.textContent).toBe('Forgot password?');
    expect(linkTo(rendered, '/magic-link-login')).not.toBeNull();
    expect(linkTo(rendered, '/register')?.textContent).toBe('Register');
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const rendered = await open('/login');
    expect(input(rendered, 'password')?.type).toBe('password');
    await click(rendered.container.querySelector('button[aria-label="Show password"]'));
    expect(input(rendered, 'password')?.type).toBe('text');
    await click(rendered.container.querySelector('button[aria-label="Hide password"]'));
    expect(input(rendered, 'password')?.type).toBe('password');
  });

  it('goes to /platform-admin-setup when the username is setup, without a call', async () => {
    const api = mockApi({});
    const rendered = await open('/login');
    await typeInto(input(rendered, 'username'), 'setup');
    await click(submitButton(rendered));
    expect(rendered.location()).toBe('/platform-admin-setup');
    expect(api.to('POST /api/auth/login')).toHaveLength(0);
    await waitFor(() => rendered.screen() === 'platformAdminSetup', 'the setup screen');
  });

  it('sends the credentials as JSON with cookies and no stale bearer token', async () => {
    signIn('customer');
    const api = mockApi({ 'POST /api/auth/login': json({ token: 't', user: userOf('owner') }) });
    const rendered = await open('/business-customers');
    await signInWith(rendered, ' olive ', 'pw-123456');
    const [call] = api.to('POST /api/auth/login');
    expect(call?.body).toEqual({ username: 'olive', password: 'pw-123456' });
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.init.credentials).toBe('include');
  });

  it('shows Login Failed with the spec message on wrong credentials and keeps the page', async () => {
    mockApi({ 'POST /api/auth/login': json({ error: 'Invalid credentials', code: 'UNAUTHORIZED' }, 401) });
    const rendered = await open('/login');
    await signInWith(rendered, 'casey', 'wrong');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedInvalid credentials. Please try again.');
    expect(rendered.location()).toBe('/login');
    expect(readSession()).toEqual({ token: null, user: null });
  });

  it('does not end the signed-in session when a login in place fails', async () => {
    signIn('customer');
    mockApi({ 'POST /api/auth/login': json({ error: 'Invalid credentials', code: 'UNAUTHORIZED' }, 401) });
    const rendered = await open('/business-customers');
    await signInWith(rendered, 'olive', 'wrong');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(readSession().user?.role).toBe('customer');
  });

  it('shows the same message when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/login': new TypeError('Failed to fetch') });
    const rendered = await open('/login');
    await signInWith(rendered, 'casey', 'secret1');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedInvalid credentials. Please try again.');
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    mockApi({
      'POST /api/auth/login': json(
        { error: 'Too many attempts. Try again in a minute.', code: 'RATE_LIMITED' },
        429,
      ),
    });
    const rendered = await open('/login');
    await signInWith(rendered, 'casey', 'secret1');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedToo many attempts. Try again in a minute.');
  });
});

describe('after login', () => {
  it.each<[Role, string]>([
    ['platform-admin', '/platform-admin'],
    ['owner', '/'],
    ['customer', '/dashboard'],
  ])('at /login without a business, a %s goes to %s', async (role, expected) => {
    mockApi({ 'POST /api/auth/login': json({ token: `tok-${role}`, user: userOf(role) }) });
    const rendered = await open('/login');
    await signInWith(rendered, 'robin', 'secret1');
    await waitFor(() => rendered.location() === expected, `the redirect to ${expected}`);
    expect(readSession()).toEqual({ token: `tok-${role}`, user: userOf(role) });
    expect(JSON.parse(window.localStorage.getItem('auth_user') ?? 'null')).toMatchObject({ role });
  });

  it.each<[string, Role, string]>([
    ['/acme/dashboard', 'owner', '/acme/business-analytics'],
    ['/acme/business-settings', 'customer', '/acme/dashboard'],
    ['/acme/cart', 'platform-admin', '/platform-admin'],
  ])(
    'in place at %s of a business, a %s whose role does not fit goes to %s',
    async (path, role, expected) => {
      mockApi({ 'POST /api/auth/login': json({ token: 't', user: userOf(role) }) });
      const rendered = await open(path);
      await signInWith(rendered, 'robin', 'secret1');
      await waitFor(() => rendered.location() === expected, `the redirect to ${expected}`);
    },
  );

  it.each<[string, Role, string]>([
    ['/business-customers', 'owner', 'businessCustomers'],
    ['/acme/dashboard', 'customer', 'customerDashboard'],
    ['/platform-admin/tenants', 'platform-admin', 'adminTenants'],
  ])('in place at %s, a %s whose role fits stays there', async (path, role, screen) => {
    mockApi({ 'POST /api/auth/login': json({ token: 't', user: userOf(role) }) });
    const rendered = await open(path);
    await signInWith(rendered, 'robin', 'secret1');
    await waitFor(() => rendered.screen() === screen, `the ${screen} screen`);
    expect(rendered.location()).toBe(path);
  });

  it('treats an answer without a session as a failure', async () => {
    mockApi({ 'POST /api/auth/login': json({ ok: true }) });
    const rendered = await open('/login');
    await signInWith(rendered, 'robin', 'secret1');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedInvalid credentials. Please try again.');
    expect(readSession().token).toBeNull();
  });
});

describe('demo sign-in on the login screen', () => {
  it('offers both demo users when demo mode is on, and signs in as the customer', async () => {
    const api = mockApi({
      'GET /api/auth/options': json({ demoLogin: true, demoBusiness: 'demo' }),
      'GET /api/login/customer': json({ token: 'demo-token', user: userOf('customer') }),
    });
    const rendered = await open('/login', () => button('Try the demo as a customer') !== null);
    expect(button('Try the demo as a business owner')).not.toBeNull();
    await click(button('Try the demo as a customer'));
    expect(api.to('GET /api/login/customer')[0]?.headers.Authorization).toBeUndefined();
    await waitFor(() => rendered.location() === '/dashboard', 'the customer dashboard');
    expect(readSession()).toEqual({ token: 'demo-token', user: userOf('customer') });
  });

  it('stays on the protected route it was shown on when the demo role may see it', async () => {
    mockApi({
      'GET /api/auth/options': json({ demoLogin: true, demoBusiness: 'demo' }),
      'GET /api/login/owner': json({ token: 'demo-token', user: userOf('owner') }),
    });
    const rendered = await open(
      '/business-customers',
      () => button('Try the demo as a business owner') !== null,
    );
    await click(button('Try the demo as a business owner'));
    await waitFor(() => rendered.screen() === 'businessCustomers', 'the owner screen');
    expect(rendered.location()).toBe('/business-customers');
  });

  it('shows no demo buttons when demo mode is off', async () => {
    mockApi({ 'GET /api/auth/options': json({ demoLogin: false, demoBusiness: null }) });
    await open('/login');
    expect(button('Try the demo as a customer')).toBeNull();
  });

  it('says Authentication failed when the demo sign-in fails', async () => {
    mockApi({
      'GET /api/auth/options': json({ demoLogin: true, demoBusiness: 'demo' }),
      'GET /api/login/owner': json({ error: 'Demo mode is off', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/login', () => button('Try the demo as a business owner') !== null);
    await click(button('Try the demo as a business owner'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedAuthentication failed. Please try again.');
    expect(rendered.location()).toBe('/login');
  });
});
