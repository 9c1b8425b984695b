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
  /** The household's pause: no visit on `from` or after, until `until` (null: until it resumes). */
  pause?: { from: string; until: string | null } | null | undefined;
}

/** A visit the plan holds on a day, and whether it happens: left out when skipped or paused. */
export type Visit = 'due' | 'skipped' | 'paused';

const isPausedOn = (stop: StopSchedule, date: string): boolean =>
  !!stop.pause && date >= stop.pause.from && (stop.pause.until === null || date < stop.pause.until);

/**
 * The stop's visit on an occurrence, or null when its plan holds none that day. A day inside the
 * household's pause is paused; else a day it skipped is skipped; else the visit is due.
 */
export function visitOn(stop: StopSchedule, occurrence: Occurrence): Visit | null {
  if (!isPlannedVisit(stop, occurrence)) return null;
  if (isPausedOn(stop, occurrence.date)) return 'paused';
  if (stop.skippedDates?.includes(occurrence.date)) return 'skipped';
  return 'due';
}

/** Whether the stop is visited on the occurrence: planned, neither skipped nor paused. */
export function isStopDue(stop: StopSchedule, occurrence: Occurrence): boolean {
  return visitOn(stop, occurrence) === 'due';
}

/**
 * Whether a stop with this frequency, first visited on `startsOn` (an occurrence date), is planned on an occurrence;
 * decided by its plannedDate so a moved day keeps its customers.
 * weekly: every occurrence from startsOn; biweekly: every other planned week counted from startsOn;
 * monthly: the first planned occurrence of each calendar month (day of month 1–7), from startsOn's month on,
 * and startsOn itself.
 */
function isPlannedVisit(stop: StopSchedule, occurrence: Occurrence): boolean {
  const { plannedDate } = occurrence;
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
