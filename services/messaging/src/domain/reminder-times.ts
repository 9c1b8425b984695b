import { type ReminderKind, todayIn } from '@pickup/contracts';
import { instantAt, utc } from '@pickup/kit';
import { addDays, format, parseISO } from 'date-fns';
import type { ReminderSettings } from './model';

/**
 * When reminders go out, in the business's time zone: the day-before reminder at its time for
 * the next day's pickups, until that day's midnight; the morning-of one at its time for the day's
 * pickups, each until its route starts. Wall-clock times are turned into instants by @date-fns/tz,
 * so a daylight-saving change moves the instant, never the local time.
 */

const dayFormat = 'yyyy-MM-dd';
// Calendar days are counted in UTC, where no daylight-saving change makes a day shorter.

export function localDay(at: Date, timeZone: string): string {
  return todayIn(timeZone, at);
}

export function dayAfter(date: string): string {
  return format(addDays(parseISO(date, { in: utc }), 1), dayFormat, { in: utc });
}

/** "Friday, November 27". */
export function dayLabel(date: string): string {
  return format(parseISO(date, { in: utc }), 'EEEE, MMMM d', { in: utc });
}

/** Each kind with the business's toggle and time. */
export function reminderKindsOf(
  settings: ReminderSettings,
): { kind: ReminderKind; enabled: boolean; time: string }[] {
  return [
    { kind: 'day_before', enabled: settings.dayBeforeReminderEnabled, time: settings.dayBeforeReminderTime },
    { kind: 'morning_of', enabled: settings.morningOfReminderEnabled, time: settings.morningOfReminderTime },
  ];
}

const pickupDayOf = (kind: ReminderKind, runDay: string) =>
  kind === 'day_before' ? dayAfter(runDay) : runDay;

/** A run open at `now`: the pickup day it reminds of, and when it stops being worth sending. */
export interface OpenRun {
  pickupDate: string;
  /** Midnight ending the run's day: nothing is sent after. The morning-of run also stops per route at its start. */
  closesAt: Date;
}

export function openRun(kind: ReminderKind, time: string, timeZone: string, now: Date): OpenRun | null {
  const today = localDay(now, timeZone);
  const opensAt = instantAt(today, time, timeZone);
  const closesAt = instantAt(dayAfter(today), '00:00', timeZone);
  if (now.getTime() < opensAt.getTime() || now.getTime() >= closesAt.getTime()) return null;
  return { pickupDate: pickupDayOf(kind, today), closesAt };
}

/** The next time a kind goes out after `now`, and the pickup day it will remind of. */
export function nextRun(
  kind: ReminderKind,
  time: string,
  timeZone: string,
  now: Date,
): { at: Date; pickupDate: string } {
  const today = localDay(now, timeZone);
  const todays = instantAt(today, time, timeZone);
  const runDay = todays.getTime() > now.getTime() ? today : dayAfter(today);
  return { at: instantAt(runDay, time, timeZone), pickupDate: pickupDayOf(kind, runDay) };
}
