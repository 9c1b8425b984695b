import { empty, json, mockApi } from '../../../test/api-mock';
import { button } from '../../../test/clicks';
import { input, submitButton } from '../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../test/render-app';
import { screenTests } from '../../../test/screen-tests';
import { userOf } from '../../../test/users';
import { readSession } from '../../lib/session';

const open = screenTests();
jest.setTimeout(15_000);

const heading = 'This account is for the drivers’ app';
const showsDriverPage = (r: RenderedApp) =>
  r.container.querySelector('[data-screen="driver-session"] h1')?.textContent === heading;

describe("a driver's login in the web app", () => {
  it.each(['/', '/business-drivers', '/acme/business-routes', '/dashboard', '/acme', '/login', '/support'])(
    'shows at %s that the account is for the drivers’ app, without any role’s screens',
    async (path) => {
      mockApi({ 'POST /api/auth/logout': empty(204) });
      signIn('driver');
      const rendered = await open(path, showsDriverPage, 'the driver page');
      expect(rendered.location()).toBe(path);
      expect(rendered.text()).toContain('You are signed in as driver@example.com, a driver’s login.');
      expect(rendered.container.querySelectorAll('h1')).toHaveLength(1);
      expect(rendered.container.querySelector('nav[aria-label="Main navigation"]')).toBeNull();
      expect(
        rendered.container.querySelector('[data-screen]:not([data-screen="driver-session"])'),
      ).toBeNull();
      expect(button('Sign out')).not.toBeNull();
    },
  );

  it('signs out to the login screen', async () => {
    const api = mockApi({ 'POST /api/auth/logout': empty(204) });
    signIn('driver');
    const rendered = await open('/business-drivers', showsDriverPage, 'the driver page');
    await click(button('Sign out'));
    await waitFor(() => rendered.screen() === 'login', 'the login screen');
    expect(rendered.location()).toBe('/login');
    expect(readSession().user).toBeNull();
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
  });

  it('is where signing in with a driver’s login leads', async () => {
    mockApi({ 'POST /api/auth/login': json({ token: 't', user: userOf('driver') }) });
    const rendered = await open('/acme/login');
    await typeInto(input(rendered, 'username'), 'driver@example.com');
    await typeInto(input(rendered, 'password'), 'secret123');
    await click(submitButton(rendered));
    await waitFor(() => showsDriverPage(rendered), 'the driver page');
    expect(rendered.location()).toBe('/acme');
    expect(readSession().user?.role).toBe('driver');
  });
});
