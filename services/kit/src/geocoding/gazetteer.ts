import { type GeoPoint, type ServiceZone, serviceZoneCentres, serviceZones } from '@pickup/contracts';
import type { Geocoder, Placement, Whereabouts } from './geocoder';

/** The centre of a service zone's town, as a location of zone precision. */
export function zoneCentre(zone: ServiceZone): GeoPoint {
  const { latitude, longitude } = serviceZoneCentres[zone];
  return { latitude, longitude, precision: 'zone' };
}

/** "Stockton Springs" in any case, spaced or hyphenated, as a whole word. */
const townPatterns = serviceZones.map((zone) => ({
  zone,
  pattern: new RegExp(`\\b${serviceZoneCentres[zone].name.replace(/\s+/g, '[\\s-]+')}\\b`, 'i'),
}));

function zoneNamedIn(text: string): ServiceZone | null {
  return townPatterns.find(({ pattern }) => pattern.test(text))?.zone ?? null;
}

/**
 * The zone whose town the address names: the city first, then the address after its street (the
 * town of "12 Brewer Lane, Bangor, ME" is Bangor, not Brewer), then the whole address.
 */
export function zoneOfAddress(where: Pick<Whereabouts, 'address' | 'city'>): ServiceZone | null {
  const afterStreet = where.address.split(',').slice(1).join(',');
  return zoneNamedIn(where.city) ?? zoneNamedIn(afterStreet) ?? zoneNamedIn(where.address);
}

/**
 * The built-in gazetteer (DESIGN.md §6): the zone given, or the one whose town the address names,
 * located at its town's centre. An address in no zone's town has neither.
 */
export class GazetteerGeocoder implements Geocoder {
  place(where: Whereabouts): Promise<Placement> {
    const zone = where.zone ?? zoneOfAddress(where);
    return Promise.resolve({ zone, location: zone ? zoneCentre(zone) : null });
  }
}
