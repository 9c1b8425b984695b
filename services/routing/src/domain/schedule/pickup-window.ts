import { utc } from '@pickup/kit';
import { defaultPickupWindow } from '@pickup/contracts';
import { addMinutes, format, parse } from 'date-fns';
import { daysBetween } from './calendar';

/** The times a route gives for its run: '' when it gave none. */
export interface RouteTimes {
  startTime: string;
  endTime: string;
  estimatedMinutes: number;
}

/** When a pickup window starts and how long it lasts. */
export interface WindowHours {
  /** 'HH:MM'. */
  start: string;
  minutes: number;
}

// Clock times are read and written on any fixed day in UTC, where no daylight-saving change moves them.
const anyDay = new Date(Date.UTC(2000, 0, 1));
const inUtc = { in: utc };
const minutesPerDay = 24 * 60;

function clockOf(time: string): Date {
  const clock = parse(time, 'HH:mm', anyDay, inUtc);
  if (Number.isNaN(clock.getTime())) throw new RangeError(`Not a clock time: ${time}`);
  return clock;
}

/** "2:00 PM" from "14:00". */
export function clockLabel(time: string): string {
  return format(clockOf(time), 'h:mm a');
}

// The spec's default window, read from its label so that the label stays its one source.
const [defaultStartLabel = '', defaultEndLabel = ''] = defaultPickupWindow.split(' - ');
const fromLabel = (label: string) => format(parse(label, 'h:mm a', anyDay, inUtc), 'HH:mm');
const defaultStart = fromLabel(defaultStartLabel);
const defaultEnd = fromLabel(defaultEndLabel);

function minutesFrom(start: string, end: string): number {
  const minutes = (clockOf(end).getTime() - clockOf(start).getTime()) / 60_000;
  // An end at or before the start is the next day's.
  return minutes > 0 ? minutes : minutes + minutesPerDay;
}

/** The route's window: its start and end, its start and estimated duration, or the spec's default. */
export function windowHours(route: RouteTimes): WindowHours {
  if (!route.startTime) return { start: defaultStart, minutes: minutesFrom(defaultStart, defaultEnd) };
  if (!route.endTime) return { start: route.startTime, minutes: route.estimatedMinutes };
  return { start: route.startTime, minutes: minutesFrom(route.startTime, route.endTime) };
}

/** The window's end, HH:MM (past midnight it reads as the next day's clock). */
export function windowEnd(route: RouteTimes): string {
  const { start, minutes } = windowHours(route);
  return format(addMinutes(clockOf(start), minutes), 'HH:mm');
}

/**
 * The pickup window of a route: { time: '2:00 PM', timeWindow: '2:00 PM - 5:00 PM' } from startTime and endTime;
 * no endTime: startTime plus estimatedMinutes; no startTime at all: the spec's defaultPickupWindow and time '2:00 PM'.
 */
export function pickupWindow(route: RouteTimes): { time: string; timeWindow: string } {
  if (!route.startTime) return { time: clockLabel(defaultStart), timeWindow: defaultPickupWindow };
  const { start, minutes } = windowHours(route);
  const time = clockLabel(start);
  const end = format(addMinutes(clockOf(start), minutes), 'h:mm a');
  return { time, timeWindow: `${time} - ${end}` };
}

/** "Today", "Tomorrow", or "in N days" from today to date (N ≥ 2); a past date reads "Yesterday" or "N days ago". */
export function timeUntil(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 1 ? `in ${days} days` : `${-days} days ago`;
}
