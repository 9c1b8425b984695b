import type { DemoRequestStatus, TenantSubscriptionStatus } from '@pickup/contracts/constants';
import type { StatusTone } from '../../../components/status-chip';

interface Look {
  label: string;
  tone: StatusTone;
}

/** A demo request's progress, from new (to contact) to completed. */
export const demoStatusLooks: Record<DemoRequestStatus, Look> = {
  new: { label: 'New', tone: 'info' },
  contacted: { label: 'Contacted', tone: 'warning' },
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  completed: { label: 'Completed', tone: 'success' },
};

export const subscriptionLooks: Record<TenantSubscriptionStatus, Look> = {
  trial: { label: 'Trial', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** A business switched off by the operator: no sign-ins, no public pages. */
export const inactiveLook: Look = { label: 'Inactive', tone: 'error' };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 23, 2026" */
export function shortDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" → "Nov 2026": the platform's months are calendar months in UTC. */
export function shortMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}
