import { utc } from '@pickup/kit';
import { type AnalyticsPeriod, analyticsPeriodDays, analyticsSeriesStep, todayIn } from '@pickup/contracts';
import {
  addDays as addCalendarDays,
  addMonths,
  eachDayOfInterval,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { BusinessDay } from './analytics-model';

/**
 * A business's calendar for analytics. Days are `YYYY-MM-DD` on the business's own clock; their
 * arithmetic is done in UTC, where no daylight-saving change ever falls, and only dayOf and
 * instantAt (the kit's) speak of the business's time zone.
 */

const dateOf = (day: BusinessDay) => parseISO(day, { in: utc });
const dayAt = (date: Date): BusinessDay => format(date, 'yyyy-MM-dd', { in: utc });

export { instantAt } from '@pickup/kit';

/** The business's day at that moment. */
export const dayOf = (moment: Date, timeZone: string): BusinessDay => todayIn(timeZone, moment);

export const addDays = (day: BusinessDay, days: number): BusinessDay =>
  dayAt(addCalendarDays(dateOf(day), days));

/** The days from one to another, both included. */
export function daysBetween(from: BusinessDay, to: BusinessDay): BusinessDay[] {
  if (from > to) return [];
  return eachDayOfInterval({ start: dateOf(from), end: dateOf(to) }, { in: utc }).map(dayAt);
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

/** The first day of the step after the one holding `day`: tomorrow, next Monday, or the next month's first. */
function nextStepStart(step: (typeof analyticsSeriesStep)[AnalyticsPeriod], day: BusinessDay): BusinessDay {
  const date = dateOf(day);
  if (step === 'day') return dayAt(addCalendarDays(date, 1));
  if (step === 'week') return dayAt(addCalendarDays(startOfWeek(date, { weekStartsOn: 1, in: utc }), 7));
  return dayAt(addMonths(startOfMonth(date, { in: utc }), 1));
}

/** The period cut into its series' steps: days, weeks from Monday, or calendar months. */
export function seriesSteps(period: AnalyticsPeriod, { from, to }: PeriodRange): SeriesStep[] {
  const steps: SeriesStep[] = [];
  for (let start = from; start <= to;) {
    const next = nextStepStart(analyticsSeriesStep[period], start);
    const last = addDays(next, -1);
    steps.push({ date: start, last: last < to ? last : to });
    start = next;
  }
  return steps;
}
