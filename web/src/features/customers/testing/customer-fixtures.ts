/** Test-only: customers, totals and dialog helpers for the customer screens' tests. */
import type { Customer, CustomerStats } from '@pickup/contracts/schemas';
import { act } from 'react';
import { settle } from '../../../../test/render-app';

export const robin: Customer = {
  id: '650000000000000000000001',
  userId: '640000000000000000000001',
  firstName: 'Robin',
  lastName: 'Lee',
  email: 'robin@example.com',
  phone: '(207) 555-0134',
  address: '12 Main St, Bangor',
  city: 'Bangor',
  state: 'ME',
  zipCode: '04401',
  zone: 'bangor',
  pickupDay: 'Tuesday',
  location: null,
  status: 'active',
  bucketNumber: 'B-007',
  subscription: 'weekly',
  subscriptionStatus: 'active',
  bucketCount: 1,
  containerType: '5-gallon bucket',
  pickupInstructions: 'Side door',
  notes: '',
  nextPickup: null,
  nextPickupDate: null,
  totalOrders: 3,
  lastOrderDate: null,
  lastActivity: '2026-11-20T14:00:00.000Z',
  monthlySpend: 25,
  joinDate: '2026-10-01T09:00:00.000Z',
};

/** Added by the owner, never signed up: no login, no phone. */
export const sam: Customer = {
  ...robin,
  id: '650000000000000000000002',
  userId: null,
  firstName: 'Sam',
  lastName: 'Fields',
  email: 'sam@example.com',
  phone: '',
  address: '4 Elm St, Brewer',
  zone: 'brewer',
  status: 'paused',
  bucketNumber: 'B-012',
  subscription: 'none',
  monthlySpend: 0,
};

export const stats: CustomerStats = {
  totalCustomers: 42,
  active: 38,
  paused: 3,
  monthlyRevenue: 1050,
  avgOrderValue: 27.63,
};

export function listOf(customers: Customer[], total = customers.length, page = 1) {
  const totalPages = Math.ceil(total / 20);
  return { customers, total, totalPages, pagination: { total, page, limit: 20, totalPages } };
}

export const dialog = () => document.querySelector('[role="dialog"]');

export const dialogField = (name: string) =>
  dialog()?.querySelector<HTMLInputElement>(
    `input[name="${name}"], select[name="${name}"], textarea[name="${name}"]`,
  ) ?? null;

export const dialogButton = (label: string) =>
  [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (each) => each.textContent?.trim() === label,
  ) ?? null;

export const query = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

/** Picks an option of a native select the way a user does (React hears the change event). */
export async function choose(select: Element | null | undefined, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}
