import { expect, linkIn, newAccount, signInThroughForm, storedSession, test } from './fixtures';

// Issue 3's journeys through the real identity service and gateway. No call is mocked: branding
// falls back to the default brand because the tenant service is not running.

test('register as a business owner and land on /business', async ({ page }) => {
  const owner = newAccount('owner');
  await page.goto('/register');
  await page.locator('input[name="firstName"]').fill(owner.firstName);
  await page.locator('input[name="lastName"]').fill(owner.lastName);
  await page.locator('input[name="username"]').fill(owner.username);
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.getByRole('radio', { name: 'Business Owner' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/business');
  await expect(page.getByRole('alert')).toContainText('Registration successful');
  await expect(page.locator('[data-screen="business"]')).toBeAttached();
  await expect(page.getByText('Business Owner', { exact: true }).first()).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ role: 'owner' });
});

test('a taken username is refused with the server message', async ({ page, registerOwner }) => {
  const owner = newAccount('taken');
  await registerOwner(owner);
  await page.goto('/register');
  await page.locator('input[name="firstName"]').fill('Other');
  await page.locator('input[name="lastName"]').fill('Person');
  await page.locator('input[name="username"]').fill(owner.username);
  await page.locator('input[name="email"]').fill(`other-${owner.email}`);
  await page.locator('input[name="password"]').fill('secret-123');
  await page.getByRole('radio', { name: 'Business Owner' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Registration failedUsername is already taken');
  await expect(page).toHaveURL('/register');
});

test('log in and out', async ({ page, registerOwner }) => {
  const owner = newAccount('login');
  await registerOwner(owner);

  await page.goto('/login');
  await signInThroughForm(page, owner.username, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Login FailedInvalid credentials. Please try again.');

  await signInThroughForm(page, owner.username, owner.password);
  // An owner without a business goes to /, which shows them the business analytics.
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-screen="businessAnalytics"]')).toBeAttached();
  const signedIn = await storedSession(page);
  expect(signedIn.role).toBe('owner');

  // The session is real: the access token works and the refresh cookie gives a new one.
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${signedIn.token}` },
  });
  expect(me.status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.locator('[data-screen="login"] form')).toBeVisible();
  expect(
    await page.evaluate(() =>
      ['auth_token', 'auth_user', 'user', 'token'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null, null]);
  // The server ended the session: its refresh cookie no longer works, nor does the access token.
  await expect.poll(async () => (await page.request.post('/api/auth/refresh')).status()).toBe(401);
  const after = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${signedIn.token}` },
  });
  expect(after.status()).toBe(401);
});

test('a 401 is answered with one refresh and the session carries on', async ({ page, registerOwner }) => {
  const owner = newAccount('refresh');
  await registerOwner(owner);
  await page.goto('/login');
  await signInThroughForm(page, owner.username, owner.password);
  await expect(page).toHaveURL('/');

  // A token the gateway refuses: the next call meets a 401, refreshes through the cookie, retries.
  await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-valid-token'));
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await page.goto('/business-settings');
  expect((await refreshed).status()).toBe(200);
  await expect.poll(async () => (await storedSession(page)).token).not.toBe('not-a-valid-token');
  const after = await storedSession(page);
  expect(after.role).toBe('owner');
  // The new token works (it may equal the sign-in one when issued within the same second).
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${after.token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { username: string } }).user.username).toBe(owner.username);
  await expect(page.locator('[data-screen="businessSettings"]')).toBeAttached();
});

test('sign in with a magic link read from the captured e-mail', async ({ page, registerOwner, mailTo }) => {
  const owner = newAccount('magic');
  await registerOwner(owner);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL('/magic-link-login');
  const since = Date.now();
  await page.locator('input[name="email"]').fill(owner.email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a sign-in link is on its way.',
  );

  const link = linkIn(await mailTo(owner.email, since, 'Your sign-in link'), '/magic-login');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-screen="businessAnalytics"]')).toBeAttached();
  expect(await storedSession(page)).toMatchObject({ role: 'owner' });

  // The link works once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(link);
  await expect(page.locator('[data-screen="magicLogin"]')).toContainText(
    'This link has expired or was already used.',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL('/magic-link-login');
});

test('reset a password from the captured e-mail and sign in with the new one', async ({
  page,
  registerOwner,
  mailTo,
}) => {
  const owner = newAccount('reset');
  await registerOwner(owner);
  const newPassword = `new-${owner.password}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const since = Date.now();
  await page.locator('input[name="email"]').fill(owner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email, a reset link is on its way.',
  );

  await page.goto(linkIn(await mailTo(owner.email, since, 'Reset your password'), '/reset-password'));
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmation"]').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset.');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');

  await signInThroughForm(page, owner.username, owner.password);
  await expect(page.getByRole('alert')).toContainText('Invalid credentials. Please try again.');
  await signInThroughForm(page, owner.username, newPassword);
  await expect(page).toHaveURL('/');
  expect(await storedSession(page)).toMatchObject({ role: 'owner' });
});

test('a customer opening an owner route sees the login screen', async ({ page, createCustomer }) => {
  const customer = newAccount('customer');
  await createCustomer(customer);

  await page.goto('/login');
  await signInThroughForm(page, customer.username, customer.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.locator('[data-screen="customerDashboard"]')).toBeAttached();

  await page.goto('/business-customers');
  await expect(page).toHaveURL('/business-customers');
  await expect(page.locator('[data-screen="login"] form')).toBeVisible();
  await expect(page.locator('[data-screen="businessCustomers"]')).toHaveCount(0);
  // Still signed in as the customer: the page offers Logout, not another Sign in button.
  expect(await storedSession(page)).toMatchObject({ role: 'customer' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});
