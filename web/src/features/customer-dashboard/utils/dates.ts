// Dates as the dashboard writes them, with the browser's Intl rather than date-fns, which would
// add its formatter and locale to the dashboard's chunk.

/** The day of an instant on the reader's clock: "Dec 12, 2026", or "Dec 12" without the year. */
export function dayOfInstant(iso: string, withYear = true): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
  });
}
