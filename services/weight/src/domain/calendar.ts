import { utc } from '@pickup/kit';
import type { WeightPeriod } from '@pickup/contracts';
import { addDays, format, parseISO, subYears } from 'date-fns';

// Calendar days are read in UTC so that day arithmetic never meets a daylight-saving change; only
// todayIn speaks of a business's time zone.
const dayFormat = 'yyyy-MM-dd';

export { todayIn } from '@pickup/contracts';

const periodDays: Record<Exclude<WeightPeriod, '1y' | 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The first day of the period ending on `date` (7d: the 7 days ending that day); null for all time. */
export function periodStart(period: WeightPeriod, date: string): string | null {
  const day = parseISO(date, { in: utc });
  if (period === 'all') return null;
  if (period === '1y') return format(addDays(subYears(day, 1), 1), dayFormat);
  return format(addDays(day, 1 - periodDays[period]), dayFormat);
}

/** "2026-11" of "2026-11-24". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
