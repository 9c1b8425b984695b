import {
  type BusinessSettings,
  type PlanUsage,
  type ReminderSchedule,
  remindersMessages,
} from '@pickup/contracts/schemas';
import { act } from 'react';
import { empty, json, mockApi, type SentRequest } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { fieldErrors, toastText } from '../../../../test/form-queries';
import {
  click,
  clickWhenReady,
  type RenderedApp,
  signIn,
  typeInto,
  waitFor,
} from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const saved: BusinessSettings = {
  businessName: 'Maple Street Compost',
  tagline: 'Scraps in, soil out',
  primaryColor: '#3c6650',
  secondaryColor: '#2d4d3c',
  logoUrl: '/api/business/logos/660000000000000000000001',
  emailRemindersEnabled: true,
  smsRemindersEnabled: true,
  dayBeforeReminderEnabled: true,
  dayBeforeReminderTime: '18:00',
  morningOfReminderEnabled: true,
  morningOfReminderTime: '08:00',
  reminderMessage: "Don't forget to put your buckets out for pickup!",
  soundNotificationsEnabled: true,
  milestoneInterval: 50,
  phone: '',
  email: '',
  website: '',
  timeZone: 'America/New_York',
};

/** Messaging's reminder runs: day-before at 18:00 New York time (23:00 UTC in winter), SMS not set up. */
const reminders: ReminderSchedule = {
  timeZone: 'America/New_York',
  emailEnabled: true,
  smsEnabled: true,
  smsConfigured: false,
  runs: [
    {
      kind: 'day_before',
      enabled: true,
      localTime: '18:00',
      nextRunAt: '2026-11-24T23:00:00.000Z',
      pickupDate: '2026-11-25',
      recipients: 12,
    },
    {
      kind: 'morning_of',
      enabled: true,
      localTime: '08:00',
      nextRunAt: '2026-11-25T13:00:00.000Z',
      pickupDate: '2026-11-25',
      recipients: 1,
    },
  ],
};

/** The settings the server keeps: a PUT changes what the next GET answers, as the service does. */
function settingsServer(initial: BusinessSettings = saved) {
  let current = { ...initial };
  return {
    'GET /api/business/reminders': json(reminders),
    'GET /api/business/settings': () => json(current),
    'PUT /api/business/info': (request: SentRequest) => {
      current = { ...current, ...(request.body as Partial<BusinessSettings>) };
      return json(current);
    },
  };
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    ['input', 'textarea', 'select'].map((tag) => `[role="tabpanel"] ${tag}[name="${name}"]`).join(', '),
  );
const hasField = (name: string) => () => field(name) !== null;
const saveButton = () => button('Save All Changes');
const brand = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-testid="brand"]')?.textContent ?? '';

async function openTab(rendered: RenderedApp, id: string, ready: string) {
  await click(rendered.container.querySelector(`#tab-${id}`));
  await waitFor(hasField(ready), `the ${id} tab`);
}

async function toggle(name: string) {
  await click(field(name));
}

beforeEach(() => signIn('owner'));

describe('business settings: General', () => {
  it('opens on General, then the business tabs and billing’s, with the saved values', async () => {
    mockApi(settingsServer());
    const rendered = await open('/business-settings', hasField('businessName'));
    const tabs = [...rendered.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['General', 'Branding', 'Notifications', 'Products', 'Payments', 'Subscription']);
    expect(field('businessName')?.value).toBe('Maple Street Compost');
    expect(field('tagline')?.value).toBe('Scraps in, soil out');
    expect(field('timeZone')?.value).toBe('America/New_York');
    expect(saveButton()?.disabled).toBe(true);
  });

  it('holds edits across tabs and sends only the changed fields with Save All Changes', async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings', hasField('businessName'));
    await waitFor(() => brand(rendered).includes('Maple Street Compost'), 'the saved name in the header');

    await typeInto(field('businessName'), 'Maple Loop Compost ');
    await typeInto(field('phone'), '207-555-0134');
    await openTab(rendered, 'notifications', 'smsRemindersEnabled');
    await toggle('smsRemindersEnabled');
    expect(rendered.text()).toContain('Unsaved changes');
    await openTab(rendered, 'general', 'businessName');
    expect(field('businessName')?.value).toBe('Maple Loop Compost ');
    expect(api.to('PUT /api/business/info')).toHaveLength(0);

    await click(saveButton());
    expect(api.to('PUT /api/business/info').map((call) => call.body)).toEqual([
      { businessName: 'Maple Loop Compost', phone: '207-555-0134', smsRemindersEnabled: false },
    ]);
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Settings SavedYour business settings have been updated successfully.');
    expect(saveButton()?.disabled).toBe(true);
    expect(rendered.text()).not.toContain('Unsaved changes');
    // The header follows without a reload.
    await waitFor(() => brand(rendered).includes('Maple Loop Compost'), 'the new name in the header');
  });

  it("checks the edits with the contract's messages before sending, opening the tab of the first", async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings', hasField('businessName'));
    await typeInto(field('businessName'), '  ');
    await typeInto(field('email'), 'hello@');
    await openTab(rendered, 'branding', 'primaryColor');
    await click(saveButton());
    expect(api.to('PUT /api/business/info')).toHaveLength(0);
    expect(rendered.location()).toBe('/business-settings?tab=general');
    await waitFor(hasField('businessName'), 'the General tab');
    expect(fieldErrors(rendered)).toEqual(['Business name is required', 'Invalid email address']);
  });

  it('shows the spec’s failure, and the server’s field messages under their fields', async () => {
    const api = mockApi({
      ...settingsServer(),
      'PUT /api/business/info': [
        empty(500),
        json(
          {
            error: 'Invalid input',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'website', message: 'At most 200 characters' }],
          },
          400,
        ),
      ],
    });
    const rendered = await open('/business-settings', hasField('businessName'));
    await typeInto(field('website'), 'https://maple.example');
    await click(saveButton());
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to save settings. Please try again.');
    expect(saveButton()?.disabled).toBe(false);
    expect(field('website')?.value).toBe('https://maple.example');

    await click(saveButton());
    await waitFor(() => fieldErrors(rendered).length > 0, 'the field message');
    expect(fieldErrors(rendered)).toEqual(['At most 200 characters']);
    expect(api.to('PUT /api/business/info')).toHaveLength(2);
  });

  it('asks before leaving with unsaved edits, and stays on Cancel', async () => {
    mockApi(settingsServer());
    const rendered = await open('/business-settings', hasField('businessName'));
    await typeInto(field('tagline'), 'Fresh soil weekly');
    const customers = rendered.container.querySelector('a[href="/business-customers"]');
    await click(customers);
    await waitFor(() => rendered.text().includes('Leave without saving?'), 'the question');
    await click(button('Cancel'));
    expect(rendered.location()).toBe('/business-settings');
    expect(field('tagline')?.value).toBe('Fresh soil weekly');
    await click(customers);
    await waitFor(() => button('Leave') !== null, 'the question again');
    await click(button('Leave'));
    expect(rendered.location()).toBe('/business-customers');
  });

  it('shows a Retry when the settings cannot load', async () => {
    let failing = true;
    mockApi({ 'GET /api/business/settings': () => (failing ? empty(502) : json(saved)) });
    await open('/business-settings', (r) => r.text().includes('Your settings could not load'));
    failing = false;
    await click(button('Retry'));
    await waitFor(hasField('businessName'), 'the settings');
    expect(field('businessName')?.value).toBe('Maple Street Compost');
  });
});

describe('business settings: Branding', () => {
  const swatch = (name: string) => document.querySelector(`[data-swatch="${name}"]`)?.textContent;

  it('applies a typed colour only once it is # and six hex digits, and previews it', async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
    expect(swatch('Primary')).toBe('Primary#3c6650');

    await typeInto(field('primaryColor'), '#1e5a');
    expect(fieldErrors(rendered)).toEqual(['Colors must be # followed by six hex digits']);
    expect(swatch('Primary')).toBe('Primary#3c6650');
    expect(saveButton()?.disabled).toBe(true);

    await typeInto(field('primaryColor'), '#1E5AA8');
    expect(fieldErrors(rendered)).toEqual([]);
    expect(swatch('Primary')).toBe('Primary#1e5aa8');
    await click(saveButton());
    expect(api.to('PUT /api/business/info')[0]?.body).toEqual({ primaryColor: '#1E5AA8' });
  });

  it('takes the colour picker’s choice into the hex field', async () => {
    mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
    const picker = rendered.container.querySelector<HTMLInputElement>(
      'input[aria-label="Secondary Color picker"]',
    );
    await typeInto(picker, '#aa5500');
    expect(field('secondaryColor')?.value).toBe('#aa5500');
    expect(swatch('Secondary')).toBe('Secondary#aa5500');
  });

  it('removes the logo locally, and sends the removal with Save All Changes', async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
    const logo = () =>
      rendered.container.querySelector('[data-current-logo]')?.getAttribute('data-current-logo');
    expect(logo()).toBe(saved.logoUrl);
    await click(button('Remove'));
    expect(logo()).toBe('');
    expect(rendered.text()).toContain('The logo is removed when you save.');
    expect(api.to('PUT /api/business/info')).toHaveLength(0);
    await click(button('Keep Logo'));
    expect(logo()).toBe(saved.logoUrl);
    expect(saveButton()?.disabled).toBe(true);
    await click(button('Remove'));
    await click(saveButton());
    expect(api.to('PUT /api/business/info')[0]?.body).toEqual({ logoUrl: null });
  });

  describe('logo upload', () => {
    const logoFile = (type: string, bytes = 2048) => new File([new Uint8Array(bytes)], 'logo.png', { type });

    async function choose(rendered: RenderedApp, file: File) {
      const input = rendered.container.querySelector<HTMLInputElement>('input[type="file"][name="logo"]');
      if (!input) throw new Error('no file input');
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => {
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await waitFor(() => toastText(rendered) !== null, 'the toast');
    }

    it('uploads the file in the field "logo" and shows the new logo in the header', async () => {
      const newLogo = '/api/business/logos/660000000000000000000002';
      let logoUrl: string | null = null;
      const api = mockApi({
        'GET /api/business/settings': () => json({ ...saved, logoUrl }),
        'POST /api/business/logo': () => {
          logoUrl = newLogo;
          return json({ logoUrl }, 201);
        },
      });
      const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
      expect(rendered.text()).toContain('PNG, JPG, SVG up to 5MB, at least 300x300px recommended');
      expect(rendered.container.querySelector('header img')).toBeNull();
      await choose(rendered, logoFile('image/png'));
      const sent = api.to('POST /api/business/logo')[0]?.body;
      expect(sent instanceof FormData && (sent.get('logo') as File).name).toBe('logo.png');
      expect(toastText(rendered)).toBe('Logo UploadedYour business logo has been uploaded successfully.');
      await waitFor(
        () => rendered.container.querySelector('header img')?.getAttribute('src') === newLogo,
        'the new logo in the header',
      );
      expect(saveButton()?.disabled).toBe(true);
    });

    it.each([
      [413, 'The logo must be at most 5MB'],
      [415, 'The logo must be a PNG, JPEG or SVG image'],
      [500, 'Failed to upload logo. Please try again.'],
    ])('answered %p, says %p', async (status, message) => {
      mockApi({
        ...settingsServer(),
        'POST /api/business/logo': json({ error: message, code: 'REFUSED' }, status),
      });
      const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
      await choose(rendered, logoFile('image/png'));
      expect(toastText(rendered)).toBe(`Upload Failed${message}`);
    });

    it('refuses a file that is not an image, or over 5MB, without sending it', async () => {
      const api = mockApi(settingsServer());
      const rendered = await open('/business-settings?tab=branding', hasField('primaryColor'));
      await choose(rendered, logoFile('application/pdf'));
      expect(toastText(rendered)).toBe('Upload FailedThe logo must be a PNG, JPEG or SVG image');
      await choose(rendered, logoFile('image/jpeg', 5 * 1024 * 1024 + 1));
      expect(toastText(rendered)).toBe('Upload FailedThe logo must be at most 5MB');
      expect(api.to('POST /api/business/logo')).toHaveLength(0);
    });
  });
});

describe('business settings: Notifications', () => {
  it('shows each reminder time only while its reminder is on, and keeps the defaults', async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=notifications', hasField('smsRemindersEnabled'));
    expect(field('dayBeforeReminderTime')?.value).toBe('18:00');
    expect(field('morningOfReminderTime')?.value).toBe('08:00');
    expect(field('reminderMessage')?.value).toBe("Don't forget to put your buckets out for pickup!");
    expect(rendered.text()).toContain('The pickup time and date are added automatically.');

    await toggle('morningOfReminderEnabled');
    expect(field('morningOfReminderTime')).toBeNull();
    await typeInto(field('dayBeforeReminderTime'), '19:30');
    await click(saveButton());
    expect(api.to('PUT /api/business/info')[0]?.body).toEqual({
      morningOfReminderEnabled: false,
      dayBeforeReminderTime: '19:30',
    });
  });

  it('saves the sound switch at once, and shows the milestone choice only while it is on', async () => {
    const api = mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=notifications', hasField('smsRemindersEnabled'));
    const checked = () =>
      [...rendered.container.querySelectorAll<HTMLInputElement>('input[name="milestoneInterval"]')].map(
        (radio) => `${radio.value}${radio.checked ? '*' : ''}`,
      );
    expect(checked()).toEqual(['25', '50*', '100']);
    await click(rendered.container.querySelector('input[name="milestoneInterval"][value="100"]'));
    expect(checked()).toEqual(['25', '50', '100*']);

    await toggle('soundNotificationsEnabled');
    expect(api.to('PUT /api/business/info').map((call) => call.body)).toEqual([
      { soundNotificationsEnabled: false },
    ]);
    expect(checked()).toEqual([]);
    // The milestone edit still waits for Save All Changes.
    expect(saveButton()?.disabled).toBe(false);
  });

  it('puts the sound switch back when its save is refused', async () => {
    mockApi({ ...settingsServer(), 'PUT /api/business/info': empty(500) });
    const rendered = await open('/business-settings?tab=notifications', hasField('smsRemindersEnabled'));
    await toggle('soundNotificationsEnabled');
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to save settings. Please try again.');
    expect((field('soundNotificationsEnabled') as HTMLInputElement).checked).toBe(true);
  });
});

describe('business settings: Notifications, the reminders as messaging runs them', () => {
  const nextRun = (kind: string) =>
    document.querySelector(`[data-testid="next-run-${kind}"]`)?.textContent ?? null;

  it('shows the next run under each reminder, and says SMS is not set up', async () => {
    mockApi(settingsServer());
    const rendered = await open('/business-settings?tab=notifications', () => nextRun('day_before') !== null);
    expect(nextRun('day_before')).toBe('Next: Tue, Nov 24, 6:00 PM, to 12 households with a pickup that day');
    expect(nextRun('morning_of')).toBe('Next: Wed, Nov 25, 8:00 AM, to 1 household with a pickup that day');
    expect(rendered.text()).toContain(
      `${remindersMessages.smsNotConfigured}: ${remindersMessages.smsNotConfiguredDetail}`,
    );
    await toggle('morningOfReminderEnabled');
    expect(nextRun('morning_of')).toBeNull();
  });

  it('says nothing of SMS once it is set up, and no next run for a reminder that is off', async () => {
    mockApi({
      ...settingsServer(),
      'GET /api/business/reminders': json({
        ...reminders,
        smsConfigured: true,
        runs: [
          reminders.runs[0],
          { ...reminders.runs[1], enabled: false, nextRunAt: null, recipients: null },
        ],
      }),
    });
    const rendered = await open('/business-settings?tab=notifications', () => nextRun('day_before') !== null);
    expect(rendered.text()).not.toContain(remindersMessages.smsNotConfigured);
    expect(nextRun('morning_of')).toBeNull();
  });

  it('sends the owner a test reminder and says where it went, or why not', async () => {
    const api = mockApi({
      ...settingsServer(),
      'POST /api/business/reminders/test': [
        json({ sentTo: 'owner@maple.test', message: remindersMessages.testReminderSent('owner@maple.test') }),
        json({ error: remindersMessages.ownerEmailUnknown, code: 'CONFLICT' }, 409),
      ],
    });
    const rendered = await open('/business-settings?tab=notifications', hasField('smsRemindersEnabled'));
    await click(button('Send me a test reminder'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Test Reminder SentTest reminder sent to owner@maple.test');
    expect(api.to('POST /api/business/reminders/test')).toHaveLength(1);

    await clickWhenReady(() => button('Send me a test reminder'));
    await waitFor(() => toastText(rendered)?.startsWith('Error') === true, 'the error toast');
    expect(toastText(rendered)).toBe(`Error${remindersMessages.ownerEmailUnknown}`);
  });
});

describe('business settings: Subscription', () => {
  const usage: PlanUsage = {
    planId: 'professional',
    planName: 'Professional',
    status: 'active',
    customers: { current: 182, limit: 200 },
    routes: { current: 38, limit: 50 },
    monthlyOrders: { current: 234, limit: 2000 },
  };
  const bars = (rendered: RenderedApp) =>
    [...rendered.container.querySelectorAll('[data-usage]')].map(
      (bar) =>
        `${bar.getAttribute('data-usage')}: ${bar.querySelector('[data-usage-amount]')?.textContent} ${bar.getAttribute('data-usage-level')}`,
    );

  it('shows the plan, each usage against its limit coloured by how full it is, and Upgrade Plan', async () => {
    mockApi({ ...settingsServer(), 'GET /api/business/plan-usage': json(usage) });
    const rendered = await open('/business-settings?tab=subscription', (r) => bars(r).length > 0);
    expect(rendered.container.querySelector('[data-plan-name]')?.textContent).toBe('Professional');
    expect(rendered.text()).toContain('Active');
    expect(bars(rendered)).toEqual([
      'Customers: 182 of 200 high',
      'Routes: 38 of 50 warning',
      'Orders this month: 234 of 2,000 ok',
    ]);
    expect(rendered.container.querySelector('section a[href="/subscribe"]')?.textContent).toBe(
      'Upgrade Plan',
    );
  });

  it('shows -1 as Unlimited', async () => {
    const unlimited = { current: 812, limit: -1 };
    mockApi({
      ...settingsServer(),
      'GET /api/business/plan-usage': json({
        ...usage,
        planName: 'Enterprise',
        customers: unlimited,
        routes: unlimited,
        monthlyOrders: unlimited,
      }),
    });
    const rendered = await open('/business-settings?tab=subscription', (r) => bars(r).length > 0);
    expect(bars(rendered)[0]).toBe('Customers: 812 of Unlimited ok');
  });
});
