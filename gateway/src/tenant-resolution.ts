import { reservedSubdomains } from '@pickup/contracts';
import { AppError } from '@pickup/kit';
import type { TenantDirectory } from './tenant-directory';

/** What a request offers to say which business it is for. */
export interface TenantHints {
  /** The verified token's tenant (claim tid). */
  tokenTenantId: string | null;
  /** The X-Tenant header: the business slug the web app read from its path. */
  tenantHeader: string | string[] | undefined;
  /** The host name the client asked for, without port. */
  hostname: string | undefined;
}

const slugShape = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const reserved = new Set<string>(reservedSubdomains);

export const businessNotFound = () => new AppError('NOT_FOUND', 'Business Not Found');

function asSlug(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return slug && !reserved.has(slug) ? slug : null;
}

/** `acme` from `acme.pickup.example.com`; nothing for the bare domain, www, admin or deeper names. */
export function subdomainOf(hostname: string | undefined, publicDomain: string): string | null {
  const host = hostname?.toLowerCase();
  const suffix = `.${publicDomain}`;
  if (!host?.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label.includes('.') ? null : asSlug(label);
}

/** The slug a request names, X-Tenant before the Host; null when it names none. */
export function slugOf(hints: TenantHints, publicDomain: string): string | null {
  const header = Array.isArray(hints.tenantHeader) ? hints.tenantHeader[0] : hints.tenantHeader;
  const fromHeader = header ? asSlug(header) : null;
  return fromHeader ?? subdomainOf(hints.hostname, publicDomain);
}

export type TenantResolver = (hints: TenantHints) => Promise<string | null>;

/**
 * The tenant a request acts for: the token's; else the business its slug names, which must be
 * known and active (404 "Business Not Found" otherwise); else none, and the service decides.
 */
export function createTenantResolver(directory: TenantDirectory, publicDomain: string): TenantResolver {
  return async (hints) => {
    if (hints.tokenTenantId) return hints.tokenTenantId;
    const slug = slugOf(hints, publicDomain);
    if (!slug) return null;
    if (!slugShape.test(slug)) throw businessNotFound();
    const entry = await directory.lookup(slug).catch((error: unknown) => {
      // Without the directory the gateway cannot tell which business is meant; guessing is worse.
      throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable, please try again later.', {
        cause: error,
      });
    });
    if (!entry?.isActive) throw businessNotFound();
    return entry.tenantId;
  };
}
