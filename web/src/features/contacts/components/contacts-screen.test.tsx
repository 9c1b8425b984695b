import { contactLimits, contactsMessages } from '@pickup/contracts/schemas';
import { act } from 'react';
import { empty, json, mockApi, type SentRequest } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { choose, dialog, dialogButton, dialogField, submitDialogForm } from '../../../../test/dialog-queries';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { campaignFollowMs } from '../hooks/use-followed-campaigns';
import {
  campaignsOf,
  contactsOf,
  emptyList,
  importAnswer,
  listsOf,
  marketList,
  neighboursList,
  robinContact,
  sendingCampaign,
  sentCampaign,
} from '../testing/contact-fixtures';

const open = screenTests();
// Each test mounts the whole app and loads the screen as the browser would: on a busy machine that
// takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const listed = (r: RenderedApp) => r.container.querySelector('[data-contact-list]') !== null;
const row = (r: RenderedApp, id: string) => r.container.querySelector(`[data-contact-list="${id}"]`);
const rowButton = (r: RenderedApp, id: string, label: string) =>
  [...(row(r, id)?.querySelectorAll('button') ?? [])].find((each) => each.textContent?.trim() === label) ??
  null;
const importPath = `POST /api/contact-lists/${marketList.id}/import`;
const sentContacts = (request: SentRequest | undefined) =>
  (request?.body as { contacts: { email: string; row: number }[] } | undefined)?.contacts ?? [];

const common = {
  'GET /api/contact-lists': json(listsOf([marketList, neighboursList])),
  'GET /api/email-campaigns': json(campaignsOf([])),
};

/** Chooses a file in the open dialog's file input, as the system's file chooser does. */
async function chooseFile(file: File): Promise<void> {
  const input = dialog()?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

const csv = (text: string, name = 'contacts.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => signIn('owner'));

describe('contact lists', () => {
  it('lists each list with its contact count, and the campaigns', async () => {
    mockApi({ ...common, 'GET /api/email-campaigns': json(campaignsOf([sentCampaign])) });
    const rendered = await open('/contacts', listed);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Contacts');
    expect(row(rendered, marketList.id)?.querySelector('h3')?.textContent).toBe(marketList.name);
    expect(row(rendered, marketList.id)?.querySelector('[data-contact-count]')?.textContent).toBe(
      '12 contacts',
    );
    expect(row(rendered, marketList.id)?.textContent).toContain(marketList.description);
    await waitFor(() => rendered.container.querySelector('[data-campaign]') !== null, 'the campaigns');
    expect(rendered.container.querySelector('[data-campaign-counts]')?.textContent).toBe(
      '12 addresses: 10 sent · 1 failed · 1 skipped (unsubscribed)',
    );
  });

  it('says what lists are for while there are none', async () => {
    mockApi({ ...common, 'GET /api/contact-lists': json(listsOf([])) });
    const rendered = await open('/contacts', (r) => r.text().includes('No contact lists yet'));
    expect(rendered.text()).toContain('launch campaign');
    expect(rendered.text()).toContain('No campaign sent yet');
  });

  it('creates a list: a name is required, and the lists are asked again', async () => {
    const api = mockApi({
      ...common,
      'POST /api/contact-lists': json({ list: { ...emptyList, name: 'Spring fair' } }, 201),
    });
    const rendered = await open('/contacts', listed);
    await click(button('Create List'));
    await submitDialogForm();
    expect(dialog()?.textContent).toContain(contactsMessages.listNameRequired);
    expect(api.to('POST /api/contact-lists')).toHaveLength(0);

    await typeInto(dialogField('name'), '  Spring fair ');
    await typeInto(dialogField('description'), 'Met at the fair');
    await submitDialogForm();
    await waitFor(() => rendered.text().includes('List Created'), 'the toast');
    expect(api.to('POST /api/contact-lists')[0]?.body).toEqual({
      name: 'Spring fair',
      description: 'Met at the fair',
    });
    expect(dialog()).toBeNull();
    await waitFor(() => api.to('GET /api/contact-lists').length === 2, 'the lists again');
  });

  it('shows the spec’s toast when a list cannot be created', async () => {
    mockApi({ ...common, 'POST /api/contact-lists': empty(502) });
    const rendered = await open('/contacts', listed);
    await click(button('Create List'));
    await typeInto(dialogField('name'), 'Spring fair');
    await submitDialogForm();
    await waitFor(() => rendered.text().includes(contactsMessages.createListFailed), 'the failure toast');
    expect(dialog()).not.toBeNull();
  });

  it('opens a list to its contacts, searched', async () => {
    const api = mockApi({
      ...common,
      [`GET /api/contact-lists/${marketList.id}/contacts`]: json(contactsOf([robinContact])),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'View Contacts'));
    await waitFor(() => dialog()?.querySelector('[data-contact]') !== null, 'the contacts');
    const contact = dialog()?.querySelector('[data-contact]');
    expect(contact?.querySelector('h3')?.textContent).toBe('robin@example.com');
    expect(contact?.textContent).toContain('Robin Lee · 555-0100');
    expect(contact?.textContent).toContain('Subscribed');
    await typeInto(dialog()?.querySelector('input[type="search"]') ?? null, 'robin');
    await waitFor(
      () => api.to(`GET /api/contact-lists/${marketList.id}/contacts`).length === 2,
      'the search',
      3000,
    );
    expect(api.to(`GET /api/contact-lists/${marketList.id}/contacts`)[1]?.url).toContain('search=robin');
  });
});

describe('adding contacts', () => {
  it('sends typed lines, quoted commas kept, and reports what was added, merged and skipped', async () => {
    const api = mockApi({
      ...common,
      [importPath]: json(
        importAnswer({
          imported: 1,
          merged: 1,
          skipped: [{ row: 3, email: 'no-at-sign', reason: contactsMessages.emailNeedsAt }],
          contactCount: 13,
        }),
      ),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Add Contacts'));
    await typeInto(
      dialogField('lines'),
      'robin@example.com, "Lee, Jr.", Robin, 555-0100\ndana@example.com,Dana\nno-at-sign',
    );
    await submitDialogForm();
    await waitFor(() => dialog()?.textContent?.includes('Import Report') ?? false, 'the report');
    const body = api.to(importPath)[0]?.body as { source: string };
    expect(body.source).toBe('manual');
    expect(sentContacts(api.to(importPath)[0])).toEqual([
      { email: 'robin@example.com', firstName: 'Lee, Jr.', lastName: 'Robin', phone: '555-0100', row: 1 },
      { email: 'dana@example.com', firstName: 'Dana', lastName: '', phone: '', row: 2 },
      { email: 'no-at-sign', firstName: '', lastName: '', phone: '', row: 3 },
    ]);
    const stat = (label: string) =>
      dialog()?.querySelector(`[data-stat="${label}"] [data-stat-value]`)?.textContent;
    expect([stat('Added'), stat('Merged'), stat('Skipped'), stat('In the List')]).toEqual([
      '1',
      '1',
      '1',
      '13',
    ]);
    expect(dialog()?.querySelector('[data-skipped-row="3"]')?.textContent).toBe(
      `Line 3no-at-sign${contactsMessages.emailNeedsAt}`,
    );
    expect(rendered.text()).toContain('Contacts Imported');
    expect(rendered.text()).toContain('1 added, 1 merged, 1 skipped.');
    await waitFor(() => api.to('GET /api/contact-lists').length === 2, 'the counts again');
  });

  it('says no valid contacts when no line has an email with @, and sends nothing', async () => {
    const api = mockApi(common);
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Add Contacts'));
    await typeInto(dialogField('lines'), 'robin, Robin, Lee\n\n');
    await submitDialogForm();
    await waitFor(() => rendered.text().includes(contactsMessages.noValidContactsTitle), 'the toast');
    expect(rendered.text()).toContain(contactsMessages.noValidContacts);
    expect(api.to(importPath)).toHaveLength(0);
  });

  it('says no valid contacts when the server took none', async () => {
    mockApi({
      ...common,
      [importPath]: json(
        importAnswer({
          skipped: [{ row: 1, email: 'a@', reason: contactsMessages.emailInvalid }],
          contactCount: 12,
        }),
      ),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Add Contacts'));
    await typeInto(dialogField('lines'), 'a@');
    await submitDialogForm();
    await waitFor(() => rendered.text().includes(contactsMessages.noValidContacts), 'the toast');
    expect(dialog()?.querySelector('[data-skipped-row="1"]')?.textContent).toContain(
      contactsMessages.emailInvalid,
    );
  });
});

describe('importing a CSV file', () => {
  it('refuses a file that is not a CSV with the spec’s message', async () => {
    const api = mockApi(common);
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Import CSV'));
    await chooseFile(new File(['x'], 'contacts.xlsx', { type: 'application/vnd.ms-excel' }));
    await waitFor(() => rendered.text().includes('Please select a CSV file'), 'the toast');
    expect(rendered.text()).toContain('Invalid file');
    expect(dialogButton('Import Contacts')?.disabled).toBe(true);
    expect(api.to(importPath)).toHaveLength(0);
  });

  it('skips the header, keeps quoted commas and row numbers, and reports bad rows', async () => {
    const api = mockApi({
      ...common,
      [importPath]: json(
        importAnswer({
          imported: 2,
          skipped: [{ row: 4, email: 'jo.example.com', reason: contactsMessages.emailNeedsAt }],
          contactCount: 14,
        }),
      ),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Import CSV'));
    await chooseFile(
      csv(
        'E-mail,First Name,last_name,Phone\nrobin@example.com,Robin,"Lee, Jr.",555-0100\n\njo.example.com,Jo,,\ndana@example.com,Dana,Park,\n',
      ),
    );
    await waitFor(() => dialog()?.querySelector('[data-file-summary]') !== null, 'the file’s summary');
    expect(dialog()?.querySelector('[data-file-summary]')?.textContent).toContain('3 rows to import.');
    expect(dialog()?.textContent).toContain('Columns read: E-mail, First Name, last_name, Phone.');

    await click(dialogButton('Import Contacts'));
    await waitFor(() => dialog()?.textContent?.includes('Import Report') ?? false, 'the report');
    expect((api.to(importPath)[0]?.body as { source: string }).source).toBe('import');
    expect(sentContacts(api.to(importPath)[0])).toEqual([
      { email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee, Jr.', phone: '555-0100', row: 2 },
      { email: 'jo.example.com', firstName: 'Jo', lastName: '', phone: '', row: 4 },
      { email: 'dana@example.com', firstName: 'Dana', lastName: 'Park', phone: '', row: 5 },
    ]);
    expect(dialog()?.querySelector('[data-skipped-row="4"]')?.textContent).toBe(
      `Row 4jo.example.com${contactsMessages.emailNeedsAt}`,
    );
    expect(rendered.text()).toContain('2 added, 0 merged, 1 skipped.');
  });

  it('sends a large file in batches of the contract’s size with the progress between them', async () => {
    const rows = 2 * contactLimits.importBatch + 1;
    const lines = Array.from({ length: rows }, (_, i) => `person${i}@example.com,P${i}`);
    let release: () => void = () => undefined;
    const api = mockApi({
      ...common,
      [importPath]: async (request) => {
        const count = sentContacts(request).length;
        // The second call waits, so the progress between batches can be read.
        if (api.to(importPath).length === 2) await new Promise<void>((done) => (release = done));
        return json(importAnswer({ imported: count, contactCount: 12 + count }));
      },
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Import CSV'));
    await chooseFile(csv(`email,first name\n${lines.join('\n')}\n`));
    await waitFor(() => dialog()?.querySelector('[data-file-summary]') !== null, 'the file’s summary');
    await click(dialogButton('Import Contacts'));
    await waitFor(() => api.to(importPath).length === 2, 'the second batch');
    const progress = dialog()?.querySelector('[data-import-progress] [role="progressbar"]');
    expect(progress?.getAttribute('aria-valuenow')).toBe(String(Math.round((500 / rows) * 100)));
    expect(dialog()?.textContent).toContain(
      `Importing… 500 of ${rows.toLocaleString('en-US')} contacts sent`,
    );
    release();
    await waitFor(() => dialog()?.textContent?.includes('Import Report') ?? false, 'the report');
    const sizes = api.to(importPath).map((call) => sentContacts(call).length);
    expect(sizes).toEqual([contactLimits.importBatch, contactLimits.importBatch, 1]);
    expect(sentContacts(api.to(importPath)[2])[0]?.row).toBe(rows + 1);
    expect(dialog()?.querySelector('[data-stat="Added"] [data-stat-value]')?.textContent).toBe(
      rows.toLocaleString('en-US'),
    );
  });

  it('stops at a failed batch with the spec’s toast, and sends the rest again', async () => {
    const rows = contactLimits.importBatch + 2;
    const lines = Array.from({ length: rows }, (_, i) => `person${i}@example.com`);
    const api = mockApi({
      ...common,
      [importPath]: [
        json(importAnswer({ imported: contactLimits.importBatch, contactCount: 512 })),
        empty(502),
        json(importAnswer({ imported: 2, contactCount: 514 })),
      ],
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Import CSV'));
    await chooseFile(csv(`Email\n${lines.join('\n')}`));
    await waitFor(() => dialog()?.querySelector('[data-file-summary]') !== null, 'the file’s summary');
    await click(dialogButton('Import Contacts'));
    await waitFor(() => rendered.text().includes(contactsMessages.importFailed), 'the failure toast');
    expect(dialog()?.querySelector('[data-import-stopped]')?.textContent).toContain(
      `2 contacts of ${rows} were not sent.`,
    );
    await click(dialogButton('Send the Rest Again'));
    await waitFor(() => dialog()?.textContent?.includes('Import Report') ?? false, 'the report');
    expect(sentContacts(api.to(importPath)[2]).map((contact) => contact.row)).toEqual([502, 503]);
    expect(dialog()?.querySelector('[data-stat="Added"] [data-stat-value]')?.textContent).toBe(String(rows));
  });
});

describe('the launch campaign', () => {
  it('confirms how many addresses a list reaches, sends it, and shows the result', async () => {
    const api = mockApi({
      ...common,
      'POST /api/email-campaigns/create-launch': json(
        { campaignId: sentCampaign.id, status: 'sent', recipients: 12, sent: 10, failed: 1, skipped: 1 },
        201,
      ),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, marketList.id, 'Launch Campaign'));
    expect(dialog()?.querySelector('[data-campaign-reach]')?.textContent).toBe(
      `The launch e-mail goes to the 12 contacts of ${marketList.name}. Anyone who unsubscribed is skipped.`,
    );
    await choose(dialogField('listId'), 'all');
    expect(dialog()?.querySelector('[data-campaign-reach]')?.textContent).toContain(
      'every address in your 2 lists, each once: at most 42 addresses',
    );
    await choose(dialogField('listId'), marketList.id);
    await click(dialogButton('Send to 12 addresses'));
    await waitFor(() => rendered.text().includes('Launch Campaign Sent'), 'the toast');
    expect(api.to('POST /api/email-campaigns/create-launch')[0]?.body).toEqual({ listId: marketList.id });
    expect(dialog()?.querySelector('[data-fact="Sent"]')?.textContent).toBe('10');
    expect(dialog()?.querySelector('[data-fact="Skipped"]')?.textContent).toBe('1 (unsubscribed)');
    await waitFor(() => api.to('GET /api/email-campaigns').length === 2, 'the campaigns again');
  });

  it('sends to every list without a listId, and follows a campaign still sending', async () => {
    const api = mockApi({
      ...common,
      'GET /api/email-campaigns': [
        json(campaignsOf([])),
        json(campaignsOf([sendingCampaign])),
        json(campaignsOf([sentCampaign])),
      ],
      'POST /api/email-campaigns/create-launch': json(
        { campaignId: sendingCampaign.id, status: 'sending', recipients: 12, sent: 4, failed: 0, skipped: 0 },
        201,
      ),
    });
    const rendered = await open('/contacts', listed);
    await click(button('Create Launch Campaign'));
    await click(dialogButton('Send to up to 42 addresses'));
    await waitFor(() => rendered.text().includes('Launch Campaign Sending'), 'the toast');
    expect(api.to('POST /api/email-campaigns/create-launch')[0]?.body).toEqual({});
    expect(dialog()?.textContent).toContain('4 of 12 addresses done');
    // Polled while it sends, until the list says it was sent.
    await waitFor(() => api.to('GET /api/email-campaigns').length >= 3, 'the campaigns followed', 8000);
    await waitFor(
      () => dialog()?.querySelector('[data-fact="Sent"]')?.textContent === '10',
      'the result',
      2000,
    );
    const calls = api.to('GET /api/email-campaigns').length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, campaignFollowMs + 500));
    });
    expect(api.to('GET /api/email-campaigns')).toHaveLength(calls);
  });

  it('shows the server’s message or the spec’s when the campaign fails, and refuses no recipients', async () => {
    mockApi({
      ...common,
      'GET /api/contact-lists': json(listsOf([marketList, emptyList])),
      'POST /api/email-campaigns/create-launch': empty(502),
    });
    const rendered = await open('/contacts', listed);
    await click(rowButton(rendered, emptyList.id, 'Launch Campaign'));
    expect(dialog()?.textContent).toContain(contactsMessages.noRecipients);
    expect(dialogButton('Send to 0 addresses')?.disabled).toBe(true);
    await choose(dialogField('listId'), marketList.id);
    await click(dialogButton('Send to 12 addresses'));
    await waitFor(() => rendered.text().includes(contactsMessages.launchFailed), 'the failure toast');
    expect(dialog()?.textContent).toContain('Create Launch Campaign');
  });
});
