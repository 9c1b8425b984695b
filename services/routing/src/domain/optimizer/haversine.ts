import { earthRadiusMiles } from '@pickup/contracts/constants';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles on the spec's sphere of radius 3959 miles. */
export function haversineMiles(from: Coordinates, to: Coordinates): number {
  const halfLatitude = radians(to.latitude - from.latitude) / 2;
  const halfLongitude = radians(to.longitude - from.longitude) / 2;
  const h =
    Math.sin(halfLatitude) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(halfLongitude) ** 2;
  // min() keeps rounding from pushing antipodal points past asin's domain.
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
