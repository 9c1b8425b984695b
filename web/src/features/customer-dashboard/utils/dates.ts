// Dates as the dashboard writes them, with the browser's Intl rather than date-fns, which would
// add its formatter and locale to the dashboard's chunk.

/** A calendar day of the APIs (yyyy-MM-dd) is the same day everywhere: read and written in UTC. */
function dayOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A pickup day in full: "Friday, November 27". */
export function longDay(date: string): string {
  return dayOf(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A pickup day in short: "Fri, Nov 27". */
export function shortDay(date: string): string {
  return dayOf(date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day of an instant on the reader's clock: "Dec 12, 2026", or "Dec 12" without the year. */
export function dayOfInstant(iso: string, withYear = true): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
  });
}
