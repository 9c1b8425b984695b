import { messagingMessages, type SupportContacts } from '@pickup/contracts/schemas';
import { json, mockApi } from '../../../../test/api-mock';
import { fieldErrors, input, submitButton } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { fill, screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const contacts: SupportContacts = {
  businessName: 'Maple Street Compost',
  phone: '+1 207-555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};

const settled = (rendered: RenderedApp) =>
  submitButton(rendered) !== null || rendered.text().includes('Business Not Found');

const messageBox = (rendered: RenderedApp) =>
  rendered.container.querySelector<HTMLTextAreaElement>('textarea[name="message"]');

const alertText = (rendered: RenderedApp) =>
  rendered.container.querySelector('form [role="alert"], [role="status"].MuiAlert-root')?.textContent ?? null;

async function send(rendered: RenderedApp): Promise<void> {
  await click(submitButton(rendered));
}

describe('the public support page', () => {
  it("shows the business's contact details and checks the form with the contract's rules", async () => {
    const api = mockApi({ 'GET /api/support/contacts': json(contacts) });
    const rendered = await open('/acme/support', settled);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Support');
    const links = [...rendered.container.querySelectorAll('[data-contacts] a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['+1 207-555-0142', 'tel:+12075550142'],
      ['hello@maplestreet.example', 'mailto:hello@maplestreet.example'],
      ['maplestreet.example (opens in a new tab)', 'https://maplestreet.example'],
    ]);

    await fill(rendered, { email: 'not-an-address' });
    await send(rendered);
    expect(fieldErrors(rendered)).toEqual([
      messagingMessages.nameRequired,
      messagingMessages.emailInvalid,
      messagingMessages.messageRequired,
    ]);
    expect(api.to('POST /api/support/requests')).toHaveLength(0);
  });

  it('sends the message and says it was received', async () => {
    const api = mockApi({
      'GET /api/support/contacts': json(contacts),
      'POST /api/support/requests': json(
        { message: messagingMessages.supportRequestReceived, ticketId: '6a0000000000000000000001' },
        201,
      ),
    });
    const rendered = await open('/support', settled);
    await fill(rendered, { name: '  Robin Lee ', email: 'Robin@Example.com' });
    await typeInto(messageBox(rendered), '  Do you take pizza boxes?  ');
    await send(rendered);
    await waitFor(
      () => rendered.text().includes(messagingMessages.supportRequestReceived),
      'the confirmation',
    );
    expect(api.to('POST /api/support/requests')[0]?.body).toEqual({
      name: 'Robin Lee',
      email: 'robin@example.com',
      message: 'Do you take pizza boxes?',
    });
    expect(submitButton(rendered)).toBeNull();

    await click(
      [...rendered.container.querySelectorAll('button')].find(
        (each) => each.textContent === 'Send Another Message',
      ) ?? null,
    );
    expect(input(rendered, 'name')?.value).toBe('');
  });

  it('says when this address has sent too many messages', async () => {
    mockApi({
      'GET /api/support/contacts': json(contacts),
      'POST /api/support/requests': json({ error: 'Too many requests', code: 'RATE_LIMITED' }, 429),
    });
    const rendered = await open('/support', settled);
    await fill(rendered, { name: 'Robin Lee', email: 'robin@example.com' });
    await typeInto(messageBox(rendered), 'Hello again');
    await send(rendered);
    await waitFor(() => alertText(rendered) !== null, 'the failure');
    expect(alertText(rendered)).toBe(messagingMessages.tooManySupportRequests);
  });

  it("lays the server's field messages under the fields", async () => {
    mockApi({
      'GET /api/support/contacts': json(contacts),
      'POST /api/support/requests': json(
        {
          error: messagingMessages.emailInvalid,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: messagingMessages.emailInvalid }],
        },
        400,
      ),
    });
    const rendered = await open('/support', settled);
    await fill(rendered, { name: 'Robin Lee', email: 'robin@example.com' });
    await typeInto(messageBox(rendered), 'Hello');
    await send(rendered);
    await waitFor(() => fieldErrors(rendered).length === 1, 'the field message');
    expect(fieldErrors(rendered)).toEqual([messagingMessages.emailInvalid]);
  });

  it('fills in a signed-in customer’s name and e-mail', async () => {
    signIn('customer');
    mockApi({ 'GET /api/support/contacts': json(contacts) });
    const rendered = await open('/support', settled);
    expect(input(rendered, 'name')?.value).toBe('Test User');
    expect(input(rendered, 'email')?.value).toBe('customer@example.com');
  });

  it('says no business answers at an address that names none', async () => {
    mockApi({
      'GET /api/support/contacts': json({ error: 'Business Not Found', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/support', settled);
    expect(rendered.container.querySelector('h2')?.textContent).toBe('Business Not Found');
    expect(submitButton(rendered)).toBeNull();
  });

  it('keeps the form when the contact details could not load', async () => {
    mockApi({ 'GET /api/support/contacts': json({ error: 'Down', code: 'INTERNAL' }, 503) });
    const rendered = await open('/support', settled);
    expect(rendered.text()).toContain('The contact details could not load');
    expect(submitButton(rendered)).not.toBeNull();
  });
});
