import type { PickupDay } from '@pickup/contracts';
import { addDays, firstPickupDayOnOrAfter, pickupDayOf } from './calendar';

/** A one-off change to the occurrence planned on `date`: not run (a holiday), or run on `movedTo`. */
export interface ScheduleException {
  date: string;
  action: 'skip' | 'move';
  movedTo: string | null;
}

/** A route's weekly repetition: its pickup day from its first date, less its exceptions. */
export interface RoutePlan {
  firstDate: string;
  pickupDay: PickupDay;
  exceptions: readonly ScheduleException[];
}

/** One day a route runs. */
export interface Occurrence {
  date: string;
  plannedDate: string;
  /** The planned date when the occurrence was moved, else null. */
  movedFrom: string | null;
}

/** How far nextOccurrence looks ahead. */
const searchDays = 366;

/** Whether `date` is a planned (unmoved-from) occurrence date of the plan (for validating exceptions). */
export function isPlannedDate(plan: RoutePlan, date: string): boolean {
  return date >= plan.firstDate && pickupDayOf(date) === plan.pickupDay;
}

/** The exceptions that apply, by the planned date they change; a later one for the same date wins. */
function exceptionsByDate(plan: RoutePlan): Map<string, ScheduleException> {
  const byDate = new Map<string, ScheduleException>();
  for (const exception of plan.exceptions) {
    if (isPlannedDate(plan, exception.date)) byDate.set(exception.date, exception);
  }
  return byDate;
}

function isMove(exception: ScheduleException): exception is ScheduleException & { movedTo: string } {
  return exception.action === 'move' && exception.movedTo !== null;
}

/** Every occurrence whose (possibly moved) date lies in [from, to], by date; skipped ones are absent; a planned date before firstDate never occurs. */
export function occurrencesBetween(plan: RoutePlan, from: string, to: string): Occurrence[] {
  const exceptions = exceptionsByDate(plan);
  const occurrences: Occurrence[] = [];

  const firstPlanned = firstPickupDayOnOrAfter(from > plan.firstDate ? from : plan.firstDate, plan.pickupDay);
  for (let date = firstPlanned; date <= to; date = addDays(date, 7)) {
    const exception = exceptions.get(date);
    // A move without a day to move to changes nothing.
    if (!exception || (exception.action === 'move' && !isMove(exception))) {
      occurrences.push({ date, plannedDate: date, movedFrom: null });
    }
  }
  // A move brings its occurrence into the range whatever week it was planned for.
  for (const exception of exceptions.values()) {
    if (isMove(exception) && exception.movedTo >= from && exception.movedTo <= to) {
      occurrences.push({ date: exception.movedTo, plannedDate: exception.date, movedFrom: exception.date });
    }
  }
  // ISO dates sort as text.
  return occurrences.sort(
    (a, b) => a.date.localeCompare(b.date) || a.plannedDate.localeCompare(b.plannedDate),
  );
}

/** The first occurrence on or after `date` (searching at most a year ahead), or null. */
export function nextOccurrence(plan: RoutePlan, date: string): Occurrence | null {
  return occurrencesBetween(plan, date, addDays(date, searchDays))[0] ?? null;
}
