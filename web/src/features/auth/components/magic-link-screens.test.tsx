import { json, mockApi } from '../../../../test/api-mock';
import { cardAlerts, fieldErrors, input, linkTo, submitButton } from '../../../../test/form-queries';
import { click, typeInto, waitFor } from '../../../../test/render-app';
import { hasForm, screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';
import { readSession } from '../../../lib/session';

const open = screenTests();

describe('/magic-link-login', () => {
  it('requires an e-mail', async () => {
    const api = mockApi({});
    const rendered = await open('/magic-link-login', hasForm);
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual(['Email is required']);
    await typeInto(input(rendered, 'email'), 'nope');
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual(['Enter a valid email address']);
    expect(api.to('POST /api/auth/magic-link')).toHaveLength(0);
  });

  it("sends the e-mail and shows the server's message", async () => {
    const message = 'If an account exists for that e-mail, a sign-in link is on its way.';
    const api = mockApi({ 'POST /api/auth/magic-link': json({ message }) });
    const rendered = await open('/magic-link-login', hasForm);
    await typeInto(input(rendered, 'email'), ' ann@example.com ');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the answer');
    expect(cardAlerts(rendered)).toEqual([message]);
    const [call] = api.to('POST /api/auth/magic-link');
    expect(call?.body).toEqual({ email: 'ann@example.com' });
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it("shows the server's error", async () => {
    mockApi({
      'POST /api/auth/magic-link': json(
        { error: 'Too many requests. Try again later.', code: 'RATE_LIMITED' },
        429,
      ),
    });
    const rendered = await open('/magic-link-login', hasForm);
    await typeInto(input(rendered, 'email'), 'ann@example.com');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['Too many requests. Try again later.']);
  });

  it('shows Network error. Please try again. when there is no server message', async () => {
    mockApi({ 'POST /api/auth/magic-link': new TypeError('Failed to fetch') });
    const rendered = await open('/magic-link-login', hasForm);
    await typeInto(input(rendered, 'email'), 'ann@example.com');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['Network error. Please try again.']);
  });

  it('links back to the login screen', async () => {
    mockApi({});
    const rendered = await open('/magic-link-login', hasForm);
    expect(linkTo(rendered, '/login')).not.toBeNull();
  });
});

describe('/magic-login', () => {
  const user = userOf('customer', { username: 'ann', email: 'ann@example.com' });

  it('consumes the token once, stores the session and goes where a login would', async () => {
    const api = mockApi({ 'POST /api/auth/magic-link/verify': json({ token: 'tok', user }) });
    const rendered = await open('/magic-login?token=abc123', (r) => r.location() === '/dashboard');
    expect(api.to('POST /api/auth/magic-link/verify').map((call) => call.body)).toEqual([
      { token: 'abc123' },
    ]);
    expect(readSession()).toMatchObject({ token: 'tok', user: { role: 'customer', username: 'ann' } });
    expect(rendered.location()).toBe('/dashboard');
  });

  it('says an expired or used link is so, and offers a new one', async () => {
    mockApi({
      'POST /api/auth/magic-link/verify': json(
        { error: 'This link has expired or was already used.', code: 'VALIDATION_FAILED' },
        400,
      ),
    });
    const rendered = await open('/magic-login?token=used', (r) => cardAlerts(r).length > 0);
    expect(cardAlerts(rendered)).toEqual(['This link has expired or was already used.']);
    expect(linkTo(rendered, '/magic-link-login')?.textContent).toBe('Request a new link');
    expect(readSession().token).toBeNull();
  });

  it('says the network failed when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/magic-link/verify': new TypeError('Failed to fetch') });
    const rendered = await open('/magic-login?token=abc', (r) => cardAlerts(r).length > 0);
    expect(cardAlerts(rendered)).toEqual(['Network error. Please try again.']);
  });

  it('calls nothing without a token', async () => {
    const api = mockApi({});
    const rendered = await open('/magic-login', (r) => cardAlerts(r).length > 0);
    expect(cardAlerts(rendered)[0]).toContain('incomplete');
    expect(api.to('POST /api/auth/magic-link/verify')).toHaveLength(0);
    expect(linkTo(rendered, '/magic-link-login')).not.toBeNull();
  });
});
