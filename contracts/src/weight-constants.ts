/**
 * The weight screens' words and the figures behind them, apart from the schemas of api/weight.ts
 * (which re-exports them): a screen that shows a message or a factor then downloads neither zod nor
 * a schema, only this. Business spec §4, §5, §8.
 */

export const weightEntryStatuses = ['processed', 'needs_review', 'pending_weight', 'pending'] as const;
export type WeightEntryStatus = (typeof weightEntryStatuses)[number];

/** Spec §4: what an edit may set (needs_review leaves only by resolving it). */
export const editableWeightStatuses = ['processed', 'needs_review', 'pending'] as const;

/** Spec §5: the contamination choices of the record and edit dialogs. */
export const contaminationMaterials = ['Glass', 'Plastic', 'Metal', 'Rubber', 'Grease'] as const;
export type ContaminationMaterial = (typeof contaminationMaterials)[number];

/** The status filter of the entries list (spec §2.9). */
export const weightStatusFilters = ['all', 'processed', 'needs_review'] as const;

/** Periods of the stat cards and the impact summary, counted back from the chosen day. */
export const weightPeriods = ['7d', '30d', '90d', '1y', 'all'] as const;
export type WeightPeriod = (typeof weightPeriods)[number];

export const weightLimits = {
  /** One bucket weighs at most this many pounds: anything above is a typing slip. */
  maxBucketLbs: 500,
  materialTypes: 10,
  materialTypeLength: 40,
  notesLength: 1000,
  recentEntries: 10,
  /** Entries a household's own page lists. */
  householdEntries: 52,
} as const;

/**
 * An entry goes to review when its weight is far outside the household's own history: once the
 * household has `minHistory` processed entries, a weight more than `factor` times the median of
 * its last `historyWindow` ones, or less than the median divided by `factor`.
 */
export const unusualWeightRule = { minHistory: 3, historyWindow: 10, factor: 2.5 } as const;

/**
 * Greenhouse gas avoided by composting food scraps instead of landfilling them: U.S. EPA's Waste
 * Reduction Model (WARM), Mixed Organics, composting rather than landfilling, 266 metric tons CO2e
 * per 1,000 short tons, as published by the City of Eugene, Oregon, for its Love Food Not Waste
 * calculator. Gasoline: 8.887 kg CO2 per gallon burned, from EPA's GHG Emission Factors Hub.
 * docs/weights.md says how each figure is computed.
 */
export const impactFactors = {
  co2eMetricTonsPerShortTon: 0.266,
  co2eSource: 'U.S. EPA WARM, Mixed Organics: composting instead of landfilling (266 t CO2e per 1,000 tons)',
  gasolineKgCo2PerGallon: 8.887,
  gasolineSource: 'U.S. EPA GHG Emission Factors Hub: 8.887 kg CO2 per gallon of gasoline',
} as const;

const poundsPerShortTon = 2000;
const kgPerPound = 0.45359237;

/** Pounds of CO2e avoided by composting `lbs` of food scraps instead of landfilling them. */
export function co2eAvoidedLbs(lbs: number): number {
  const metricTons = (lbs / poundsPerShortTon) * impactFactors.co2eMetricTonsPerShortTon;
  return (metricTons * 1000) / kgPerPound;
}

/** Gallons of gasoline whose burning emits as much CO2 as `co2eLbs`. */
export function gasolineGallonsFor(co2eLbs: number): number {
  return (co2eLbs * kgPerPound) / impactFactors.gasolineKgCo2PerGallon;
}

/** What the weight service answers, and the weight screens' toasts and banner, word for word. */
export const weightMessages = {
  weightRequired: 'Please enter a weight value.',
  weightPositive: 'Weight must be more than 0 lbs',
  weightOneDecimal: 'Weight takes at most one decimal place',
  weightTooHigh: `One bucket weighs at most ${weightLimits.maxBucketLbs} lbs`,
  recordFailed: 'Failed to record weight.',
  addFailed: 'Failed to add weight entry.',
  updateFailed: 'Update Failed: Could not update entry. Please try again.',
  resolveFailed: 'Failed to Resolve: Could not mark entry as resolved. Please try again.',
  loadWarning:
    'Some data might be temporarily unavailable. Please refresh the page or try again in a few moments.',
  weightRecorded: 'Weight Recorded',
  entryUpdated: 'Entry Updated',
  entryResolved: 'Entry Resolved',
  entryNotFound: 'Weight entry not found',
  customerNotFound: 'Customer not found',
  notNeedingReview: 'Only an entry that needs review can be marked resolved',
  nothingToUpdate: 'Change at least one field',
  entriesEmpty: 'No weight entries yet',
  pendingEmpty: 'No pending weights for this day',
  contaminationReason: (materials: readonly string[]) => `Contamination found: ${materials.join(', ')}`,
  unusualWeightReason: (weight: number, median: number) =>
    `Unusual weight: ${weight} lbs against this household's usual ${median} lbs`,
} as const;
