import type { GeoPoint, ServiceZone } from '@pickup/contracts';

/** Where someone or something is, as the owner or the household typed it. */
export interface Whereabouts {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  zone: ServiceZone | null;
}

/** The service zone and coordinates of an address, for routing. */
export interface Placement {
  zone: ServiceZone | null;
  location: GeoPoint | null;
}

/** Finds the zone and coordinates of an address (DESIGN.md §6). */
export interface Geocoder {
  place(where: Whereabouts): Promise<Placement>;
}
