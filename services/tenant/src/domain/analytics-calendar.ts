import { type AnalyticsPeriod, analyticsPeriodDays, analyticsSeriesStep, todayIn } from '@pickup/contracts';
import type { BusinessDay } from './analytics-model';

/**
 * A business's calendar for analytics. Days are `YYYY-MM-DD` on the business's own clock; their
 * arithmetic is done at UTC midnight, where no daylight-saving change ever falls, and only dayOf
 * and instantAt speak of the business's time zone.
 */

const dayMs = 86_400_000;

const midnightOf = (day: BusinessDay): number => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number): BusinessDay => new Date(ms).toISOString().slice(0, 10);

/** The business's day at that moment. */
export const dayOf = (moment: Date, timeZone: string): BusinessDay => todayIn(timeZone, moment);

export const addDays = (day: BusinessDay, days: number): BusinessDay => dayAt(midnightOf(day) + days * dayMs);

/** The days from one to another, both included. */
export function daysBetween(from: BusinessDay, to: BusinessDay): BusinessDay[] {
  const days: BusinessDay[] = [];
  for (let ms = midnightOf(from); ms <= midnightOf(to); ms += dayMs) days.push(dayAt(ms));
  return days;
}

/** The Monday of the day's week. */
function mondayOf(day: BusinessDay): BusinessDay {
  const weekday = new Date(midnightOf(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export interface PeriodRange {
  from: BusinessDay;
  to: BusinessDay;
}

/** The period's last N days, ending today on the business's calendar, and the N days before them. */
export function periodRanges(
  period: AnalyticsPeriod,
  today: BusinessDay,
): { current: PeriodRange; previous: PeriodRange } {
  const length = analyticsPeriodDays[period];
  const from = addDays(today, 1 - length);
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}

/** One step of a series: its point's date (its first day, clipped to the period) and its last day. */
export interface SeriesStep {
  date: BusinessDay;
  last: BusinessDay;
}

/** The period cut into its series' steps: days, weeks from Monday, or calendar months. */
export function seriesSteps(period: AnalyticsPeriod, { from, to }: PeriodRange): SeriesStep[] {
  const step = analyticsSeriesStep[period];
  const steps: SeriesStep[] = [];
  let start = from;
  while (start <= to) {
    const next =
      step === 'day'
        ? addDays(start, 1)
        : step === 'week'
          ? addDays(mondayOf(start), 7)
          : `${nextMonth(start.slice(0, 7))}-01`;
    const last = addDays(next, -1) < to ? addDays(next, -1) : to;
    steps.push({ date: start, last });
    start = next;
  }
  return steps;
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** How far the zone's clock is ahead of UTC at that moment, in milliseconds. */
function offsetAt(timeZone: string, ms: number): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const shown = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return shown - (ms - (ms % 1000));
}

/**
 * The moment the business's clock shows `HH:MM` on that day. The zone's offset is read at a first
 * guess and again at the moment it gives, so a day on which the clocks change is answered right.
 */
export function instantAt(day: BusinessDay, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = midnightOf(day) + (hours * 60 + minutes) * 60_000;
  const guess = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, guess));
}
