import { json, mockApi } from '../../../../test/api-mock';
import { cardAlerts, fieldErrors, input, linkTo, submitButton } from '../../../../test/form-queries';
import { click, typeInto, waitFor } from '../../../../test/render-app';
import { hasForm, screenTests } from '../../../../test/screen-tests';

const open = screenTests();

describe('/forgot-password', () => {
  it('requires an e-mail', async () => {
    const api = mockApi({});
    const rendered = await open('/forgot-password', hasForm);
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual(['Email is required']);
    expect(api.calls.filter((call) => call.url.startsWith('/api/auth'))).toHaveLength(0);
  });

  it("sends the e-mail and shows the server's message", async () => {
    const message = 'If an account exists for that e-mail, a reset link is on its way.';
    const api = mockApi({ 'POST /api/auth/forgot-password': json({ message }) });
    const rendered = await open('/forgot-password', hasForm);
    await typeInto(input(rendered, 'email'), 'ann@example.com');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the answer');
    expect(cardAlerts(rendered)).toEqual([message]);
    expect(api.to('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'ann@example.com' });
  });

  it('shows the network error when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/forgot-password': new TypeError('Failed to fetch') });
    const rendered = await open('/forgot-password', hasForm);
    await typeInto(input(rendered, 'email'), 'ann@example.com');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['Network error. Please try again.']);
  });
});

describe('/reset-password', () => {
  it('needs the token of the link', async () => {
    const rendered = await open('/reset-password', (r) => cardAlerts(r).length > 0);
    expect(cardAlerts(rendered)[0]).toContain('incomplete');
    expect(submitButton(rendered)).toBeNull();
    expect(linkTo(rendered, '/forgot-password')).not.toBeNull();
  });

  it('requires a password of at least 6 characters, typed twice', async () => {
    const api = mockApi({});
    const rendered = await open('/reset-password?token=r1', hasForm);
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual(['Password is required', 'Please confirm your password']);
    await typeInto(input(rendered, 'password'), '12345');
    await typeInto(input(rendered, 'confirmation'), '12345');
    expect(fieldErrors(rendered)).toEqual(['Password must be at least 6 characters']);
    await typeInto(input(rendered, 'password'), '123456');
    expect(fieldErrors(rendered)).toEqual(['Passwords do not match']);
    expect(api.to('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('shows and hides each password', async () => {
    mockApi({});
    const rendered = await open('/reset-password?token=r1', hasForm);
    await click(rendered.container.querySelector('button[aria-label="Show password"]'));
    await click(rendered.container.querySelector('button[aria-label="Show password confirmation"]'));
    expect([input(rendered, 'password')?.type, input(rendered, 'confirmation')?.type]).toEqual([
      'text',
      'text',
    ]);
  });

  it('sets the new password and leads to the login screen', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': json({ message: 'Your password has been reset.' }),
    });
    const rendered = await open('/reset-password?token=r1', hasForm);
    await typeInto(input(rendered, 'password'), 'new-secret');
    await typeInto(input(rendered, 'confirmation'), 'new-secret');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the answer');
    expect(cardAlerts(rendered)).toEqual(['Your password has been reset.']);
    expect(linkTo(rendered, '/login')?.textContent).toBe('Sign in');
    const [call] = api.to('POST /api/auth/reset-password');
    expect(call?.body).toEqual({ token: 'r1', password: 'new-secret' });
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it("shows the server's error and keeps the form", async () => {
    mockApi({
      'POST /api/auth/reset-password': json(
        { error: 'This link has expired or was already used.', code: 'VALIDATION_FAILED' },
        400,
      ),
    });
    const rendered = await open('/reset-password?token=old', hasForm);
    await typeInto(input(rendered, 'password'), 'new-secret');
    await typeInto(input(rendered, 'confirmation'), 'new-secret');
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['This link has expired or was already used.']);
    expect(submitButton(rendered)).not.toBeNull();
  });
});
