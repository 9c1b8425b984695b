/** A calendar day as every API speaks it: yyyy-MM-dd. */
export type CalendarDate = string;

/**
 * The day it is at `now` on a time zone's clock: a business's "today" is its own, wherever the
 * server or the browser is. en-CA writes dates as yyyy-MM-dd.
 */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
