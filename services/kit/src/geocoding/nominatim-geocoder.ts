import { type GeoPoint, z } from '@pickup/contracts';
import type { Logger } from '../logger';
import type { Geocoder, Placement, Whereabouts } from './geocoder';

/** A Nominatim-compatible search answer: the best match first, coordinates as text. */
const searchResults = z.array(
  z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
);

export interface NominatimOptions {
  /** The search endpoint, e.g. https://nominatim.example.org/search. */
  url: string;
  timeoutMs: number;
  /** Decides the zone, and the location whenever the search finds none or fails. */
  fallback: Geocoder;
  logger: Logger;
  /** The asking service's name, sent as the user agent (public Nominatim servers require one). */
  service: string;
}

/**
 * An external geocoder (a Nominatim-compatible search endpoint): the address's own coordinates.
 * The zone is still the gazetteer's; any failure (unreachable, slow, an answer that does not
 * parse, nothing found) leaves the gazetteer's placement, and is logged.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly options: NominatimOptions) {}

  async place(where: Whereabouts): Promise<Placement> {
    const placed = await this.options.fallback.place(where);
    const location = await this.search(where).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'geocoder failed; the service zone’s centre is used');
      return null;
    });
    return location ? { zone: placed.zone, location } : placed;
  }

  private async search(where: Whereabouts): Promise<GeoPoint | null> {
    const query = [where.address, where.city, `${where.state} ${where.zipCode}`.trim()]
      .filter(Boolean)
      .join(', ');
    const url = new URL(this.options.url);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', '1');
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': `pickup-${this.options.service}-service` },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const [best] = searchResults.parse(await response.json());
    if (!best) return null;
    return { latitude: best.lat, longitude: best.lon, precision: 'address' };
  }
}
