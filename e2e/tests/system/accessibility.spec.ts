import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths, screenIds, tenantParam } from '../../../web/src/config/paths';
import { axeTags, untilStill, viewports } from '../helpers';
import { routeTable, type RouteRow } from '../route-table';
import { expect, test } from './fixtures';

// Every route of the web app checked with axe-core at phone and desktop width, signed in as the role
// that may see it, against the real identity service and gateway. A violation fails the route's
// test with the rule, the elements and the help text. How a screen joins: docs/web.md.

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violation: Violation, width: number): string {
  const elements = violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.html}`).join('\n');
  return `${violation.id} (${violation.impact ?? 'no impact given'}) at ${width} px: ${violation.help}\n    ${violation.helpUrl}\n${elements}`;
}

/** Waits until the route shows its screen: its heading, or (not built yet) its empty region once the page is idle. */
async function ready(page: Page, row: RouteRow): Promise<void> {
  const region = page.locator(`[data-screen="${row.screen}"]`);
  await expect(region).toBeAttached();
  if (row.heading) {
    // A dialog the screen opens at once (the dashboard's onboarding) hides the page from the
    // accessibility tree while it is open: the heading is there all the same.
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(row.heading);
    // What the screen opens once its data is in (the dashboard's onboarding dialog) is checked too.
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('networkidle');
  expect(
    await region.innerHTML(),
    `${row.screen} is built: its line in e2e/tests/route-table.ts must name the heading it shows`,
  ).toBe('');
}

test('the route table holds every route of the route registry', () => {
  const rows = new Set(routeTable.map((row) => `${row.path.split('?')[0]} ${row.screen}`));
  const missing = screenIds
    .flatMap((id) => {
      const { path, aliases = [], tenantPath } = paths[id];
      return [path, ...aliases, tenantPath?.replace(`:${tenantParam}`, 'acme')].flatMap((pattern) =>
        pattern ? [`${pattern} ${id}`] : [],
      );
    })
    .filter((route) => !rows.has(route));
  expect(missing, 'routes of web/src/config/paths.ts without a line in e2e/tests/route-table.ts').toEqual([]);
});

for (const row of routeTable) {
  test(`${row.path} as ${row.as ?? 'a visitor'}`, async ({ page, signInAs }) => {
    if (row.as) await signInAs(row.as);
    await page.setViewportSize(viewports.phone);
    await page.goto(row.path);
    await ready(page, row);

    const found: string[] = [];
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await untilStill(page);
      const axe = new AxeBuilder({ page }).withTags(axeTags);
      // A screen not built yet has nothing to head; every other rule still checks its header and page.
      if (!row.heading) axe.disableRules(['page-has-heading-one']);
      const { violations } = await axe.analyze();
      found.push(...violations.map((violation) => describe(violation, viewport.width)));
    }
    expect(found, `axe-core violations at ${row.path}`).toEqual([]);
  });
}
