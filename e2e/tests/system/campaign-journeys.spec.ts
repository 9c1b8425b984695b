import { randomBytes } from 'node:crypto';
import { screenshotPath } from '../helpers';
import { expect, type CapturedMail, test } from './fixtures';

// Issue 12's launch campaign against the real services: an owner makes a contact list, imports a
// CSV with a header, a quoted comma and a bad row, and sends the launch e-mail to it; every address
// receives it with a working one-click unsubscribe, and the next campaign skips the address that
// used it.

const unique = () => randomBytes(4).toString('hex');

/** The unsubscribe address a campaign e-mail carries (its header, and the visible link). */
function unsubscribeLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/api\/email-campaigns\/unsubscribe\?token=[^\s"'<>&]+/.exec(
    `${mail.text ?? ''}\n${mail.html ?? ''}`,
  )?.[0];
  if (!link) throw new Error(`no unsubscribe link in "${mail.subject}"`);
  return link;
}

test('an owner imports a CSV into a list and sends the launch campaign; the e-mails arrive, one-click unsubscribe is honoured by the next campaign', async ({
  page,
  playwright,
  system,
  signInAs,
  mailTo,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const addresses = ['alex', 'sam', 'priya'].map((name) => `${name}-${tag}@example.com`);
  const csv = [
    'Email,First Name,Last Name,Phone',
    `${addresses[0]},Alex,Morgan,207-555-0141`,
    `${addresses[1]},"Sam, Jr.",Okafor,`,
    'not-an-address,Nobody,Here,',
    `${addresses[2]},Priya,Shah,207-555-0177`,
  ].join('\n');

  await signInAs('owner');
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  // A list, then the CSV imported into it: three added, the bad row reported with its number.
  const listName = `Market sign-ups ${tag}`;
  await page.getByRole('button', { name: 'Create List' }).first().click();
  await page.getByRole('dialog').getByLabel('List Name').fill(listName);
  await page.getByRole('dialog').getByRole('button', { name: 'Create List' }).click();
  const row = page.locator('[data-contact-list]').filter({ hasText: listName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog');
  await importing.locator('input[type="file"]').setInputFiles({
    name: 'market.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await importing.getByRole('button', { name: 'Import Contacts' }).click();
  await expect(importing.locator('[data-skipped-row="4"]')).toBeVisible();
  await expect(importing).toContainText('Added');
  await page.screenshot({ path: screenshotPath('journey-contacts-import'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(row.locator('[data-contact-count]')).toContainText('3');

  // The launch campaign to that list reaches all three.
  const since = Date.now();
  await row.getByRole('button', { name: 'Launch Campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 3 addresses' }).click();
  await expect(page.getByText(/Launch Campaign Sen/).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('journey-contacts-campaign'), fullPage: true });
  const launchSubject = `${system.business.businessName} now takes sign-ups online`;
  const mails = await Promise.all(addresses.map((address) => mailTo(address, since, launchSubject)));
  for (const mail of mails) expect(unsubscribeLinkIn(mail)).toContain('token=');

  // Sam unsubscribes with the mail client's one-click POST (RFC 8058).
  const web = await playwright.request.newContext();
  const unsubscribed = await web.post(unsubscribeLinkIn(mails[1] as CapturedMail), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBeLessThan(300);
  await web.dispose();

  // The next campaign skips Sam and writes to the other two again.
  const secondSince = Date.now();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Launch Campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 3 addresses' }).click();
  await expect(page.locator('[data-campaign]').first()).toContainText('1 skipped');
  await mailTo(addresses[0] ?? '', secondSince, launchSubject);
  await mailTo(addresses[2] ?? '', secondSince, launchSubject);
  const inbox = await playwright.request.newContext({ baseURL: system.mailApiUrl });
  const all = (await (await inbox.get('/email')).json()) as CapturedMail[];
  const toSam = all.filter((mail) => mail.to.some((to) => to.address === addresses[1]));
  expect(toSam).toHaveLength(1);
  await inbox.dispose();
});
