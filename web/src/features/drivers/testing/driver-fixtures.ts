/** Test-only: drivers, their list and dialog helpers for the driver screen's tests. */
import type { DriversResult, DriverView } from '@pickup/contracts/schemas';
import { act } from 'react';
import { dialog } from '../../../../test/dialog-queries';
import { settle } from '../../../../test/render-app';

export const robin: DriverView = {
  id: '660000000000000000000001',
  name: 'Robin Lee',
  email: 'robin@example.com',
  phone: '(207) 555-0134',
  licenseNumber: 'ME-123456',
  vehicleType: 'truck',
  vehiclePlate: '4521-ME',
  vehicleCapacity: '14 ft box',
  maxBuckets: 20,
  googleCalendarId: '',
  isActive: true,
  role: 'admin',
  hasLogin: true,
  calendarFeedUrl: 'https://maple.example.com/api/calendar/abcdefghijklmnopqrstuvwx.ics',
  calendarSyncedAt: '2026-11-22T15:04:00.000Z',
  routeCount: 3,
};

/** No login, no phone, a feed no calendar has read yet. */
export const kim: DriverView = {
  ...robin,
  id: '660000000000000000000002',
  name: 'Kim Ortiz',
  email: 'kim@example.com',
  phone: '',
  vehicleType: 'van',
  vehiclePlate: '',
  vehicleCapacity: '',
  maxBuckets: 35,
  role: 'driver',
  hasLogin: false,
  calendarFeedUrl: 'https://maple.example.com/api/calendar/zyxwvutsrqponmlkjihgfedc.ics',
  calendarSyncedAt: null,
  routeCount: 1,
};

/** Inactive, with a revoked feed. */
export const pat: DriverView = {
  ...robin,
  id: '660000000000000000000003',
  name: 'Pat Doyle',
  email: 'pat@example.com',
  vehicleType: 'car',
  vehiclePlate: 'CAR-9',
  vehicleCapacity: '',
  role: 'view-only',
  isActive: false,
  calendarFeedUrl: null,
  calendarSyncedAt: null,
  routeCount: 0,
};

export function listOf(drivers: DriverView[]): DriversResult {
  return {
    drivers,
    activeDrivers: drivers.filter((driver) => driver.isActive).length,
    totalVehicles: drivers.length,
    calendarSynced: drivers.filter((driver) => driver.calendarSyncedAt !== null).length,
  };
}

export { dialog, dialogButton, dialogField } from '../../../../test/dialog-queries';

/** The messages under the dialog's fields (MUI helper texts in their error state). */
export const dialogFieldErrors = () =>
  [...(dialog()?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])].map(
    (el) => el.textContent ?? '',
  );

/** Picks an option of a native select the way a user does (React hears the change event). */
export async function choose(select: Element | null | undefined, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** Submits the dialog's form as pressing Enter in a field would, whatever its button says. */
export async function submitDialogForm(): Promise<void> {
  const form = dialog()?.querySelector('form');
  if (!form) throw new Error('no form');
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}
