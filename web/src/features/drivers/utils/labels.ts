import type { DriverRole, VehicleType } from '@pickup/contracts/constants';

export const vehicleLabels: Record<VehicleType, string> = { truck: 'Truck', van: 'Van', car: 'Car' };

/** A vehicle type by name; one this screen does not know yet reads as the server sent it. */
export function vehicleLabel(type: string): string {
  return (vehicleLabels as Partial<Record<string, string>>)[type] ?? type;
}

/** The driver record's roles and what each may do (business spec §6). */
export const roleLooks: Record<DriverRole, { label: string; meaning: string }> = {
  driver: { label: 'Driver', meaning: 'Route access, complete pickups' },
  admin: { label: 'Admin', meaning: 'Full access to manage the business' },
  'view-only': { label: 'View-only', meaning: 'Dashboard access, no editing' },
};

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

const syncTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a calendar app last read the feed, as the owner reads it ("Nov 22, 3:04 PM"). */
export function syncedAt(moment: string): string {
  return syncTime.format(new Date(moment));
}
