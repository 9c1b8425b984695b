import type { PickupFrequency } from '@pickup/contracts';
import { dayOfMonth, daysBetween } from './calendar';
import type { Occurrence } from './occurrences';

/** A customer's place on a route: how often they are visited, from their first visit. */
export interface StopSchedule {
  frequency: PickupFrequency;
  /** The first visit: an occurrence date. */
  startsOn: string;
  /** Days the customer asked to be left out: not due then, whatever the frequency. */
  skippedDates?: readonly string[] | undefined;
}

/**
 * Whether a stop with this frequency, first visited on `startsOn` (an occurrence date), is due on an occurrence;
 * decided by its plannedDate so a moved day keeps its customers.
 * weekly: every occurrence from startsOn; biweekly: every other planned week counted from startsOn;
 * monthly: the first planned occurrence of each calendar month (day of month 1–7), from startsOn's month on,
 * and startsOn itself. A day the customer skipped is never due.
 */
export function isStopDue(stop: StopSchedule, occurrence: Occurrence): boolean {
  const { plannedDate } = occurrence;
  if (stop.skippedDates?.includes(occurrence.date)) return false;
  const daysIn = daysBetween(stop.startsOn, plannedDate);
  if (daysIn < 0) return false;
  switch (stop.frequency) {
    case 'weekly':
      return true;
    case 'biweekly':
      return Math.floor(daysIn / 7) % 2 === 0;
    case 'monthly':
      // Planned dates are a week apart, so the month's first falls on one of its first seven days.
      return daysIn === 0 || dayOfMonth(plannedDate) <= 7;
  }
}
