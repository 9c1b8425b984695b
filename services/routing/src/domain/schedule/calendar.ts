import { utc } from '@pickup/kit';
import { pickupDays, type PickupDay } from '@pickup/contracts';
import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  format,
  getDate,
  getDay,
  parseISO,
} from 'date-fns';

// Calendar days are read in UTC so that day arithmetic never meets a daylight-saving change;
// only todayIn and instantAt speak of a business's time zone.
const dayFormat = 'yyyy-MM-dd';

function dayOf(date: string): Date {
  const day = parseISO(date, { in: utc });
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

export function addDays(date: string, days: number): string {
  return format(addCalendarDays(dayOf(date), days), dayFormat);
}

/** Days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dayOf(to), dayOf(from));
}

/** The day of the month, 1–31. */
export function dayOfMonth(date: string): number {
  return getDate(dayOf(date));
}

/** The weekday name of a date. */
export function pickupDayOf(date: string): PickupDay {
  // pickupDays runs Monday to Sunday; getDay counts from Sunday = 0.
  const weekday = pickupDays[(getDay(dayOf(date)) + 6) % 7];
  if (weekday === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return weekday;
}

/** The first date on or after `date` that falls on `day`. */
export function firstPickupDayOnOrAfter(date: string, day: PickupDay): string {
  const ahead = (pickupDays.indexOf(day) - pickupDays.indexOf(pickupDayOf(date)) + 7) % 7;
  return addDays(date, ahead);
}

export { todayIn } from '@pickup/contracts';

/** The instant a wall-clock time on a date happens in the time zone (DST-correct). */
export { instantAt } from '@pickup/kit';
