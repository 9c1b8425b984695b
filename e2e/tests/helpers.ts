import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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

/** WCAG 2.1 A and AA, and axe's best practices: what every screen is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Waits until nothing on the page moves: a dialog still fading in, or a colour still in transition,
 * would have axe measure a contrast no one sees.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Fails with each axe-core violation on the page as it stands (rule, impact, help, elements). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await untilStill(page);
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}  ${node.html}`)
        .join('\n')}`,
  );
  expect(found, `axe-core violations in ${where}`).toEqual([]);
}

/**
 * Keeps a screenshot of the screen, once nothing sticks out sideways (at phone width least of
 * all). A full-page shot starts from the top: focus or a submit may have scrolled the page, and
 * the sticky header would then overlap it.
 */
export async function shootScreen(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: 'disabled' });
}
