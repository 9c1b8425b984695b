import { addDays, addWeeks, format, parseISO, startOfWeek } from 'date-fns';
import type { PickupDay } from '@pickup/contracts/constants';

/** A calendar day as the routes API speaks it: yyyy-MM-dd. */
export type CalendarDate = string;

const isoDay = 'yyyy-MM-dd';

/** Today on the owner's clock. */
export function today(now = new Date()): CalendarDate {
  return format(now, isoDay);
}

/** The seven days, Sunday to Saturday, of the week that holds the day. */
export function weekOf(day: CalendarDate): CalendarDate[] {
  const sunday = startOfWeek(parseISO(day), { weekStartsOn: 0 });
  return Array.from({ length: 7 }, (_, index) => format(addDays(sunday, index), isoDay));
}

/** The same weekday, weeks later (or earlier, for a negative count). */
export function shiftWeeks(day: CalendarDate, weeks: number): CalendarDate {
  return format(addWeeks(parseISO(day), weeks), isoDay);
}

/** The weekday's name, as a route's pickup day is given ("Thursday"). */
export function weekdayOf(day: CalendarDate): PickupDay {
  return format(parseISO(day), 'EEEE') as PickupDay;
}

/** "Thu, Nov 26": a day in a list or a calendar's column. */
export function shortDay(day: CalendarDate): string {
  return format(parseISO(day), 'EEE, MMM d');
}

/** "Thursday, November 26, 2026": a day in a sentence or a heading. */
export function longDay(day: CalendarDate): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

/** "Nov 22 – 28, 2026", or across months "Nov 29 – Dec 5, 2026": a week's range. */
export function weekRange(days: readonly CalendarDate[]): string {
  const first = parseISO(days[0] ?? '');
  const last = parseISO(days[days.length - 1] ?? '');
  const sameMonth = format(first, 'yyyy-MM') === format(last, 'yyyy-MM');
  return `${format(first, 'MMM d')} – ${format(last, sameMonth ? 'd, yyyy' : 'MMM d, yyyy')}`;
}

/** "2:00 PM" from the 24-hour "14:00" a route keeps. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm a');
}
