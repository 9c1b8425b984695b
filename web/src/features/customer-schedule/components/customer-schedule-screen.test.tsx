import { customerMessages, remindersMessages, routingMessages } from '@pickup/contracts/schemas';
import { addDays, format, parseISO } from 'date-fns';
import { json } from '../../../../test/api-mock';
import { advance, button } from '../../../../test/clicks';
import { dialog, dialogButton, dialogField, submitDialogForm } from '../../../../test/dialog-queries';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { today } from '../../../../test/today';
import { eventSettleMs } from '../hooks/use-refetch-later';
import {
  mockSchedule,
  notScheduled,
  offRoute,
  paths,
  pickups,
  profileOf,
} from '../testing/schedule-fixtures';

const open = screenTests();
const loaded = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-stat="This Month"]') !== null ||
  rendered.text().includes('could not load');
const openSchedule = (path = '/schedule') => {
  signIn('customer');
  return open(path, loaded, 'the schedule');
};

const statValue = (rendered: RenderedApp, label: string) =>
  rendered.container.querySelector(`[data-stat="${label}"] [data-stat-value]`)?.textContent ?? null;
const fact = (rendered: RenderedApp, label: string) =>
  rendered.container.querySelector(`[data-fact="${label}"]`)?.textContent ?? null;
const row = (rendered: RenderedApp, date: string) =>
  rendered.container.querySelector<HTMLElement>(`[data-pickup="${date}"]`);
const rowButton = (rendered: RenderedApp, date: string, label: string) =>
  [...(row(rendered, date)?.querySelectorAll('button') ?? [])].find((each) => each.textContent === label) ??
  null;
const dialogErrors = () =>
  [...(dialog()?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])].map((el) => el.textContent);
const dayAfter = (days: number) => format(addDays(parseISO(today()), days), 'yyyy-MM-dd');

describe('the customer schedule page', () => {
  it('shows the next pickup, this month, the regular time and the service from the services', async () => {
    mockSchedule();
    const rendered = await openSchedule('/customer/schedule');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('My Schedule');
    expect(statValue(rendered, 'Next Pickup')).toBe('in 7 days');
    expect(rendered.container.querySelector('[data-stat="Next Pickup"]')?.textContent).toContain(
      'Friday, November 27, 2:00 PM - 5:00 PM',
    );
    expect(statValue(rendered, 'This Month')).toBe('3 Pickups');
    expect(statValue(rendered, 'Regular Time')).toBe('2:00 PM');
    await waitFor(() => fact(rendered, 'Status') !== null, 'the service information');
    expect(fact(rendered, 'Time Slot')).toBe('2:00 PM - 5:00 PM');
    expect(fact(rendered, 'Route')).toBe('Bangor Fridays');
    expect(fact(rendered, 'Frequency')).toBe('Weekly (Fridays)');
    expect(fact(rendered, 'Status')).toBe('Active');
    expect(fact(rendered, 'Zone')).toBe('Bangor');
  });

  it('lists the pickups with a badge for each status, the route, driver, buckets and extras', async () => {
    mockSchedule();
    const rendered = await openSchedule();
    const statuses = [...rendered.container.querySelectorAll('[data-pickup] [data-status]')].map((chip) => [
      chip.getAttribute('data-status'),
      chip.textContent,
    ]);
    expect(statuses).toEqual([
      ['completed', 'Completed'],
      ['confirmed', 'Confirmed'],
      ['scheduled', 'Scheduled'],
      ['skipped', 'Skipped'],
      ['paused', 'Paused'],
    ]);
    const next = row(rendered, '2026-11-27');
    expect(next?.querySelector('[data-route]')?.textContent).toBe('Bangor Fridays · Sam Carter');
    expect(next?.querySelector('[data-buckets]')?.textContent).toBe('2 buckets');
    expect(next?.querySelector('[data-extras]')?.textContent).toBe('Delivering: Farm Fresh Eggs × 2');
    expect(rowButton(rendered, '2026-11-27', 'Skip')).not.toBeNull();
    expect(rowButton(rendered, '2026-11-20', 'Skip')).toBeNull();
    expect(rowButton(rendered, '2026-12-04', 'Restore')).not.toBeNull();
  });

  it('skips a pickup after a confirmation naming the day, and says so', async () => {
    const api = mockSchedule({ [paths.skip('2026-11-27')]: json(pickups) });
    const rendered = await openSchedule();
    await click(rowButton(rendered, '2026-11-27', 'Skip'));
    expect(dialog()?.textContent).toContain('Skip your pickup on Friday, November 27?');
    await click(dialogButton('Skip Pickup'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(paths.skip('2026-11-27'))).toHaveLength(1);
    expect(toastText(rendered)).toContain(routingMessages.pickupSkipped);
  });

  it("shows the server's reason when a skip is refused", async () => {
    mockSchedule({
      [paths.skip('2026-11-27')]: json({ error: remindersMessages.noPickupToSkip, code: 'CONFLICT' }, 409),
    });
    const rendered = await openSchedule();
    await click(rowButton(rendered, '2026-11-27', 'Skip'));
    await click(dialogButton('Skip Pickup'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(remindersMessages.noPickupToSkip);
  });

  it('restores a skipped pickup, and says so', async () => {
    const api = mockSchedule({ [paths.restore('2026-12-04')]: json(pickups) });
    const rendered = await openSchedule();
    await click(rowButton(rendered, '2026-12-04', 'Restore'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(paths.restore('2026-12-04'))).toHaveLength(1);
    expect(toastText(rendered)).toContain(routingMessages.pickupRestored);
  });

  it('tells a household on no route that the business will add it to one', async () => {
    mockSchedule({ [paths.nextPickup]: json(notScheduled), [paths.pickups]: json(offRoute) });
    const rendered = await openSchedule();
    expect(statValue(rendered, 'Next Pickup')).toBe('None yet');
    expect(rendered.container.querySelector('[data-stat="Next Pickup"]')?.textContent).toContain(
      'No pickup is scheduled yet',
    );
    expect(statValue(rendered, 'This Month')).toBe('0 Pickups');
    expect(rendered.text()).toContain('The business will add you to a pickup route soon');
  });
});

describe('Update Preferences', () => {
  const openPreferences = async () => {
    const rendered = await openSchedule();
    await waitFor(() => !button('Update Preferences')?.disabled, 'the profile');
    await click(button('Update Preferences'));
    await waitFor(() => dialogField('bucketCount') !== null, 'the dialog');
    return rendered;
  };

  it('keeps the bucket count between 1 and 10', async () => {
    const api = mockSchedule();
    await openPreferences();
    for (const count of ['11', '0', '']) {
      await typeInto(dialogField('bucketCount'), count);
      await submitDialogForm();
      expect(dialogErrors()).toEqual([customerMessages.bucketCountRange]);
    }
    expect(api.to(paths.preferences)).toHaveLength(0);
  });

  it('pauses from today or later only, and resumes after the first paused day', async () => {
    const api = mockSchedule();
    await openPreferences();
    await typeInto(dialogField('from'), dayAfter(-1));
    await submitDialogForm();
    expect(dialogErrors()).toEqual([customerMessages.pauseFromPast]);
    await typeInto(dialogField('from'), dayAfter(3));
    await typeInto(dialogField('until'), dayAfter(3));
    await submitDialogForm();
    expect(dialogErrors()).toEqual([customerMessages.resumeBeforePause]);
    expect(api.to(paths.pause)).toHaveLength(0);
  });

  it('saves the preferences and the pause, and asks routing for the pickups again once it has heard', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const paused = profileOf({ bucketCount: 3, pause: { from: today(), until: null } });
      const api = mockSchedule({
        [paths.preferences]: json({ profile: profileOf({ bucketCount: 3 }) }),
        [paths.pause]: json({ profile: paused }),
      });
      const rendered = await openPreferences();
      await typeInto(dialogField('bucketCount'), '3');
      await typeInto(dialogField('from'), today());
      await submitDialogForm();
      await waitFor(() => toastText(rendered) !== null, 'the toast');
      expect(api.to(paths.preferences)[0]?.body).toEqual({
        pickupInstructions: 'By the side gate',
        bucketCount: 3,
      });
      expect(api.to(paths.pause)[0]?.body).toEqual({ from: today(), until: null });
      expect(toastText(rendered)).toContain(customerMessages.pauseScheduled);
      expect(dialog()).toBeNull();
      const asked = api.to(paths.pickups).length;
      await advance(eventSettleMs + 100);
      expect(api.to(paths.pickups).length).toBe(asked + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the service refusing a pause', async () => {
    mockSchedule({
      [paths.pause]: json({ error: customerMessages.pauseFromPast, code: 'UNPROCESSABLE' }, 422),
    });
    const rendered = await openPreferences();
    await typeInto(dialogField('from'), today());
    await submitDialogForm();
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(customerMessages.pauseFromPast);
    expect(dialog()?.textContent).toContain(customerMessages.pauseFromPast);
  });

  it('offers a paused household Resume Service', async () => {
    const api = mockSchedule({
      [paths.profile]: json({ profile: profileOf({ pause: { from: dayAfter(-7), until: null } }) }),
      [paths.resume]: json({ profile: profileOf() }),
    });
    const rendered = await openPreferences();
    expect(fact(rendered, 'Status')).toBe('Paused until you resume');
    expect(dialogField('from')).toBeNull();
    await click(dialogButton('Resume Service'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(paths.resume)).toHaveLength(1);
    expect(toastText(rendered)).toContain(customerMessages.serviceResumed);
  });
});

describe('Change Address', () => {
  const openAddress = async () => {
    const rendered = await openSchedule();
    await waitFor(() => !button('Change Address')?.disabled, 'the profile');
    await click(button('Change Address'));
    await waitFor(() => dialogField('zipCode') !== null, 'the dialog');
    return rendered;
  };

  it("checks the address with the contract's rules before sending", async () => {
    const api = mockSchedule();
    await openAddress();
    await typeInto(dialogField('city'), ' ');
    await typeInto(dialogField('zipCode'), '4401');
    await submitDialogForm();
    expect(dialogErrors()).toEqual([customerMessages.missingInformation, customerMessages.invalidZipCode]);
    expect(api.to(paths.address)).toHaveLength(0);
  });

  it('shows that the address is already the household’s', async () => {
    mockSchedule({
      [paths.address]: json({ error: customerMessages.sameAddress, code: 'CONFLICT' }, 409),
    });
    const rendered = await openAddress();
    await submitDialogForm();
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(dialog()?.textContent).toContain(customerMessages.sameAddress);
    expect(toastText(rendered)).toContain(customerMessages.sameAddress);
  });

  it('moves the household and shows its new address and zone', async () => {
    const moved = profileOf({ address: '5 Main Street', city: 'Brewer', zipCode: '04412', zone: 'brewer' });
    const api = mockSchedule({
      [paths.profile]: [json({ profile: profileOf() }), json({ profile: moved })],
      [paths.address]: json({ profile: moved }),
    });
    const rendered = await openAddress();
    await typeInto(dialogField('address'), '5 Main Street');
    await typeInto(dialogField('city'), 'Brewer');
    await typeInto(dialogField('zipCode'), '04412');
    await submitDialogForm();
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(paths.address)[0]?.body).toEqual({
      address: '5 Main Street',
      city: 'Brewer',
      state: 'ME',
      zipCode: '04412',
    });
    expect(toastText(rendered)).toContain(customerMessages.addressUpdated);
    expect(toastText(rendered)).toContain('Brewer zone');
    await waitFor(() => fact(rendered, 'Zone') === 'Brewer', 'the new zone');
    expect(fact(rendered, 'Address')).toBe('5 Main Street, Brewer, ME 04412');
  });
});
