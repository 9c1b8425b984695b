import { type ContaminationMaterial, unusualWeightRule, weightMessages } from '@pickup/contracts';

/**
 * Which entries go to review (docs/weights.md says it in words): contamination, or a weight far
 * outside the household's own processed history (unusualWeightRule).
 */

export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Pounds as the screens show them: one decimal at most. */
export const roundLbs = (lbs: number): number => Math.round(lbs * 10) / 10;

/**
 * Why the weight is unusual for the household, or null: with at least `minHistory` of its last
 * processed weights (newest first, at most `historyWindow`), more than `factor` times their median
 * or less than the median divided by it.
 */
export function unusualWeight(weight: number, processedWeights: readonly number[]): string | null {
  const history = processedWeights.slice(0, unusualWeightRule.historyWindow);
  if (history.length < unusualWeightRule.minHistory) return null;
  const median = medianOf(history);
  const { factor } = unusualWeightRule;
  if (weight > median * factor || weight < median / factor) {
    return weightMessages.unusualWeightReason(weight, roundLbs(median));
  }
  return null;
}

/** The materials of `after` that `before` did not have, in the spec's order. */
export function newlyFound(
  before: readonly ContaminationMaterial[],
  after: readonly ContaminationMaterial[],
): ContaminationMaterial[] {
  return after.filter((material) => !before.includes(material));
}

export interface ReviewCheck {
  /** Contamination the entry did not have before (all of it, for a new entry). */
  foundContamination: readonly ContaminationMaterial[];
  /** The weight to judge, or null when it did not change. */
  weight: number | null;
  /** The household's last processed weights, newest first, without this entry. */
  processedWeights: readonly number[];
}

/** Why the entry needs review ("; "-joined), or null when it does not. */
export function reviewReason({ foundContamination, weight, processedWeights }: ReviewCheck): string | null {
  const reasons = [
    foundContamination.length > 0 ? weightMessages.contaminationReason(foundContamination) : null,
    weight === null ? null : unusualWeight(weight, processedWeights),
  ].filter((reason): reason is string => reason !== null);
  return reasons.length > 0 ? reasons.join('; ') : null;
}
