/** Dates and day counts as the billing screens show them. */

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days left before `endsAt` (a part of a day counts as one); 0 once it has passed. */
export function daysLeft(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / dayMs));
}

/** A date as the orders and the plan screens show it: "December 1, 2026". */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
