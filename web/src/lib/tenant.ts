import { limits, nonBusinessPathSegments, reservedSubdomains } from '@pickup/contracts/constants';
import { fixedTopLevelSegments } from '../config/paths';

/** Where the business slug was read from: a path prefix is kept in links, a subdomain is not. */
export interface TenantResolution {
  slug: string;
  source: 'path' | 'host';
}

// The spec's subdomain rule (3 to 63 lowercase letters, digits and hyphens) is what a slug can be.
const slugPattern = new RegExp(`^[a-z0-9-]{${limits.subdomainMinLength},${limits.subdomainMaxLength}}$`);
const ipv4Pattern = /^\d{1,3}(\.\d{1,3}){3}$/;

const reserved: ReadonlySet<string> = new Set<string>(reservedSubdomains);
const nonBusiness: ReadonlySet<string> = new Set<string>(nonBusinessPathSegments);

export function isBusinessSlug(value: string): boolean {
  return slugPattern.test(value);
}

/**
 * Whether a first path segment names a business. The spec excludes only login and register; we also
 * exclude every fixed top-level segment of our own router (dashboard, faq, support, admin, ...),
 * because on a tenant's subdomain the customer's /dashboard would otherwise be read as a business
 * called "dashboard" and the X-Tenant header would point at the wrong business. A business can
 * therefore never be reached by path under one of these words; tenant registration should refuse
 * them as subdomains.
 */
export function isTenantPathSegment(segment: string): boolean {
  return !nonBusiness.has(segment) && !fixedTopLevelSegments.has(segment) && isBusinessSlug(segment);
}

function subdomainOf(host: string): string | null {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  // IP addresses (v4, or bracketed v6) have no subdomain.
  if (hostname.startsWith('[') || hostname.includes(':') || ipv4Pattern.test(hostname)) return null;
  const labels = hostname.split('.');
  // *.localhost resolves to loopback in browsers, so acme.localhost works in development; elsewhere
  // a bare domain (example.com) has no subdomain. Multi-part public suffixes (example.co.uk) are not
  // recognised: the product domain is assumed to be a plain registrable name.
  const minimumLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minimumLabels) return null;
  const first = labels[0] ?? '';
  return reserved.has(first) || !isBusinessSlug(first) ? null : first;
}

/**
 * The business the page belongs to: the first path segment when it names a business, otherwise the
 * subdomain (first host label) unless it is www, admin or localhost, the host is an IP address, or
 * the host is a bare domain. `host` may carry a port.
 */
export function resolveTenant(host: string, pathname: string): TenantResolution | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (firstSegment && isTenantPathSegment(firstSegment)) return { slug: firstSegment, source: 'path' };
  const subdomain = subdomainOf(host);
  return subdomain ? { slug: subdomain, source: 'host' } : null;
}

/** The platform-operator host (admin.example.com). */
export function isAdminHost(host: string): boolean {
  return host.trim().toLowerCase().startsWith('admin.');
}

export function currentTenant(): TenantResolution | null {
  return resolveTenant(window.location.host, window.location.pathname);
}
