import type { EventHandlers, Logger } from '@pickup/kit';
import type { Redis } from 'ioredis';

/** What the gateway knows of a business: enough to turn its slug into its tenant id. */
export interface DirectoryEntry {
  tenantId: string;
  isActive: boolean;
}

export interface TenantFacts {
  tenantId: string;
  subdomain: string;
  isActive: boolean;
  occurredAt: string;
}

/**
 * Applies one fact about a tenant atomically, so replicas consuming the same queue cannot
 * interleave. A fact older than the stored one is ignored (events may arrive out of order);
 * a new subdomain drops the old slug, unless another tenant has taken that slug meanwhile.
 *
 * KEYS: slug hash, tenant hash. ARGV: tenant id, slug, slug entry JSON, tenant record JSON,
 * occurredAt in ms.
 */
const recordScript = `
local stored = redis.call('HGET', KEYS[2], ARGV[1])
if stored then
  local previous = cjson.decode(stored)
  if tonumber(previous.occurredAtMs) > tonumber(ARGV[5]) then return 0 end
  if previous.subdomain ~= ARGV[2] then
    local holder = redis.call('HGET', KEYS[1], previous.subdomain)
    if holder and cjson.decode(holder).tenantId == ARGV[1] then
      redis.call('HDEL', KEYS[1], previous.subdomain)
    end
  end
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
return 1
`;

/**
 * The gateway's own slug → tenant map, fed by tenant events and kept in Redis so that every
 * replica, and a restarted one, answers the same. One hash by slug (the lookup on each
 * request), one by tenant id (what a rename or a late event is compared with).
 */
export class TenantDirectory {
  private readonly bySlug: string;
  private readonly byTenant: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
  ) {
    this.bySlug = `${keyPrefix}tenants:by-slug`;
    this.byTenant = `${keyPrefix}tenants:by-id`;
  }

  async lookup(slug: string): Promise<DirectoryEntry | null> {
    const stored = await this.redis.hget(this.bySlug, slug.toLowerCase());
    return stored ? (JSON.parse(stored) as DirectoryEntry) : null;
  }

  /** True when applied, false when something newer was already stored. */
  async record(facts: TenantFacts): Promise<boolean> {
    const slug = facts.subdomain.toLowerCase();
    const occurredAtMs = Date.parse(facts.occurredAt);
    const entry: DirectoryEntry = { tenantId: facts.tenantId, isActive: facts.isActive };
    const tenantRecord = { subdomain: slug, isActive: facts.isActive, occurredAtMs };
    const applied = await this.redis.eval(
      recordScript,
      2,
      this.bySlug,
      this.byTenant,
      facts.tenantId,
      slug,
      JSON.stringify(entry),
      JSON.stringify(tenantRecord),
      String(occurredAtMs),
    );
    return applied === 1;
  }
}

/** The events the gateway consumes: both carry the full current facts of a tenant. */
export function tenantDirectoryHandlers(directory: TenantDirectory, logger: Logger): EventHandlers {
  const record = async (event: { occurredAt: string; data: Omit<TenantFacts, 'occurredAt'> }) => {
    const { tenantId, subdomain, isActive } = event.data;
    const applied = await directory.record({ tenantId, subdomain, isActive, occurredAt: event.occurredAt });
    logger.info(
      { tenantId, subdomain, isActive, applied },
      applied ? 'tenant directory updated' : 'stale tenant event ignored',
    );
  };
  return { 'tenant.registered': record, 'tenant.updated': record };
}
