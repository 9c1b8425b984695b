import {
  type AddressPrediction,
  type AddressSuggestionsResult,
  limits,
  type ServiceZone,
  serviceZoneCentres,
  serviceZones,
} from '@pickup/contracts';
import type { KnownAddress, Routing } from './model';

/** The state every service-zone town is in (the gazetteer's towns are all in Maine). */
const zoneState = { code: 'ME', name: 'Maine' } as const;

/** "Bangor, ME 04401": the parts of an address after the street, leaving out those not known. */
export function localityOf({ city, state, zipCode }: KnownAddress): string {
  const stateAndZip = [state.trim(), zipCode.trim()].filter(Boolean).join(' ');
  return [city.trim(), stateAndZip].filter(Boolean).join(', ');
}

function knownAddressPrediction(known: KnownAddress): AddressPrediction {
  const street = known.address.trim();
  const locality = localityOf(known);
  return {
    description: [street, locality].filter(Boolean).join(', '),
    place_id: `customer:${known.customerId}`,
    structured_formatting: { main_text: street, secondary_text: locality },
  };
}

function townPrediction(zone: ServiceZone): AddressPrediction {
  const town = serviceZoneCentres[zone].name;
  return {
    description: `${town}, ${zoneState.code}`,
    place_id: `zone:${zone}`,
    structured_formatting: { main_text: town, secondary_text: zoneState.name },
  };
}

/** Up to `count` addresses of the business's customers, each written the same way only once. */
async function knownAddressPredictions(
  routing: Routing,
  tenantId: string,
  input: string,
  count: number,
): Promise<AddressPrediction[]> {
  const predictions = new Map<string, AddressPrediction>();
  // Household members share an address: it is suggested once, as its first customer's.
  for await (const known of routing.customers.addressesContaining(tenantId, input)) {
    const prediction = knownAddressPrediction(known);
    const sameAddress = prediction.description.toLowerCase();
    if (!predictions.has(sameAddress)) predictions.set(sameAddress, prediction);
    if (predictions.size === count) break;
  }
  return [...predictions.values()];
}

/** Service-zone towns whose name starts with the input, then those that contain it elsewhere. */
function townPredictions(input: string, count: number): AddressPrediction[] {
  const typed = input.toLowerCase();
  const nameOf = (zone: ServiceZone) => serviceZoneCentres[zone].name.toLowerCase();
  const startingWith = serviceZones.filter((zone) => nameOf(zone).startsWith(typed));
  const containing = serviceZones.filter(
    (zone) => !nameOf(zone).startsWith(typed) && nameOf(zone).includes(typed),
  );
  return [...startingWith, ...containing].slice(0, count).map(townPrediction);
}

/**
 * What the owner's address field suggests (spec §3, §5): the addresses the business already
 * knows first, then the service-zone towns of the built-in gazetteer (DESIGN §6), at most
 * `limits.addressSuggestions` in all. The input arrives trimmed and non-empty.
 */
export async function suggestAddresses(
  routing: Routing,
  tenantId: string,
  input: string,
): Promise<AddressSuggestionsResult> {
  const known = await knownAddressPredictions(routing, tenantId, input, limits.addressSuggestions);
  const towns = townPredictions(input, limits.addressSuggestions - known.length);
  return { predictions: [...known, ...towns] };
}
