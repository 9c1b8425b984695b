import { json, mockApi } from '../../../../test/api-mock';
import { fieldErrors, input, linkTo, submitButton, toastText } from '../../../../test/form-queries';
import { click, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { fill, screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';
import { readSession } from '../../../lib/session';

const filled = {
  firstName: 'Olive',
  lastName: 'Green',
  username: 'olive',
  email: 'olive@example.com',
  password: 'secret1',
};

const openScreen = screenTests();
const open = () => openScreen('/register');

async function chooseOwner(rendered: RenderedApp): Promise<void> {
  await click(rendered.container.querySelector('input[name="role"][value="owner"]'));
}

describe('registration form', () => {
  it('has the spec fields, the account types and a Sign in link', async () => {
    mockApi({});
    const rendered = await open();
    for (const name of Object.keys(filled)) expect(input(rendered, name)).not.toBeNull();
    expect(input(rendered, 'email')?.type).toBe('email');
    expect(input(rendered, 'password')?.type).toBe('password');
    const labels = [...rendered.container.querySelectorAll('[role="radiogroup"] label')].map(
      (l) => l.textContent,
    );
    expect(labels).toEqual(['Customer', 'Business Owner']);
    expect(linkTo(rendered, '/login')?.textContent).toBe('Sign in');
  });

  it('requires every field and calls nothing until they are filled', async () => {
    const api = mockApi({});
    const rendered = await open();
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual([
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]);
    await fill(rendered, { ...filled, email: 'olive', password: '12345' });
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual([
      'Enter a valid email address',
      'Password must be at least 6 characters',
    ]);
    expect(api.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const rendered = await open();
    await click(rendered.container.querySelector('button[aria-label="Show password"]'));
    expect(input(rendered, 'password')?.type).toBe('text');
  });

  it('registers an owner: toast, session stored, then /business', async () => {
    const user = userOf('owner', { ...filled, tenantId: null });
    const api = mockApi({ 'POST /api/auth/register': json({ token: 'tok', user }, 201) });
    const rendered = await open();
    await fill(rendered, filled);
    await chooseOwner(rendered);
    await click(submitButton(rendered));
    await waitFor(() => rendered.location() === '/business', 'the redirect to /business');
    expect(api.to('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Olive',
      lastName: 'Green',
      username: 'olive',
      email: 'olive@example.com',
      password: 'secret1',
      role: 'owner',
    });
    expect(toastText(rendered)).toBe('Registration successful');
    expect(readSession().token).toBe('tok');
    expect(readSession().user?.role).toBe('owner');
  });

  it("registers a customer on a business's page and goes to its dashboard", async () => {
    const user = userOf('customer', filled);
    const api = mockApi({ 'POST /api/auth/register': json({ token: 'tok', user }, 201) });
    const rendered = await openScreen('/green-loop/register');
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => rendered.location() === '/green-loop/dashboard', 'the redirect to the dashboard');
    expect(api.to('POST /api/auth/register')[0]?.body).toMatchObject({ role: 'customer' });
  });

  it("shows Registration failed with the server's message", async () => {
    mockApi({
      'POST /api/auth/register': json({ error: 'That username is already taken', code: 'CONFLICT' }, 409),
    });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Registration failedThat username is already taken');
    expect(rendered.location()).toBe('/register');
    expect(readSession().token).toBeNull();
  });

  it('shows the fallback message when the server gives none', async () => {
    mockApi({ 'POST /api/auth/register': new TypeError('Failed to fetch') });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Registration failedPlease check your information and try again.');
  });

  it("puts the server's field messages under the fields", async () => {
    mockApi({
      'POST /api/auth/register': json(
        {
          error: 'Invalid input',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'password', message: 'Password must be at least 8 characters' }],
        },
        400,
      ),
    });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => fieldErrors(rendered).length > 0, 'the field message');
    expect(fieldErrors(rendered)).toEqual(['Password must be at least 8 characters']);
    await typeInto(input(rendered, 'password'), 'longer-secret');
    expect(fieldErrors(rendered)).toEqual([]);
  });
});
