import { customerMessages } from '@pickup/contracts/constants';
import type { ImportPreviewResult } from '@pickup/contracts/schemas';
import { act } from 'react';
import { json, mockApi } from '../../../../test/api-mock';
import { advance, button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { dialog, dialogButton, dialogField, listOf, robin, stats } from '../testing/customer-fixtures';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would: on a busy
// machine that takes longer than Jest's default 5 s.
jest.setTimeout(15_000);

const ready = (r: RenderedApp) => r.container.querySelector('[data-customer]') !== null;

const settings = (soundNotificationsEnabled: boolean) => ({
  businessName: 'Maple',
  soundNotificationsEnabled,
});

/** Oscillators the page started, through a stand-in for the browser's Web Audio. */
function listenToBeeps(): number[] {
  const frequencies: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    state = 'running';
    destination = {};
    close = () => Promise.resolve();
    resume = () => Promise.resolve();
    createGain = () => ({
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    });
    createOscillator = () => ({
      frequency: { setValueAtTime: (value: number) => frequencies.push(value) },
      connect: () => undefined,
      start: () => undefined,
      stop: () => undefined,
      onended: null,
    });
  }
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
  return frequencies;
}

beforeEach(() => signIn('owner'));
afterEach(() => Reflect.deleteProperty(window, 'AudioContext'));

describe('adding a customer', () => {
  const added = (milestone: boolean, autoAssignmentMessage: string | null) =>
    json(
      {
        customer: { ...robin, id: '650000000000000000000009', firstName: 'Mary', lastName: 'Ann Smith' },
        milestoneResult: { isMilestone: milestone, customerCount: 50 },
        autoAssignmentMessage,
      },
      201,
    );

  it('splits the full name, fills the bucket number with Auto-assign, and says it was added', async () => {
    const beeps = listenToBeeps();
    const api = mockApi({
      'GET /api/business/settings': json(settings(true)),
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({ zones: [] }),
      'GET /api/customers/next-bucket-number': json({ bucketNumber: 'B-043' }),
      'POST /api/customers': added(false, 'Bucket number B-043 was assigned.'),
    });
    const rendered = await open('/business-customers', ready);
    await click(button('Add Customer'));
    await waitFor(() => dialogField('fullName') !== null, 'the add form');
    expect(dialogButton('Add')?.disabled).toBe(true);
    await typeInto(dialogField('fullName'), '  Mary Ann Smith ');
    await typeInto(dialogField('email'), 'Mary@Example.com');
    expect(dialogButton('Add')?.disabled).toBe(true);
    await typeInto(dialogField('address'), '9 Oak St, Hampden');
    expect(dialogButton('Add')?.disabled).toBe(false);

    await click(dialogButton('Auto-assign'));
    await waitFor(() => dialogField('bucketNumber')?.value === 'B-043', 'the suggested number');
    await click(dialogButton('Add'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      'Customer AddedNew customer has been added successfully. Bucket number B-043 was assigned.',
    );
    expect(dialog()).toBeNull();
    expect(api.to('POST /api/customers')[0]?.body).toEqual({
      firstName: 'Mary',
      lastName: 'Ann Smith',
      email: 'mary@example.com',
      address: '9 Oak St, Hampden',
      phone: '',
      subscription: 'none',
      bucketNumber: 'B-043',
      notes: '',
      role: 'customer',
    });
    // A new customer: the two tones once.
    expect(beeps).toEqual([800, 600]);
    await waitFor(() => api.to('GET /api/customers').length === 2, 'the list refreshed');
  });

  it('beeps twice and says Milestone Reached! at a milestone; silent with sound off', async () => {
    const beeps = listenToBeeps();
    mockApi({
      'GET /api/business/settings': json(settings(true)),
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({ zones: [] }),
      'POST /api/customers': added(true, null),
    });
    const rendered = await open('/business-customers', ready);
    await click(button('Add Customer'));
    await waitFor(() => dialogField('fullName') !== null, 'the add form');
    await typeInto(dialogField('fullName'), 'Cher');
    await typeInto(dialogField('email'), 'cher@example.com');
    await typeInto(dialogField('address'), '1 Pine St');
    await click(dialogButton('Add'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Milestone Reached!You now have 50 customers!');
    expect(beeps).toEqual([800, 600, 800, 600]);
  });

  it('stays silent when sound notifications are off', async () => {
    const beeps = listenToBeeps();
    mockApi({
      'GET /api/business/settings': json(settings(false)),
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({ zones: [] }),
      'POST /api/customers': added(true, null),
    });
    const rendered = await open('/business-customers', ready);
    await click(button('Add Customer'));
    await waitFor(() => dialogField('fullName') !== null, 'the add form');
    await typeInto(dialogField('fullName'), 'Cher');
    await typeInto(dialogField('email'), 'cher@example.com');
    await typeInto(dialogField('address'), '1 Pine St');
    await click(dialogButton('Add'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(beeps).toEqual([]);
  });

  it("shows the server's Missing Information as the spec's toast and keeps the dialog open", async () => {
    mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({ zones: [] }),
      'POST /api/customers': json(
        { error: customerMessages.missingInformation, code: 'VALIDATION_FAILED' },
        400,
      ),
    });
    const rendered = await open('/business-customers', ready);
    await click(button('Add Customer'));
    await waitFor(() => dialogField('fullName') !== null, 'the add form');
    await typeInto(dialogField('fullName'), 'Cher');
    await typeInto(dialogField('email'), 'cher@example.com');
    await typeInto(dialogField('address'), '1 Pine St');
    await click(dialogButton('Add'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Missing InformationPlease fill in all required fields.');
    expect(dialog()).not.toBeNull();
  });
});

describe('importing customers from a CSV file', () => {
  const rows = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      line: index + 2,
      customer: {
        firstName: `Person${index}`,
        lastName: 'Test',
        email: `person${index}@example.com`,
        address: `${index} Main St`,
      },
      errors: [],
      duplicate: false,
    }));

  const preview: ImportPreviewResult = {
    columns: [
      { header: 'Name', field: 'fullName' },
      { header: 'E-mail', field: 'email' },
      { header: 'Street', field: 'address' },
      { header: 'Favourite colour', field: null },
    ],
    rows: [
      ...rows(120),
      { line: 122, customer: null, errors: ['Enter a valid email address'], duplicate: false },
      {
        line: 123,
        customer: { firstName: 'Robin', lastName: 'Lee', email: 'robin@example.com', address: '12 Main St' },
        errors: [],
        duplicate: true,
      },
    ],
    ready: 120,
    duplicates: 1,
    invalid: 1,
  };

  /** Chooses a file in the dialog's file input, as the system's chooser does. */
  async function chooseFile(name: string, content: string, size = content.length) {
    const input = dialog()?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([content], name, { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: size });
    // jsdom's File cannot read itself; a browser's can.
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(content) });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
  }

  const progress = () => dialog()?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');

  it('refuses a file over 1 MB before sending it', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
    });
    await open('/business-customers', ready);
    await click(button('Import CSV'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await chooseFile('customers.csv', 'Name,Email', 1024 * 1024 + 1);
    expect(dialog()?.textContent).toContain(customerMessages.importTooLarge);
    expect(api.to('POST /api/customers/import/preview')).toHaveLength(0);
  });

  it('previews the file, then imports the ready rows in batches of 50 with the progress shown', async () => {
    const beeps = listenToBeeps();
    const answers: ((response: Response) => void)[] = [];
    const api = mockApi({
      'GET /api/business/settings': json(settings(true)),
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'POST /api/customers/import/preview': json(preview),
      // Each batch waits for the test's answer, so the progress can be read between them.
      'POST /api/customers/import': () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const rendered = await open('/business-customers', ready);
    await click(button('Import CSV'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await chooseFile('customers.csv', 'Name,E-mail,Street,Favourite colour\n');
    await waitFor(() => dialog()?.querySelector('table') !== null, 'the preview');
    expect(api.to('POST /api/customers/import/preview')[0]?.body).toEqual({
      csv: 'Name,E-mail,Street,Favourite colour\n',
    });
    const counts = [...(dialog()?.querySelectorAll('[data-import-count]') ?? [])].map((c) => c.textContent);
    expect(counts).toEqual(['120 ready to import', '1 duplicate', '1 invalid']);
    const columns = [...(dialog()?.querySelectorAll('[data-import-column]') ?? [])].map((c) => c.textContent);
    expect(columns).toEqual([
      'Name→ Full name',
      'E-mail→ Email',
      'Street→ Address',
      'Favourite colour→ not imported',
    ]);
    expect(dialog()?.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(dialog()?.textContent).toContain('First 10 of 122 rows');

    await click(dialogButton('Import 120 customers'));
    expect(progress()).toBe('0');
    const batchResult = (created: number, milestone: boolean) =>
      json({
        created,
        duplicates: [],
        failed: [],
        milestoneResult: { isMilestone: milestone, customerCount: milestone ? 100 : 0 },
      });
    await waitFor(() => answers.length === 1, 'the first batch');
    answers[0]?.(batchResult(50, false));
    await waitFor(() => progress() === '42', 'progress after the first batch');
    await waitFor(() => answers.length === 2, 'the second batch');
    answers[1]?.(batchResult(49, true));
    await waitFor(() => progress() === '83', 'progress after the second batch');
    await waitFor(() => answers.length === 3, 'the third batch');
    answers[2]?.(
      json({
        created: 19,
        duplicates: [{ line: 121, email: 'person119@example.com' }],
        failed: [],
        milestoneResult: { isMilestone: false, customerCount: 0 },
      }),
    );
    await waitFor(() => dialog()?.querySelector('[data-import-created]') !== null, 'the summary');

    const batches = api
      .to('POST /api/customers/import')
      .map((call) => (call.body as { customers: { line: number }[] }).customers);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches[0]?.[0]).toEqual({ line: 2, customer: preview.rows[0]?.customer });
    expect(dialog()?.textContent).toContain('118 customers added');
    expect(dialog()?.textContent).toContain('Line 121: person119@example.com');
    expect(dialog()?.textContent).toContain('Line 123: robin@example.com');
    expect(dialog()?.textContent).toContain('Line 122: Enter a valid email address');
    expect(toastText(rendered)).toBe('Milestone Reached!You now have 100 customers!');
    expect(beeps).toEqual([800, 600, 800, 600]);
    await waitFor(() => api.to('GET /api/customers').length === 2, 'the list refreshed');
    await click(dialogButton('Done'));
    await waitFor(() => dialog() === null, 'the dialog to close');
  });

  it("stops at the plan's refusal and says how many rows were not imported", async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'POST /api/customers/import/preview': json(preview),
      'POST /api/customers/import': [
        json({
          created: 50,
          duplicates: [],
          failed: [],
          milestoneResult: { isMilestone: false, customerCount: 0 },
        }),
        json({ error: customerMessages.planLimitReached, code: 'PLAN_LIMIT' }, 403),
      ],
    });
    await open('/business-customers', ready);
    await click(button('Import CSV'));
    await waitFor(() => dialog() !== null, 'the dialog');
    await chooseFile('customers.csv', 'Name,Email\n');
    await waitFor(() => dialogButton('Import 120 customers') !== null, 'the preview');
    await click(dialogButton('Import 120 customers'));
    await waitFor(() => dialog()?.querySelector('[data-import-created]') !== null, 'the summary');
    expect(api.to('POST /api/customers/import')).toHaveLength(2);
    expect(dialog()?.textContent).toContain(
      `${customerMessages.planLimitReached} 70 rows were not imported.`,
    );
    expect(dialog()?.textContent).toContain('50 customers added');
  });
});

describe('address suggestions', () => {
  afterEach(() => jest.useRealTimers());

  const prediction = (main: string, index: number) => ({
    description: `${main}, Bangor, ME`,
    place_id: `customer:${index}`,
    structured_formatting: { main_text: main, secondary_text: 'Bangor, ME' },
  });
  const options = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')];
  const address = () => dialogField('address');

  async function openAddDialog(answer: Response): Promise<ReturnType<typeof mockApi>> {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({ zones: [] }),
      'GET /api/address/suggestions': answer,
    });
    await open('/business-customers', ready);
    await click(button('Add Customer'));
    // The dialog first focuses its first field; the owner then moves to the address.
    await waitFor(() => document.activeElement === dialogField('fullName'), 'the first field focused');
    await act(async () => address()?.focus());
    await settle();
    jest.useFakeTimers();
    return api;
  }

  /** Lets the answer arrive on the real clock (reading a response body takes real turns of the event loop). */
  async function answered() {
    jest.useRealTimers();
    await waitFor(() => options().length > 0, 'the suggestions');
  }

  async function key(name: string) {
    await act(async () => {
      address()?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    });
  }

  it('asks past 2 characters once typing pauses 300 ms, shows 4 at most, and fills the pick', async () => {
    const streets = ['12 Main St', '14 Main St', '2 Maine Ave', '9 Mainland Rd', '1 Main Sq'];
    const api = await openAddDialog(json({ predictions: streets.map(prediction) }));
    await typeInto(address(), 'Ma');
    await advance(400);
    expect(api.to('GET /api/address/suggestions')).toHaveLength(0);

    await typeInto(address(), 'Mai');
    await advance(250);
    expect(api.to('GET /api/address/suggestions')).toHaveLength(0);
    await advance(100);
    expect(api.to('GET /api/address/suggestions').map((call) => call.url)).toEqual([
      '/api/address/suggestions?input=Mai',
    ]);
    await answered();
    expect(options().map((option) => option.textContent)).toEqual([
      '12 Main StBangor, ME',
      '14 Main StBangor, ME',
      '2 Maine AveBangor, ME',
      '9 Mainland RdBangor, ME',
    ]);
    expect(address()?.getAttribute('aria-expanded')).toBe('true');

    await key('ArrowDown');
    await key('ArrowDown');
    expect(address()?.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    await key('Enter');
    expect(address()?.value).toBe('14 Main St, Bangor, ME');
    expect(options()).toHaveLength(0);
    expect(dialog()).not.toBeNull();
  });

  it('hides the list 150 ms after the field loses focus', async () => {
    await openAddDialog(json({ predictions: [prediction('12 Main St', 0)] }));
    await typeInto(address(), 'Main');
    await advance(350);
    await answered();
    jest.useFakeTimers();
    await act(async () => address()?.blur());
    await advance(100);
    expect(options()).toHaveLength(1);
    await advance(100);
    expect(options()).toHaveLength(0);
  });

  it('shows nothing, and says nothing, when the suggestions fail', async () => {
    const api = await openAddDialog(json({ error: 'Unavailable', code: 'UNAVAILABLE' }, 503));
    await typeInto(address(), 'Main');
    await advance(350);
    expect(api.to('GET /api/address/suggestions')).toHaveLength(1);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    expect(options()).toHaveLength(0);
    expect(document.querySelector('[aria-live="polite"] [role="alert"]')).toBeNull();
  });
});
