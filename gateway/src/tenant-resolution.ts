import { customDomain, unavailableSubdomains } from '@pickup/contracts';
import { AppError } from '@pickup/kit';
import type { BusinessName, DirectoryEntry, TenantDirectory } from './tenant-directory';
import { type TenantLookup, tenantLookupUnavailable } from './tenant-lookup';

/** What a request offers to say which business it is for. */
export interface TenantHints {
  /** The verified token's tenant (claim tid). */
  tokenTenantId: string | null;
  /** The X-Tenant header: the business slug the web app read from its path. */
  tenantHeader: string | string[] | undefined;
  /** The host name the client asked for, without port. */
  hostname: string | undefined;
}

/** The hosts that are the platform's own, never a business's custom domain. */
export interface PlatformHosts {
  /** PUBLIC_DOMAIN: businesses at {slug}.{domain}; the domain itself, www and admin are the platform's. */
  domain: string;
  /** Other hosts the platform answers on (the web app's origins). */
  others: readonly string[];
}

const slugShape = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names no business can register (www, admin, api, app, the web's own paths...) name none. */
const reserved = new Set<string>(unavailableSubdomains);

export const businessNotFound = () => new AppError('NOT_FOUND', 'Business Not Found');

function asSlug(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return slug && !reserved.has(slug) ? slug : null;
}

const normalHost = (hostname: string | undefined) => hostname?.trim().toLowerCase().replace(/\.$/, '') ?? '';

/** `acme` from `acme.pickup.example.com`; nothing for the bare domain, www, admin, app or deeper names. */
export function subdomainOf(hostname: string | undefined, publicDomain: string): string | null {
  const host = normalHost(hostname);
  const suffix = `.${publicDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label.includes('.') ? null : asSlug(label);
}

/**
 * A host that may be a business's custom domain: a domain name (no IP address, no single label)
 * outside the platform's own hosts. `localhost` names are loopback, never anyone's domain.
 */
function customDomainOf(hostname: string | undefined, platform: PlatformHosts): string | null {
  const host = normalHost(hostname);
  const own =
    host === platform.domain ||
    host.endsWith(`.${platform.domain}`) ||
    platform.others.includes(host) ||
    host === 'localhost' ||
    host.endsWith('.localhost');
  return !own && customDomain.safeParse(host).success ? host : null;
}

/**
 * The business a request names: its Host when that is a custom domain (a page there belongs to
 * that business, while the web app can only guess a slug from the host's first label), else
 * X-Tenant, else its Host's subdomain.
 */
export function businessNameOf(hints: TenantHints, platform: PlatformHosts): BusinessName | null {
  const host = customDomainOf(hints.hostname, platform);
  if (host) return { kind: 'host', value: host };
  const header = Array.isArray(hints.tenantHeader) ? hints.tenantHeader[0] : hints.tenantHeader;
  const slug = (header ? asSlug(header) : null) ?? subdomainOf(hints.hostname, platform.domain);
  return slug ? { kind: 'slug', value: slug } : null;
}

export type TenantResolver = (hints: TenantHints) => Promise<string | null>;

export interface TenantResolverOptions {
  directory: TenantDirectory;
  lookup: TenantLookup;
  platform: PlatformHosts;
  /** How long a name the tenant service does not know is answered 404 without asking it again. */
  unknownForMs: number;
}

/** Without the directory the gateway cannot tell which business is meant; guessing is worse. */
const unavailableOnFailure = <T>(pending: Promise<T>): Promise<T> =>
  pending.catch((error: unknown) => {
    throw tenantLookupUnavailable(error);
  });

/**
 * The tenant a request acts for: the token's; else the business its slug or custom domain names,
 * which must be known and active (404 "Business Not Found" otherwise); else none, and the service
 * decides. A name the directory lacks is asked of the tenant service, and its answer recorded.
 */
export function createTenantResolver(options: TenantResolverOptions): TenantResolver {
  const { directory, lookup, platform, unknownForMs } = options;

  const askTenantService = async (name: BusinessName): Promise<DirectoryEntry | null> => {
    const answer = await lookup(name);
    if (!answer) {
      await unavailableOnFailure(directory.rememberUnknown(name, unknownForMs));
      return null;
    }
    await unavailableOnFailure(directory.learn(name, answer));
    return { tenantId: answer.tenantId, isActive: answer.isActive };
  };

  return async (hints) => {
    if (hints.tokenTenantId) return hints.tokenTenantId;
    const name = businessNameOf(hints, platform);
    if (!name) return null;
    if (name.kind === 'slug' && !slugShape.test(name.value)) throw businessNotFound();
    const known = await unavailableOnFailure(directory.find(name));
    const entry = known === null ? await askTenantService(name) : known === 'unknown' ? null : known;
    if (!entry?.isActive) throw businessNotFound();
    return entry.tenantId;
  };
}
