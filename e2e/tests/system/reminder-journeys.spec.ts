import { screenshotPath } from '../helpers';
import { expect, test } from './fixtures';

// Issue 12's reminders, as an owner meets them: Settings → Notifications shows when each
// reminder next goes out, on the business's clock, and a test reminder reaches the owner's inbox
// in the business's words. The scheduler itself is proven in the messaging service's tests.

test("an owner sees the next reminder runs in Settings and receives a test reminder in the business's words", async ({
  page,
  roleSession,
  signInAs,
  mailTo,
}) => {
  const owner = JSON.parse((await roleSession('owner')).user) as { email: string };
  await signInAs('owner');
  await page.goto('/business-settings?tab=notifications');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByTestId('next-run-day_before')).toContainText('Next:');
  await expect(page.getByTestId('next-run-morning_of')).toContainText('Next:');

  const since = Date.now();
  await page.getByRole('button', { name: 'Send me a test reminder' }).click();
  await expect(page.getByText(owner.email).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('journey-reminder-settings'), fullPage: true });
  const mail = await mailTo(owner.email, since, 'Pickup reminder');
  expect(mail.text ?? '').toContain("Don't forget to put your buckets out for pickup!");
});
