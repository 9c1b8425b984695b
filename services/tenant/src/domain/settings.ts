import {
  type BrandingView,
  type BusinessSettings,
  customerPlans,
  type EventActor,
  limits,
  type PublicBusiness,
  type PublicBusinessSearchResult,
  tenantApi,
  tenantMessages,
  type UpdateBusinessInfoBody,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit';
import { announceUpdate, settingsUpdated } from '../events/tenant-events';
import type { Logo } from '../logos/logo-content';
import type { StoredSettings, Tenancy, Tenant } from './model';
import { servedTenant, setUpTenant } from './tenants';

/** A logo's address: a new upload gets a new one, so a cached old logo is never shown. */
const logoPathPrefix = tenantApi.logo.path.replace('{id}', '');
const logoUrlOf = (fileId: string) => `${logoPathPrefix}${fileId}`;
const logoFileOf = (logoUrl: string | null) =>
  logoUrl?.startsWith(logoPathPrefix) ? logoUrl.slice(logoPathPrefix.length) : null;

const withName = (tenant: Tenant, settings: StoredSettings): BusinessSettings => ({
  businessName: tenant.businessName,
  ...settings,
});

/**
 * Stores setting changes and announces the whole settings (with the business's name): when any
 * changed, or when the name did (`renamed`), which the settings carry too.
 */
function saveSettings(
  tenancy: Tenancy,
  tenant: Tenant,
  changes: Partial<StoredSettings>,
  actor: EventActor,
  renamed: boolean,
) {
  return tenancy.settings.update(
    tenant.id,
    changes,
    (after) => [settingsUpdated(tenant.id, withName(tenant, after), actor)],
    { announceUnchanged: renamed },
  );
}

export async function settingsOf(tenancy: Tenancy, tenantId: string): Promise<BusinessSettings> {
  const tenant = await setUpTenant(tenancy, tenantId);
  return withName(tenant, await tenancy.settings.find(tenantId));
}

/** What visitors of the business see of it; "Business Not Found" when it is not served. */
export async function brandingOf(tenancy: Tenancy, tenantId: string): Promise<BrandingView> {
  const tenant = servedTenant(await tenancy.tenants.find(tenantId));
  const { tagline, logoUrl, primaryColor, secondaryColor, timeZone } = await tenancy.settings.find(tenantId);
  return { businessName: tenant.businessName, tagline, logoUrl, primaryColor, secondaryColor, timeZone };
}

/** The business's public page, by its subdomain. */
export async function publicBusinessOf(tenancy: Tenancy, subdomain: string): Promise<PublicBusiness> {
  const tenant = servedTenant(await tenancy.tenants.findBySubdomain(subdomain));
  const settings = await tenancy.settings.find(tenant.id);
  return {
    id: tenant.id,
    subdomain: tenant.subdomain,
    businessName: tenant.businessName,
    tagline: settings.tagline,
    logoUrl: settings.logoUrl,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    phone: settings.phone,
    email: settings.email,
    website: settings.website,
    timeZone: settings.timeZone,
    plans: [...customerPlans],
  };
}

/**
 * A household on the platform's own address finds its business by name: served businesses only,
 * each with the logo its public page shows.
 */
export async function searchPublicBusinesses(
  tenancy: Tenancy,
  search: string,
): Promise<PublicBusinessSearchResult> {
  const found = await tenancy.tenants.searchActiveByName(search, limits.searchResults);
  const businesses = await Promise.all(
    found.map(async (tenant) => {
      const { tagline, logoUrl } = await tenancy.settings.find(tenant.id);
      return { subdomain: tenant.subdomain, businessName: tenant.businessName, tagline, logoUrl };
    }),
  );
  return { businesses };
}

/**
 * Save All Changes. A new name is the business's (tenant.updated); the rest are settings, and the
 * whole settings are announced (tenant.settings.updated) whenever anything changed. A removed
 * logo's file is deleted once the settings no longer name it.
 */
export async function updateBusinessInfo(
  tenancy: Tenancy,
  tenantId: string,
  { businessName, ...changes }: UpdateBusinessInfoBody,
  actor: EventActor,
): Promise<BusinessSettings> {
  let tenant = await setUpTenant(tenancy, tenantId);
  const renamed = businessName !== undefined && businessName !== tenant.businessName;
  if (renamed) {
    const updated = await tenancy.tenants.update(tenantId, () => ({ businessName }), announceUpdate(actor));
    if (!updated) throw notFound(tenantMessages.tenantNotFound);
    tenant = updated;
  }
  const { before, after } = await saveSettings(tenancy, tenant, changes, actor, renamed);
  const removedLogo = logoFileOf(before.logoUrl);
  if (removedLogo && after.logoUrl !== before.logoUrl) await tenancy.logos.remove(removedLogo);
  return withName(tenant, after);
}

/** A new logo: stored, named in the settings (announced), and the old file deleted. */
export async function replaceLogo(
  tenancy: Tenancy,
  tenantId: string,
  logo: Logo,
  actor: EventActor,
): Promise<string> {
  const tenant = await setUpTenant(tenancy, tenantId);
  const fileId = await tenancy.logos.save(tenantId, logo);
  const logoUrl = logoUrlOf(fileId);
  const saved = await saveSettings(tenancy, tenant, { logoUrl }, actor, false).catch(
    async (error: unknown) => {
      await tenancy.logos.remove(fileId);
      throw error;
    },
  );
  const replaced = logoFileOf(saved.before.logoUrl);
  if (replaced) await tenancy.logos.remove(replaced);
  return logoUrl;
}
