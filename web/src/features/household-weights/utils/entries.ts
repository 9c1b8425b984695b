import type { HouseholdWeightEntry } from '@pickup/contracts/schemas';

/** The entries by pickup day, the latest first, whatever order they came in. */
export function newestFirst(entries: readonly HouseholdWeightEntry[]): HouseholdWeightEntry[] {
  return [...entries].sort((a, b) => b.pickupDate.localeCompare(a.pickupDate));
}
