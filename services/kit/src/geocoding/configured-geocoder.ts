import { z } from '@pickup/contracts';
import { urlWith } from '../config';
import type { Logger } from '../logger';
import { GazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** The settings of a service that geocodes addresses: an external geocoder is optional. */
export const geocoderSettings = {
  /** A Nominatim-compatible search endpoint (GET ?q=…&format=json&limit=1); the gazetteer alone when unset. */
  GEOCODER_URL: urlWith(['http', 'https']).optional(),
  /** How long one geocoder search may take before the zone's centre is used instead. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
};

export interface GeocoderConfig {
  GEOCODER_URL?: string | undefined;
  GEOCODER_TIMEOUT_MS: number;
}

/** The built-in gazetteer, or an external geocoder in front of it when one is configured. */
export function configuredGeocoder(config: GeocoderConfig, service: string, logger: Logger): Geocoder {
  const gazetteer = new GazetteerGeocoder();
  return config.GEOCODER_URL
    ? new NominatimGeocoder({
        url: config.GEOCODER_URL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        fallback: gazetteer,
        logger,
        service,
      })
    : gazetteer;
}
