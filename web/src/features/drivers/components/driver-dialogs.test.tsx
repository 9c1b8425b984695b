import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import {
  click,
  clickWhenReady,
  type RenderedApp,
  signIn,
  typeInto,
  waitFor,
} from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  choose,
  dialog,
  dialogButton,
  dialogField,
  dialogFieldErrors,
  kim,
  listOf,
  pat,
  robin,
  submitDialogForm,
} from '../testing/driver-fixtures';

const open = screenTests();
jest.setTimeout(30_000);

const hasRows = (r: RenderedApp) => r.container.querySelector('[data-driver]') !== null;
const rowButton = (r: RenderedApp, id: string, label: string) =>
  [...(r.container.querySelector(`[data-driver="${id}"]`)?.querySelectorAll('button') ?? [])].find(
    (each) => each.textContent?.trim() === label,
  ) ?? null;
const dialogOpen = (title: string) => () => dialog()?.textContent?.includes(title) === true;
const roleChoices = () =>
  [...(dialog()?.querySelectorAll<HTMLInputElement>('input[name="role"]') ?? [])].map(
    (radio) => `${radio.closest('label')?.textContent ?? ''}${radio.checked ? ' (chosen)' : ''}`,
  );
const error = (status: number, message: string, code = 'CONFLICT') => json({ error: message, code }, status);

beforeEach(() => signIn('owner'));

describe('Add Driver', () => {
  it('keeps Add Driver disabled until name and e-mail are filled, and says what is missing', async () => {
    const api = mockApi({ 'GET /api/drivers': json(listOf([robin])) });
    const rendered = await open('/business-drivers', hasRows);
    await click(button('Add Driver'));
    await waitFor(dialogOpen('Login Password'), 'the add dialog');
    expect(dialogButton('Add Driver')?.disabled).toBe(true);
    expect(dialogField('maxBuckets')?.value).toBe('20');
    expect(dialogField('vehicleType')?.value).toBe('truck');
    expect(
      [...(dialogField('vehicleType')?.querySelectorAll('option') ?? [])].map((o) => o.textContent),
    ).toEqual(['Truck', 'Van', 'Car']);
    expect(roleChoices()).toEqual([
      'DriverRoute access, complete pickups (chosen)',
      'AdminFull access to manage the business',
      'View-onlyDashboard access, no editing',
    ]);
    expect(dialog()?.textContent).toContain('The driver’s login for the drivers’ app');

    await typeInto(dialogField('name'), 'Avery Stone');
    expect(dialogButton('Add Driver')?.disabled).toBe(true);
    // Enter in a field submits however the button looks: the spec's toast says what is missing.
    await submitDialogForm();
    expect(toastText(rendered)).toBe('Missing InformationPlease fill in driver name and email.');
    expect(api.to('POST /api/drivers')).toHaveLength(0);
    await typeInto(dialogField('email'), 'avery@example.com');
    expect(dialogButton('Add Driver')?.disabled).toBe(false);
  });

  it('sends every field, says Driver Added and refreshes the list', async () => {
    const avery = { ...kim, id: '660000000000000000000009', name: 'Avery Stone', email: 'avery@example.com' };
    const api = mockApi({
      'GET /api/drivers': [json(listOf([robin])), json(listOf([robin, avery]))],
      'POST /api/drivers': json({ driver: avery }, 201),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(button('Add Driver'));
    await waitFor(dialogOpen('Login Password'), 'the add dialog');
    await typeInto(dialogField('name'), ' Avery Stone ');
    await typeInto(dialogField('email'), 'Avery@Example.com');
    await typeInto(dialogField('phone'), '(207) 555-0101');
    await typeInto(dialogField('licenseNumber'), 'ME-777');
    await choose(dialogField('vehicleType'), 'van');
    await typeInto(dialogField('vehiclePlate'), 'VAN-1');
    await typeInto(dialogField('vehicleCapacity'), 'Cargo van');
    await typeInto(dialogField('maxBuckets'), '35');
    await click(dialog()?.querySelector('input[name="role"][value="view-only"]') ?? null);
    await typeInto(dialogField('googleCalendarId'), 'avery@group.calendar.google.com');
    await typeInto(dialogField('password'), ' secret1 ');
    await click(dialogButton('Add Driver'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('POST /api/drivers')[0]?.body).toEqual({
      name: 'Avery Stone',
      email: 'avery@example.com',
      phone: '(207) 555-0101',
      licenseNumber: 'ME-777',
      vehicleType: 'van',
      vehiclePlate: 'VAN-1',
      vehicleCapacity: 'Cargo van',
      maxBuckets: 35,
      googleCalendarId: 'avery@group.calendar.google.com',
      role: 'view-only',
      password: ' secret1 ',
    });
    expect(toastText(rendered)).toBe('Driver AddedAvery Stone');
    await waitFor(
      () => rendered.container.querySelector(`[data-driver="${avery.id}"]`) !== null,
      'the new row',
    );
  });

  it('sends no password when none is typed, and the default capacity when it is cleared', async () => {
    const api = mockApi({
      'GET /api/drivers': json(listOf([robin])),
      'POST /api/drivers': json({ driver: kim }, 201),
    });
    await open('/business-drivers', hasRows);
    await click(button('Add Driver'));
    await waitFor(dialogOpen('Login Password'), 'the add dialog');
    await typeInto(dialogField('name'), 'Kim Ortiz');
    await typeInto(dialogField('email'), 'kim@example.com');
    await typeInto(dialogField('maxBuckets'), '');
    await click(dialogButton('Add Driver'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    const body = api.to('POST /api/drivers')[0]?.body as Record<string, unknown>;
    expect(body.maxBuckets).toBe(20);
    expect(body).not.toHaveProperty('password');
  });

  it('shows the e-mail already taken under the field until it changes', async () => {
    mockApi({
      'GET /api/drivers': json(listOf([robin])),
      'POST /api/drivers': error(409, 'A driver with this email already exists'),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(button('Add Driver'));
    await waitFor(dialogOpen('Login Password'), 'the add dialog');
    await typeInto(dialogField('name'), 'Robin Again');
    await typeInto(dialogField('email'), 'robin@example.com');
    await click(dialogButton('Add Driver'));
    await waitFor(() => dialogFieldErrors().length > 0, 'the field message');
    expect(dialogFieldErrors()).toEqual(['A driver with this email already exists']);
    expect(toastText(rendered)).toBe('ErrorA driver with this email already exists');
    expect(dialog()).not.toBeNull();
    await typeInto(dialogField('email'), 'robin.lee@example.com');
    expect(dialogFieldErrors()).toEqual([]);
  });

  it("says 'Failed to add driver.' when the service gives no message", async () => {
    mockApi({ 'GET /api/drivers': json(listOf([robin])), 'POST /api/drivers': empty(502) });
    const rendered = await open('/business-drivers', hasRows);
    await click(button('Add Driver'));
    await waitFor(dialogOpen('Login Password'), 'the add dialog');
    await typeInto(dialogField('name'), 'Avery Stone');
    await typeInto(dialogField('email'), 'avery@example.com');
    await click(dialogButton('Add Driver'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to add driver.');
    expect(dialog()).not.toBeNull();
  });
});

describe('Edit Driver', () => {
  it('opens with the driver’s fields, sends them all and says Driver Updated', async () => {
    const api = mockApi({
      'GET /api/drivers': json(listOf([robin])),
      'PUT /api/drivers/660000000000000000000001': json({ driver: { ...robin, phone: '(207) 555-0000' } }),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Edit'));
    await waitFor(dialogOpen('Edit Driver'), 'the edit dialog');
    expect(dialogField('name')?.value).toBe('Robin Lee');
    expect(roleChoices()[1]).toBe('AdminFull access to manage the business (chosen)');
    expect(dialogField('password')?.value).toBe('');
    expect(dialog()?.textContent).toContain('Set a New Password');
    await typeInto(dialogField('phone'), '(207) 555-0000');
    await click(dialogButton('Save Changes'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('PUT /api/drivers/660000000000000000000001')[0]?.body).toEqual({
      name: 'Robin Lee',
      email: 'robin@example.com',
      phone: '(207) 555-0000',
      licenseNumber: 'ME-123456',
      vehicleType: 'truck',
      vehiclePlate: '4521-ME',
      vehicleCapacity: '14 ft box',
      maxBuckets: 20,
      googleCalendarId: '',
      role: 'admin',
    });
    expect(toastText(rendered)).toBe('Driver UpdatedRobin Lee');
  });

  it('sets a new password when one is typed, and checks its length first', async () => {
    const api = mockApi({
      'GET /api/drivers': json(listOf([kim])),
      'PUT /api/drivers/660000000000000000000002': json({ driver: { ...kim, hasLogin: true } }),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, kim.id, 'Edit'));
    await waitFor(dialogOpen('Edit Driver'), 'the edit dialog');
    expect(dialog()?.textContent).toContain('gives the driver a login for the drivers’ app');
    await typeInto(dialogField('password'), 'abc');
    await click(dialogButton('Save Changes'));
    expect(dialogFieldErrors()).toEqual(['Password must be at least 6 characters']);
    expect(api.to('PUT /api/drivers/660000000000000000000002')).toHaveLength(0);
    await typeInto(dialogField('password'), 'abcdef');
    await click(dialogButton('Save Changes'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(
      (api.to('PUT /api/drivers/660000000000000000000002')[0]?.body as { password: string }).password,
    ).toBe('abcdef');
  });

  it("says 'Failed to update driver.' and keeps the dialog open", async () => {
    mockApi({
      'GET /api/drivers': json(listOf([robin])),
      'PUT /api/drivers/660000000000000000000001': empty(500),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Edit'));
    await waitFor(dialogOpen('Edit Driver'), 'the edit dialog');
    await click(dialogButton('Save Changes'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to update driver.');
    expect(dialog()).not.toBeNull();
  });
});

describe('status and removal', () => {
  it('deactivates after confirmation, in the spec’s words', async () => {
    const api = mockApi({
      'GET /api/drivers': [json(listOf([robin])), json(listOf([{ ...robin, isActive: false }]))],
      'PATCH /api/drivers/660000000000000000000001/status': json({ driver: { ...robin, isActive: false } }),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Deactivate'));
    await waitFor(dialogOpen('Deactivate Driver'), 'the confirmation');
    expect(dialog()?.textContent).toContain(
      'Robin Lee will be unavailable for new route assignments. Existing route assignments are unaffected.',
    );
    await click(dialogButton('Deactivate'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('PATCH /api/drivers/660000000000000000000001/status')[0]?.body).toEqual({
      isActive: false,
    });
    expect(toastText(rendered)).toBe('Driver Status UpdatedRobin Lee is now inactive.');
    await waitFor(() => rowButton(rendered, robin.id, 'Activate') !== null, 'the row under Inactive Drivers');
  });

  it('activates after confirmation, and says so when it fails', async () => {
    const api = mockApi({
      'GET /api/drivers': json(listOf([pat])),
      'PATCH /api/drivers/660000000000000000000003/status': [
        empty(500),
        json({ driver: { ...pat, isActive: true } }),
      ],
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, pat.id, 'Activate'));
    await waitFor(dialogOpen('Activate Driver'), 'the confirmation');
    await click(dialogButton('Activate'));
    expect(toastText(rendered)).toBe('ErrorFailed to update driver status.');
    await clickWhenReady(() => dialogButton('Activate'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('PATCH /api/drivers/660000000000000000000003/status')[1]?.body).toEqual({ isActive: true });
  });

  it('deletes an inactive driver after a permanent-removal warning', async () => {
    const api = mockApi({
      'GET /api/drivers': [json(listOf([robin, { ...pat, routeCount: 2 }])), json(listOf([robin]))],
      'DELETE /api/drivers/660000000000000000000003': [
        error(409, 'Deactivate the driver before removing them'),
        empty(204),
      ],
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, pat.id, 'Delete'));
    await waitFor(dialogOpen('Delete Driver'), 'the confirmation');
    expect(dialog()?.textContent).toContain('Deleting Pat Doyle is permanent');
    expect(dialog()?.textContent).toContain('Their 2 routes will be left without a driver.');
    await click(dialogButton('Delete'));
    expect(toastText(rendered)).toBe('ErrorDeactivate the driver before removing them');
    await clickWhenReady(() => dialogButton('Delete'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('DELETE /api/drivers/660000000000000000000003')).toHaveLength(2);
    expect(toastText(rendered)).toBe('Driver RemovedPat Doyle has been removed.');
    await waitFor(
      () => rendered.container.querySelector(`[data-driver="${pat.id}"]`) === null,
      'the row gone',
    );
  });

  it("says 'Failed to remove driver.' when the service gives no message", async () => {
    mockApi({
      'GET /api/drivers': json(listOf([pat])),
      'DELETE /api/drivers/660000000000000000000003': empty(500),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, pat.id, 'Delete'));
    await waitFor(dialogOpen('Delete Driver'), 'the confirmation');
    await click(dialogButton('Delete'));
    expect(toastText(rendered)).toBe('ErrorFailed to remove driver.');
  });
});

describe('the calendar feed', () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the link and when a calendar last read it, and copies it', async () => {
    mockApi({ 'GET /api/drivers': json(listOf([robin])) });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Calendar Feed'));
    await waitFor(dialogOpen('Calendar Feed: Robin Lee'), 'the feed dialog');
    expect(dialogField('calendarFeedUrl')?.value).toBe(robin.calendarFeedUrl);
    expect(dialog()?.querySelector('[data-feed-sync]')?.textContent).toMatch(
      /^Synced: a calendar last read it Nov 2\d/,
    );
    await click(dialogButton('Copy Link'));
    expect(writeText).toHaveBeenCalledWith(robin.calendarFeedUrl);
    expect(toastText(rendered)).toContain('Link Copied');
  });

  it('says so when the link cannot be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    mockApi({ 'GET /api/drivers': json(listOf([kim])) });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, kim.id, 'Calendar Feed'));
    await waitFor(dialogOpen('Calendar Feed'), 'the feed dialog');
    expect(dialog()?.textContent).toContain('Not synced yet');
    await click(dialogButton('Copy Link'));
    expect(toastText(rendered)).toBe('ErrorThe link could not be copied: select the address and copy it.');
  });

  it('makes a new link after warning that the old one stops working', async () => {
    const renewed = {
      ...robin,
      calendarFeedUrl: 'https://maple.example.com/api/calendar/newnewnewnewnewnewnewnew.ics',
    };
    const api = mockApi({
      'GET /api/drivers': [json(listOf([robin])), json(listOf([renewed]))],
      'POST /api/drivers/660000000000000000000001/calendar-feed': json({ driver: renewed }),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Calendar Feed'));
    await waitFor(dialogOpen('Calendar Feed'), 'the feed dialog');
    await click(dialogButton('New Link'));
    expect(dialog()?.textContent).toContain('The current link stops working');
    expect(api.to('POST /api/drivers/660000000000000000000001/calendar-feed')).toHaveLength(0);
    await click(dialogButton('Create New Link'));
    await waitFor(() => dialogField('calendarFeedUrl')?.value === renewed.calendarFeedUrl, 'the new link');
    expect(api.to('POST /api/drivers/660000000000000000000001/calendar-feed')).toHaveLength(1);
    expect(toastText(rendered)).toBe('New Feed LinkThe old link no longer works.');
  });

  it('revokes the link after confirmation, and offers to create one again', async () => {
    const revoked = { ...robin, calendarFeedUrl: null, calendarSyncedAt: null };
    const api = mockApi({
      'GET /api/drivers': [json(listOf([robin])), json(listOf([revoked]))],
      'DELETE /api/drivers/660000000000000000000001/calendar-feed': json({ driver: revoked }),
      'POST /api/drivers/660000000000000000000001/calendar-feed': empty(500),
    });
    const rendered = await open('/business-drivers', hasRows);
    await click(rowButton(rendered, robin.id, 'Calendar Feed'));
    await waitFor(dialogOpen('Calendar Feed'), 'the feed dialog');
    await click(dialogButton('Revoke'));
    await click(dialogButton('Revoke Link'));
    await waitFor(() => dialogButton('Create Link') !== null, 'the revoked feed');
    expect(api.to('DELETE /api/drivers/660000000000000000000001/calendar-feed')).toHaveLength(1);
    expect(toastText(rendered)).toBe('Calendar Feed RevokedThe link no longer works.');
    expect(dialogField('calendarFeedUrl')).toBeNull();
    expect(dialog()?.textContent).toContain('Revoked: no calendar can read');
    await click(dialogButton('Create Link'));
    expect(toastText(rendered)).toBe('ErrorFailed to create a new calendar link.');
  });
});
