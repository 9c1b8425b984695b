import { expect, test, type Page } from '@playwright/test';
import { mockAnalytics } from './analytics-mocks';
import { mockBranding, signInAs, testBrand } from './helpers';

// The app under its content security policy (web/vite.config.ts serves it from `vite preview`, as
// web/nginx.conf does in production): each screen loads, draws and reports no violation.

/** Every violation the page reports: the console's "Refused to ..." lines and the DOM's events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('the app is served with a strict content security policy', async ({ request }) => {
  const page = await request.get('/');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( https:\/\/js\.stripe\.com)?;/);
  expect(policy).not.toContain('unsafe-eval');
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/img-src 'self' data: blob:/);
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
});

test('the landing page, a business page and the owner dashboard with its charts load with no violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  await mockBranding(page, testBrand);
  await page.goto('/');
  await expect(page.locator('[data-screen="landing"]')).toBeAttached();
  await page.goto('/maple-street');
  await expect(page.locator('[data-screen="businessPage"]')).toBeAttached();

  await mockAnalytics(page);
  await signInAs(page, 'owner');
  await page.goto('/business-analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Dashboard', { timeout: 20_000 });
  await expect(page.locator('[data-chart] svg')).toHaveCount(3);

  expect(violations).toEqual([]);
});
