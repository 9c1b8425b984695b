import { expect, test, type Page } from '@playwright/test';
import { mockBranding, shootScreen, testBrand, viewports } from './helpers';

// The sign-in and account screens with the auth API answered by mocks: their states (validation,
// server answers, errors) at desktop and phone widths, each kept as a screenshot.

async function answer(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: body }));
}

const screens: {
  name: string;
  path: string;
  heading: string;
  act?: (page: Page) => Promise<void>;
}[] = [
  { name: 'login', path: '/login', heading: 'Sign in' },
  {
    name: 'login-failed',
    path: '/login',
    heading: 'Sign in',
    act: async (page) => {
      await answer(page, '/api/auth/login', 401, { error: 'Invalid credentials', code: 'UNAUTHORIZED' });
      await page.locator('input[name="username"]').fill('casey');
      await page.locator('input[name="password"]').fill('not-it');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Login FailedInvalid credentials. Please try again.');
    },
  },
  { name: 'register', path: '/register', heading: 'Create your account' },
  {
    name: 'register-errors',
    path: '/register',
    heading: 'Create your account',
    act: async (page) => {
      await page.locator('input[name="email"]').fill('casey@');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expect(page.getByText('First name is required')).toBeVisible();
    },
  },
  {
    name: 'magic-link-login',
    path: '/magic-link-login',
    heading: 'Sign in with a link',
    act: async (page) => {
      await answer(page, '/api/auth/magic-link', 200, {
        message: 'If an account exists for that email, a sign-in link is on its way.',
      });
      await page.locator('input[name="email"]').fill('casey@example.com');
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
    },
  },
  {
    name: 'magic-login-expired',
    path: '/magic-login?token=used-token',
    heading: 'Sign-in link not valid',
    act: async (page) => {
      await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    heading: 'Forgot your password?',
    act: async (page) => {
      await answer(page, '/api/auth/forgot-password', 200, {
        message: 'If an account exists for that email, a reset link is on its way.',
      });
      await page.locator('input[name="email"]').fill('casey@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status')).toContainText('a reset link is on its way');
    },
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=reset-token',
    heading: 'Choose a new password',
    act: async (page) => {
      await page.locator('input[name="password"]').fill('short');
      await page.locator('input[name="confirmation"]').fill('shorter');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    },
  },
  {
    name: 'reset-password-done',
    path: '/reset-password?token=reset-token',
    heading: 'Choose a new password',
    act: async (page) => {
      await answer(page, '/api/auth/reset-password', 200, { message: 'Your password has been reset.' });
      await page.locator('input[name="password"]').fill('a-new-secret');
      await page.locator('input[name="confirmation"]').fill('a-new-secret');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status')).toHaveText('Your password has been reset.');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password reset');
    },
  },
  {
    name: 'platform-admin-setup',
    path: '/platform-admin-setup',
    heading: 'Set up the platform',
    act: async (page) => {
      await answer(page, '/api/platform-admin/setup', 409, {
        error: 'A platform admin already exists',
        code: 'CONFLICT',
      });
      await page.locator('input[name="setupToken"]').fill('one-time-setup-token');
      await page.locator('input[name="firstName"]').fill('Pat');
      await page.locator('input[name="lastName"]').fill('Admin');
      await page.locator('input[name="username"]').fill('pat');
      await page.locator('input[name="email"]').fill('pat@example.com');
      await page.locator('input[name="password"]').fill('secret-123');
      await page.getByRole('button', { name: 'Create platform admin' }).click();
      await expect(page.getByRole('alert')).toHaveText('A platform admin already exists');
    },
  },
];

test.describe('auth screens', () => {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    for (const { name, path, heading, act } of screens) {
      test(`${name} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await mockBranding(page, testBrand);
        await answer(page, '/api/auth/magic-link/verify', 400, {
          error: 'This link has expired or was already used.',
          code: 'VALIDATION_FAILED',
        });
        await page.goto(path);
        // The card is headed by the business's name.
        await expect(page.getByTestId('auth-brand')).toHaveText(testBrand.businessName);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (act) await act(page);
        await shootScreen(page, `auth-${name}-${viewportName}`, viewport.width);
      });
    }
  }

  test('typing setup as the username opens the platform-admin setup', async ({ page }) => {
    await mockBranding(page, null);
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('setup');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/platform-admin-setup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up the platform');
  });
});
