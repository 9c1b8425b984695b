import type { HouseholdWeights } from '@pickup/contracts/schemas';
import { gallons, lbs, longMonth, pickups } from './figures';

export const impactShareTitle = 'Our compost impact';

/** The household's lifetime figures in a sentence, as sharing or copying them gives them. */
export function impactShareText(businessName: string, weights: HouseholdWeights): string {
  const since = weights.since ? ` since ${longMonth(weights.since)}` : '';
  return (
    `Our household has kept ${lbs(weights.lifetimeLbs)} of food scraps out of the landfill with ` +
    `${businessName}${since}: ${pickups(weights.lifetimeEntries)}, ${lbs(weights.co2eAvoidedLbs)} of CO2e ` +
    `avoided, as much as burning ${gallons(weights.gasolineGallons)} of gasoline.`
  );
}
