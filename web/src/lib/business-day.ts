import { createContext, useContext } from 'react';

/** A calendar day as the APIs speak it: yyyy-MM-dd. */
export type CalendarDate = string;

/** The visitor's own zone: the business's clock until its branding has loaded. */
export const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The business's time zone, provided once at the app root from its branding. Pickup days are the
 * business's days: an owner travelling, or a browser set to another zone, still sees the business's
 * today.
 */
export const BusinessTimeZoneContext = createContext<string>(browserTimeZone);

/**
 * The day it is now on a zone's clock. en-CA writes dates as yyyy-MM-dd. The same rule as the
 * contracts' todayIn, written here because importing that one splits a chunk of its own into the
 * first load, which has no room for it (measured: 191.9 → 192.1 KB of 192).
 */
export function todayIn(timeZone: string, now = new Date()): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** A function giving today on the business's clock, for screens that ask more than once. */
export function useBusinessToday(): () => CalendarDate {
  const timeZone = useContext(BusinessTimeZoneContext);
  return () => todayIn(timeZone);
}
