import type { AnalyticsPeriod } from '@pickup/contracts/schemas';

/** How the analytics figures read: counts grouped, pounds and rates to a tenth, days in words. */

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** "1,204", as a count reads. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** "1,204.5": pounds always to one decimal, so a column of them lines up. */
export function pounds(value: number): string {
  return value.toLocaleString('en-US', oneDecimal);
}

/** "12.5%", or a dash where the rate has no base yet (nothing to divide by). */
export function percent(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** An average route time: "45 min", "2h 5m" (short enough for half a phone), or a dash when none was completed. */
export function duration(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** "in the last 30 days": the period as a sentence says it. */
export const periodWords: Record<AnalyticsPeriod, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '1y': 'the last year',
};

// Calendar days are the business's, not instants: read them in UTC so that no time zone moves them.
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 3, 2026". */
export function fullDay(day: string): string {
  return fullDayFormat.format(utcMidnight(day));
}

export type SeriesStep = 'day' | 'week' | 'month';

/** A point's label on a chart's axis: its day ("Nov 3", a week by its Monday) or its month ("Nov 2026"). */
export function stepLabel(day: string, step: SeriesStep): string {
  return (step === 'month' ? monthFormat : dayFormat).format(utcMidnight(day));
}

/** What a chart's table calls its first column. */
export const stepColumn: Record<SeriesStep, string> = { day: 'Day', week: 'Week of', month: 'Month' };

/** "the previous 30 days": the period just before, which a change is measured from. */
export const previousPeriodWords: Record<AnalyticsPeriod, string> = {
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '90d': 'the previous 90 days',
  '1y': 'the previous year',
};
