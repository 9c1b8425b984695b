import { TZDate } from '@date-fns/tz';

/**
 * The moment a business's wall clock shows `HH:MM` on a calendar day (`YYYY-MM-DD`) in its time
 * zone, right on the days the clocks change: reminders' send times, routes' windows, analytics'
 * on-time rule and day boundaries all ask it.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const [hours = NaN, minutes = NaN] = time.split(':').map(Number);
  if ([year, month, day, hours, minutes].some(Number.isNaN)) {
    throw new RangeError(`Not a calendar day and clock time: ${date} ${time}`);
  }
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}
