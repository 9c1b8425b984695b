import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { screenshotPath } from '../helpers';
import { customerByEmail, expect, test } from './fixtures';

// Issue 12's journey against the real services, through the gateway and its /ws socket: a
// household and its business chat in two browsers and each sees the other's messages arrive
// without reloading; the household's quick message opens a ticket that the owner answers, and the
// answer reaches the household's chat and its inbox.

const unique = () => randomBytes(4).toString('hex');

type Session = {
  cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  token: string;
  user: string;
};

/** A second browser, signed in as the session's user the way the fixtures sign in the page. */
async function browserFor(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(session.cookies);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user', user);
    },
    [session.token, session.user] as const,
  );
  return context.newPage();
}

test('a household and its business chat live in two browsers; a quick message becomes a ticket the owner answers by chat and e-mail', async ({
  page,
  browser,
  playwright,
  system,
  roleSession,
  signInAs,
  mailTo,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const ownerSession = await roleSession('owner');
  const customerSession = await roleSession('customer');
  const household = JSON.parse(customerSession.user) as { id: string; email: string };
  const owner = await playwright.request.newContext({
    baseURL: system.gatewayUrl,
    extraHTTPHeaders: { authorization: `Bearer ${ownerSession.token}` },
  });
  const own = await customerByEmail(owner, household.email);
  const name = `${own.firstName} ${own.lastName}`;

  // The household writes to support from its chat page.
  const customer = await browserFor(browser, system.baseURL, customerSession);
  await customer.goto('/customer/messaging');
  await expect(customer.getByRole('heading', { level: 1, name: 'Support Chat' })).toBeVisible();
  const question = `Is my pickup still on Thursday? ${tag}`;
  const chatBox = customer.getByRole('form', { name: 'Send a message to support' });
  await chatBox.getByLabel('Message').fill(question);
  await chatBox.getByRole('button', { name: 'Send' }).click();
  await expect(customer.getByText('Your message has been sent to support.').first()).toBeVisible();
  await expect(customer.getByRole('log', { name: 'Messages with support' })).toContainText(question);

  // The owner finds it among the conversations, unread, and answers with Enter.
  await signInAs('owner');
  await page.goto('/business-messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const conversation = page.locator(`[data-conversation="${own.id}"]`);
  await expect(conversation).toContainText(question);
  await conversation.click();
  const thread = page.getByRole('log', { name: `Conversation with ${name}` });
  await expect(thread).toContainText(question);
  const answer = `Yes, Thursday between 8 and 11. ${tag}`;
  const composer = page.getByRole('textbox', { name: `Message ${name}` });
  await composer.fill(answer);
  await composer.press('Enter');
  await expect(thread).toContainText(answer);

  // The household's open chat shows the answer live, labelled Support.
  const customerLog = customer.getByRole('log', { name: 'Messages with support' });
  await expect(customerLog).toContainText(answer);
  await expect(customerLog.locator('[data-sender="Support"]').filter({ hasText: answer })).toHaveCount(1);

  // And the owner's open conversation shows the household's next message live.
  const thanks = `Thank you! ${tag}`;
  await chatBox.getByLabel('Message').fill(thanks);
  await chatBox.getByRole('button', { name: 'Send' }).click();
  await expect(thread).toContainText(thanks);
  await page.screenshot({ path: screenshotPath('journey-business-messages'), fullPage: true });
  await customer.screenshot({ path: screenshotPath('journey-support-chat'), fullPage: true });

  // A quick message from the Support Center opens a ticket.
  await customer.getByRole('button', { name: 'Support Center' }).click();
  const center = customer.getByRole('dialog');
  const request = `My bucket lid is cracked, can you bring a new one? ${tag}`;
  await center.getByLabel('Your message').fill(request);
  await center.getByRole('button', { name: 'Send Message' }).click();
  await expect(customer.getByText('Your message has been sent to support.').first()).toBeVisible();
  await customer.keyboard.press('Escape');

  // The owner opens it on the tickets screen and answers; the household reads it in its chat and inbox.
  await page.goto('/support-tickets');
  const ticketRow = page.locator('[data-ticket]').filter({ hasText: tag }).first();
  await expect(ticketRow).toBeVisible();
  await ticketRow.getByRole('button', { name: 'Open Ticket' }).click();
  const ticket = page.getByRole('dialog');
  await expect(ticket).toContainText(request);
  const since = Date.now();
  const reply = `A new lid rides with Thursday's pickup. ${tag}`;
  await ticket.getByRole('textbox', { name: `Reply to ${name}` }).fill(reply);
  await ticket.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Message Sent').first()).toBeVisible();
  await expect(ticket).toContainText(reply);
  await page.screenshot({ path: screenshotPath('journey-support-ticket'), fullPage: true });
  await expect(customerLog).toContainText(reply);
  const mail = await mailTo(household.email, since, 'Re: ');
  expect(`${mail.text ?? ''}`).toContain(reply);

  await customer.context().close();
  await owner.dispose();
});
