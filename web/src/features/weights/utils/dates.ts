import { parseISO } from 'date-fns';
import type { CalendarDate } from '../../../lib/business-day';

// The words are the browser's own (Intl), which spares the screen date-fns' formatter and locale.

/** "Thu, Nov 26, 2026": a day in a list. */
export function shortDay(day: CalendarDate): string {
  return parseISO(day).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "Thursday, November 26": a day in a heading. */
export function longDay(day: CalendarDate): string {
  return parseISO(day).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "Nov 26, 2026, 2:05 PM": a moment something happened. */
export function momentLabel(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
