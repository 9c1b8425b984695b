import type { WeightEntryStatus, WeightPeriod } from '@pickup/contracts/schemas';
import type { StatusTone } from '../../../components/status-chip';

export const statusLabels: Record<WeightEntryStatus, string> = {
  processed: 'Processed',
  needs_review: 'Needs Review',
  pending_weight: 'Pending Weight',
  pending: 'Pending',
};

export const statusTones: Record<WeightEntryStatus, StatusTone> = {
  processed: 'success',
  needs_review: 'warning',
  pending_weight: 'info',
  pending: 'neutral',
};

/** The periods the Environmental Impact Summary offers, counted back from the chosen day. */
export const impactPeriods = ['7d', '30d', '90d', '1y'] as const satisfies readonly WeightPeriod[];

export const periodLabels: Record<(typeof impactPeriods)[number], string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

export const trendLabels = { up: 'Trending up', down: 'Trending down', steady: 'Steady' } as const;

/** A figure to a tenth, as a stat card shows it (the card groups the thousands). */
export function tenths(amount: number): number {
  return Math.round(amount * 10) / 10;
}

/** Pounds to a tenth, grouped: "1,204.5 lbs". */
export function pounds(weight: number): string {
  return `${weight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`;
}

/** "1 entry", "3 entries". */
export function count(amount: number, one: string, many = `${one}s`): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? one : many}`;
}

/** A list in a sentence, or "None". */
export function listed(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : 'None';
}
