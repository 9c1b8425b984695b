import { json, mockApi } from '../../../../test/api-mock';
import { cardAlerts, fieldErrors, submitButton } from '../../../../test/form-queries';
import { click, waitFor } from '../../../../test/render-app';
import { fill, screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';
import { readSession } from '../../../lib/session';

const filled = {
  setupToken: 'one-time-token',
  firstName: 'Pat',
  lastName: 'Admin',
  username: 'pat',
  email: 'pat@example.com',
  password: 'secret12',
};

const openScreen = screenTests();
const open = () => openScreen('/platform-admin-setup');

describe('/platform-admin-setup', () => {
  it('requires the setup token and every admin field', async () => {
    const api = mockApi({});
    const rendered = await open();
    await click(submitButton(rendered));
    expect(fieldErrors(rendered)).toEqual([
      'Setup token is required',
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]);
    expect(api.to('POST /api/platform-admin/setup')).toHaveLength(0);
  });

  it('creates the admin, stores the session and opens /platform-admin', async () => {
    const user = userOf('platform-admin', { username: 'pat', email: 'pat@example.com' });
    const api = mockApi({ 'POST /api/platform-admin/setup': json({ token: 'tok', user }, 201) });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => rendered.location() === '/platform-admin', 'the redirect');
    expect(api.to('POST /api/platform-admin/setup')[0]?.body).toEqual(filled);
    expect(readSession().user?.role).toBe('platform-admin');
    await waitFor(() => rendered.screen() === 'adminOverview', 'the admin screen');
  });

  it("shows the server's message once an admin exists", async () => {
    mockApi({
      'POST /api/platform-admin/setup': json(
        { error: 'A platform admin already exists', code: 'CONFLICT' },
        409,
      ),
    });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['A platform admin already exists']);
    expect(readSession().token).toBeNull();
  });

  it('shows a clear message for a wrong token without a server message', async () => {
    mockApi({ 'POST /api/platform-admin/setup': new Response('', { status: 403 }) });
    const rendered = await open();
    await fill(rendered, filled);
    await click(submitButton(rendered));
    await waitFor(() => cardAlerts(rendered).length > 0, 'the error');
    expect(cardAlerts(rendered)).toEqual(['Setup failed. Please check the setup token and try again.']);
  });
});
