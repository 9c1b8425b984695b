import { serviceZoneCentres, type CustomerStatus, type ServiceZone } from '@pickup/contracts/constants';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { CustomerPlanChoice, CustomerStatusFilter } from '@pickup/contracts/schemas';
import type { StatusTone } from '../../../components/status-chip';

export const statusLooks: Record<CustomerStatus, { label: string; tone: StatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  archived: { label: 'Archived', tone: 'neutral' },
  pending: { label: 'Pending sign-up', tone: 'info' },
};

/** The status filter's choices, in the spec's order, and the sign-ups still waiting on a card. */
export const statusFilterOptions: readonly { value: CustomerStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'archived', label: 'Archived' },
  { value: 'pending', label: 'Pending sign-up' },
];

export const planLabels: Record<CustomerPlanChoice, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
  none: 'No Subscription',
};

export function zoneName(zone: ServiceZone | null): string {
  return zone ? serviceZoneCentres[zone].name : '';
}

/** Dollars as the screens show them: $1,234.50. */
export function dollars(amount: number): string {
  return formatUsd(toCents(amount));
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function shortDate(iso: string): string {
  return day.format(new Date(iso));
}

export function fullName(customer: { firstName: string; lastName: string }): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}
