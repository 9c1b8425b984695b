import { colors, hexColorPattern, ui } from '@pickup/contracts/constants';
import { defaultBrandName } from '../../../config/brand';
import { api } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/business-day';

export interface Branding {
  businessName: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  timeZone: string;
}

export const defaultBranding: Branding = {
  businessName: defaultBrandName,
  logoUrl: null,
  primaryColor: colors.primary,
  secondaryColor: colors.secondary,
  timeZone: browserTimeZone,
};

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

function hexColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && hexColorPattern.test(value) ? value : fallback;
}

/** Whatever the server answered, a complete branding: each missing or malformed field takes its default. */
export function brandingFrom(body: unknown): Branding {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    businessName: nonEmpty(record.businessName) ?? defaultBranding.businessName,
    logoUrl: nonEmpty(record.logoUrl),
    primaryColor: hexColor(record.primaryColor, defaultBranding.primaryColor),
    secondaryColor: hexColor(record.secondaryColor, defaultBranding.secondaryColor),
    timeZone: knownTimeZone(record.timeZone) ?? defaultBranding.timeZone,
  };
}

/** The spec keeps branding fresh for 10 minutes and in memory for 30. */
export const brandingFreshSeconds = ui.settingsCacheMs / 1000;
const brandingKeptSeconds = 30 * 60;

const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Owners read their full settings; everyone else the public branding of the page's business.
    getOwnerBranding: build.query<Branding, undefined>({
      query: () => '/api/business/settings',
      transformResponse: brandingFrom,
      providesTags: ['Branding'],
      keepUnusedDataFor: brandingKeptSeconds,
    }),
    getPublicBranding: build.query<Branding, string | null>({
      query: (tenant) => ({ url: '/api/business/branding', tenant }),
      transformResponse: brandingFrom,
      providesTags: ['Branding'],
      keepUnusedDataFor: brandingKeptSeconds,
    }),
  }),
});

export const { useGetOwnerBrandingQuery, useGetPublicBrandingQuery } = brandingApi;
