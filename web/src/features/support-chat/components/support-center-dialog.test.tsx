import type { SupportContacts } from '@pickup/contracts/schemas';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { dialog, dialogButton } from '../../../../test/dialog-queries';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';

// The Support Center as the chat page opens it (the dialog is shared: the dashboard opens it too).
jest.mock('../../../lib/live-connection', () => jest.requireActual('../testing/fake-live-connection'));

const open = screenTests();
const customer = userOf('customer');
const threadPath = `GET /api/messages/user/${customer.id}`;

const contacts: SupportContacts = {
  businessName: 'Maple Street Compost',
  phone: '(207) 555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};

const chatReady = (rendered: RenderedApp) => rendered.text().includes('No messages yet');
const channel = (name: string) => dialog()?.querySelector(`[data-channel="${name}"]`) ?? null;
const links = (root: Element | null | undefined) =>
  [...(root?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]);
const quickMessageBox = () =>
  dialog()?.querySelector<HTMLTextAreaElement>('textarea[name="message"]') ?? null;

async function openSupportCenter(answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ [threadPath]: json({ messages: [], hasMore: false }), ...answers });
  const rendered = await open('/customer/messaging', chatReady);
  await click(button('Support Center'));
  await waitFor(() => dialog() !== null, 'the Support Center');
  return { api, rendered };
}

beforeEach(() => signIn('customer'));

describe('the Support Center', () => {
  it("offers the business's real phone, video by e-mail and the chat, and its emergency contacts", async () => {
    await openSupportCenter({ 'GET /api/support/contacts': json(contacts) });
    await waitFor(() => channel('Phone') !== null, 'the contact details');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Support Center');
    expect(links(channel('Phone'))).toEqual([['Call (207) 555-0142', 'tel:2075550142']]);
    expect(links(channel('Video'))).toEqual([
      ['Request a Video Call', 'mailto:hello@maplestreet.example?subject=Video%20call%20request'],
    ]);
    expect(links(dialog()?.querySelector('[data-emergency-contacts]'))).toEqual([
      ['(207) 555-0142', 'tel:2075550142'],
      ['hello@maplestreet.example', 'mailto:hello@maplestreet.example'],
    ]);
    expect(dialog()?.textContent).not.toMatch(/555-0000|1-800|placeholder/i);

    // On the chat page, choosing chat returns to it.
    await click(dialogButton('Chat Now'));
    await waitFor(() => dialog() === null, 'the dialog to close');
  });

  it('arranges video through the website when the business gives no e-mail', async () => {
    await openSupportCenter({
      'GET /api/support/contacts': json({ ...contacts, email: '', website: 'https://maplestreet.example' }),
    });
    await waitFor(() => channel('Video') !== null, 'the contact details');
    expect(links(channel('Video'))).toEqual([
      ['Visit the Website (opens in a new tab)', 'https://maplestreet.example'],
    ]);
  });

  it('says honestly what a business that listed nothing offers, and still takes a quick message', async () => {
    await openSupportCenter({
      'GET /api/support/contacts': json({
        businessName: 'Maple Street Compost',
        phone: '',
        email: '',
        website: '',
      }),
    });
    await waitFor(() => channel('Phone') !== null, 'the contact details');
    expect(channel('Phone')?.textContent).toContain('Maple Street Compost has not listed a phone number.');
    expect(links(channel('Phone'))).toEqual([]);
    expect(channel('Video')).toBeNull();
    expect(dialog()?.querySelector('[data-emergency-contacts]')?.textContent).toContain(
      'has not listed a phone number or e-mail address yet',
    );
    expect(quickMessageBox()).not.toBeNull();
  });

  it('sends a quick message to support, which then shows in the chat', async () => {
    const { api, rendered } = await openSupportCenter({
      'GET /api/support/contacts': json(contacts),
      'POST /api/support/quick-message': json({ ticket: {} }, 201),
    });
    expect(dialogButton('Send Message')?.disabled).toBe(true);
    await typeInto(quickMessageBox(), '   ');
    expect(dialogButton('Send Message')?.disabled).toBe(true);

    await typeInto(quickMessageBox(), '  My bucket lid is cracked.  ');
    await click(dialogButton('Send Message'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Message SentYour message has been sent to support.');
    expect(api.to('POST /api/support/quick-message')[0]?.body).toEqual({
      message: 'My bucket lid is cracked.',
    });
    expect(quickMessageBox()?.value).toBe('');
    // The quick message opened a ticket in the customer's thread: the chat asks for it again.
    await waitFor(() => api.to(threadPath).length === 2, 'the thread refreshed');
  });

  it('says so when the quick message fails', async () => {
    const { rendered } = await openSupportCenter({
      'GET /api/support/contacts': json(contacts),
      'POST /api/support/quick-message': new Error('offline'),
    });
    await typeInto(quickMessageBox(), 'Hello?');
    await click(dialogButton('Send Message'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to send message. Please try again.');
    expect(quickMessageBox()?.value).toBe('Hello?');
  });

  it('offers Retry when the contact details could not load', async () => {
    await openSupportCenter({
      'GET /api/support/contacts': [json({ error: 'Down', code: 'INTERNAL' }, 503), json(contacts)],
    });
    await waitFor(
      () => dialog()?.textContent?.includes('The contact details could not load') === true,
      'the failure',
    );
    await click(dialogButton('Retry'));
    await waitFor(() => channel('Phone') !== null, 'the contact details');
  });
});
