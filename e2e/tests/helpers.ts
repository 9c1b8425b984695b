import type { Page } from '@playwright/test';
import path from 'node:path';

export type Role = 'customer' | 'owner' | 'platform-admin';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof viewports;

export const testBrand = { businessName: 'Maple Street Compost', logoUrl: null, primaryColor: '#1f6f5c' };

/**
 * Answers the branding calls (owner settings, public branding): with a business, or with a gateway
 * error so the page must fall back to the default brand silently.
 */
export async function mockBranding(page: Page, branding: typeof testBrand | null): Promise<void> {
  await page.route(/\/api\/business\/(settings|branding)(\?.*)?$/, (route) =>
    branding ? route.fulfill({ json: branding }) : route.fulfill({ status: 502, body: '' }),
  );
}

/** Stores a session the way login does (auth_token and auth_user in localStorage). */
export async function signInAs(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await page.evaluate((userRole) => {
    localStorage.setItem('auth_token', `e2e-${userRole}`);
    localStorage.setItem(
      'auth_user',
      JSON.stringify({
        id: `e2e-${userRole}`,
        username: userRole,
        email: `${userRole}@example.com`,
        firstName: 'Casey',
        lastName: 'Rivers',
        role: userRole,
      }),
    );
  }, role);
}

export function screenshotPath(name: string): string {
  return path.resolve(__dirname, '..', 'screenshots', `${name}.png`);
}
