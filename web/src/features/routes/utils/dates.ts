import { addDays, addWeeks, formatISO, parseISO, startOfWeek } from 'date-fns';
import type { PickupDay } from '@pickup/contracts/constants';
import type { CalendarDate } from '../../../lib/business-day';

export type { CalendarDate };

// The maths is date-fns'; the words are the browser's own (Intl), which spares the screen date-fns'
// formatter and its locale.
const isoDay = (date: Date): CalendarDate => formatISO(date, { representation: 'date' });
const words = (day: CalendarDate, options: Intl.DateTimeFormatOptions) =>
  parseISO(day).toLocaleDateString('en-US', options);

/** The seven days, Sunday to Saturday, of the week that holds the day. */
export function weekOf(day: CalendarDate): CalendarDate[] {
  const sunday = startOfWeek(parseISO(day), { weekStartsOn: 0 });
  return Array.from({ length: 7 }, (_, index) => isoDay(addDays(sunday, index)));
}

/** The same weekday, weeks later (or earlier, for a negative count). */
export function shiftWeeks(day: CalendarDate, weeks: number): CalendarDate {
  return isoDay(addWeeks(parseISO(day), weeks));
}

/** The weekday's name, as a route's pickup day is given ("Thursday"). */
export function weekdayOf(day: CalendarDate): PickupDay {
  return words(day, { weekday: 'long' }) as PickupDay;
}

/** "Thu, Nov 26": a day in a list or a calendar's column. */
export function shortDay(day: CalendarDate): string {
  return words(day, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "Thursday, November 26, 2026": a day in a sentence or a heading. */
export function longDay(day: CalendarDate): string {
  return words(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** "Nov 22 – 28, 2026", or across months and years "Nov 29 – Dec 5, 2026". */
export function weekRange(days: readonly CalendarDate[]): string {
  const first = parseISO(days[0] ?? '');
  const last = parseISO(days[days.length - 1] ?? '');
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    first,
    last,
  );
}

/** "2:00 PM" from the 24-hour "14:00" a route keeps. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
  });
}
