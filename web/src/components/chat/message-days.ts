import { differenceInHours, differenceInMinutes } from 'date-fns';
import { todayIn, type CalendarDate } from '../../lib/business-day';

export interface MessageDay<T> {
  /** The day on the business's clock, yyyy-MM-dd. */
  day: CalendarDate;
  /** Today, Yesterday, or the date ("Monday, November 16"; with the year when it is another year). */
  label: string;
  /** Oldest first. */
  messages: T[];
}

/** A calendar day at its midnight in UTC, where every day is 24 hours long. */
const utcMidnight = (day: CalendarDate) => new Date(`${day}T00:00:00Z`);
const dayLength = 24 * 60 * 60 * 1000;

/** Labels a calendar day as the chat does: Today, Yesterday or the date. */
export function dayLabel(day: CalendarDate, today: CalendarDate): string {
  if (day === today) return 'Today';
  const yesterday = new Date(utcMidnight(today).getTime() - dayLength).toISOString().slice(0, 10);
  if (day === yesterday) return 'Yesterday';
  // The browser's Intl rather than date-fns' format, whose weight every chat screen would carry.
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
  }).format(utcMidnight(day));
}

/** The thread (oldest first) grouped by the day each message was written, on the business's clock. */
export function groupByDay<T extends { createdAt: string }>(
  messages: readonly T[],
  timeZone: string,
  now = new Date(),
): MessageDay<T>[] {
  const today = todayIn(timeZone, now);
  const days: MessageDay<T>[] = [];
  for (const message of messages) {
    const day = todayIn(timeZone, new Date(message.createdAt));
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, label: dayLabel(day, today), messages: [message] });
  }
  return days;
}

/**
 * How long ago a message was written (customer spec §9): now, minutes ago, hours ago, or the date
 * on the business's clock.
 */
export function messageAge(createdAt: string, timeZone: string, now = new Date()): string {
  const written = new Date(createdAt);
  const minutes = differenceInMinutes(now, written);
  if (minutes < 1) return 'now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = differenceInHours(now, written);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(written);
}
