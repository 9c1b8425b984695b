import type { CalendarDate } from './business-day';

// A calendar day of the APIs (yyyy-MM-dd) names the same day everywhere: it is read as midnight
// UTC and written in UTC, so no clock shifts it to the day before. The browser's Intl keeps a
// date library out of the screens that only write days.

const utcMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

const long = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const short = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Friday, November 27": a pickup's day in a heading or a sentence. */
export function longDay(date: CalendarDate): string {
  return long.format(utcMidnight(date));
}

/** "Fri, Nov 27": a pickup's day in a line of a list. */
export function shortDay(date: CalendarDate): string {
  return short.format(utcMidnight(date));
}
