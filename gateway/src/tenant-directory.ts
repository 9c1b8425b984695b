import type { EventData, ResolvedTenant } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import type { Redis, Result } from 'ioredis';

/** What the gateway knows of a business: enough to turn its slug or domain into its tenant id. */
export interface DirectoryEntry {
  tenantId: string;
  isActive: boolean;
}

/** How a request names a business: its slug (X-Tenant, subdomain), or its custom domain's host. */
export type BusinessName = { kind: 'slug'; value: string } | { kind: 'host'; value: string };

export interface TenantFacts {
  tenantId: string;
  subdomain: string;
  /** The custom domain once its TXT record was found; an unverified one is never routed. */
  verifiedDomain: string | null;
  isActive: boolean;
  occurredAt: string;
}

/** Removes a slug's or domain's entry only while it still names this tenant (another may hold it now). */
const dropIfHeld = `
local function dropIfHeld(hash, field, tenantId)
  local holder = redis.call('HGET', hash, field)
  if holder and cjson.decode(holder).tenantId == tenantId then redis.call('HDEL', hash, field) end
end
`;

/**
 * Applies one event's facts about a tenant atomically, so replicas consuming the same queue cannot
 * interleave. Facts older than the stored ones are ignored (events may arrive out of order); a
 * new subdomain or domain drops the old entry, unless another tenant holds it meanwhile. A
 * remembered "unknown" for the slug or domain ends: the business exists now.
 *
 * KEYS: by-slug, by-domain, by-tenant, the slug's unknown marker, [the domain's unknown marker].
 * ARGV: tenant id, slug, verified domain or '', entry JSON, tenant record JSON, occurredAt in ms.
 * A record's occurredAtMs is 0 when it was learned from a lookup: any event is newer.
 */
const recordScript = `${dropIfHeld}
local stored = redis.call('HGET', KEYS[3], ARGV[1])
if stored then
  local previous = cjson.decode(stored)
  if tonumber(previous.occurredAtMs) > tonumber(ARGV[6]) then return 0 end
  if previous.subdomain ~= ARGV[2] then dropIfHeld(KEYS[1], previous.subdomain, ARGV[1]) end
  if type(previous.domain) == 'string' and previous.domain ~= ARGV[3] then
    dropIfHeld(KEYS[2], previous.domain, ARGV[1])
  end
end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[5])
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], ARGV[3], ARGV[4]) end
redis.call('DEL', KEYS[4])
if KEYS[5] then redis.call('DEL', KEYS[5]) end
return 1
`;

/**
 * Records what the tenant service answered for a name the directory did not hold (a fresh Redis,
 * a business whose event is still on its way). An event always wins: for a tenant an event has
 * told of, only an entry that event made and Redis lost since is put back, as the event said it;
 * nothing is written when the name was filled meanwhile. A later lookup of the same tenant updates
 * what an earlier one learned (a slug lookup keeps the domain a host lookup found).
 *
 * KEYS: by-slug, by-domain, by-tenant. ARGV: tenant id, slug, host asked or '', entry JSON,
 * 'slug' or 'host' (what was asked).
 */
const learnScript = `${dropIfHeld}
local stored = redis.call('HGET', KEYS[3], ARGV[1])
local previous = stored and cjson.decode(stored)
if previous and tonumber(previous.occurredAtMs) > 0 then
  local told = cjson.encode({ tenantId = ARGV[1], isActive = previous.isActive })
  if ARGV[5] == 'slug' and previous.subdomain == ARGV[2] then return redis.call('HSETNX', KEYS[1], ARGV[2], told) end
  if ARGV[5] == 'host' and previous.domain == ARGV[3] then return redis.call('HSETNX', KEYS[2], ARGV[3], told) end
  return 0
end
if ARGV[5] == 'host' then
  if redis.call('HEXISTS', KEYS[2], ARGV[3]) == 1 then return 0 end
elseif redis.call('HEXISTS', KEYS[1], ARGV[2]) == 1 then return 0 end
local domain = ARGV[3]
if domain == '' and previous and type(previous.domain) == 'string' then domain = previous.domain end
if previous then
  if previous.subdomain ~= ARGV[2] then dropIfHeld(KEYS[1], previous.subdomain, ARGV[1]) end
  if type(previous.domain) == 'string' and previous.domain ~= domain then
    dropIfHeld(KEYS[2], previous.domain, ARGV[1])
  end
end
local record = { subdomain = ARGV[2], isActive = cjson.decode(ARGV[4]).isActive, occurredAtMs = 0 }
if domain ~= '' then record.domain = domain end
redis.call('HSET', KEYS[3], ARGV[1], cjson.encode(record))
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then redis.call('HSET', KEYS[1], ARGV[2], ARGV[4]) end
if domain ~= '' and redis.call('HEXISTS', KEYS[2], domain) == 0 then
  redis.call('HSET', KEYS[2], domain, ARGV[4])
end
return 1
`;

/**
 * One round trip per request: the entry, else 0 while the name is remembered as unknown, else nil.
 * KEYS: the hash for the kind of name, its unknown marker. ARGV: the name.
 */
const findScript = `
local entry = redis.call('HGET', KEYS[1], ARGV[1])
if entry then return entry end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
return false
`;

/**
 * Remembers a name the tenant service does not know, unless an event filled it meanwhile.
 * KEYS: the hash for the kind of name, its unknown marker. ARGV: the name, for how long (ms).
 */
const rememberUnknownScript = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
return 1
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    findTenant(hash: string, unknownKey: string, name: string): Result<string | 0 | null, Context>;
    rememberUnknownTenant(
      hash: string,
      unknownKey: string,
      name: string,
      ttlMs: number,
    ): Result<number, Context>;
  }
}

/**
 * The gateway's own map from slugs and verified custom domains to tenant ids, fed by tenant
 * events (and, for what it lacks, by asking the tenant service) and kept in Redis so that every
 * replica, and a restarted one, answers the same. One hash by slug and one by domain (the lookup
 * on each request), one by tenant id (what a rename or a late event is compared with), and a
 * short-lived marker for each name the tenant service said it does not know.
 */
export class TenantDirectory {
  private readonly bySlug: string;
  private readonly byDomain: string;
  private readonly byTenant: string;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {
    this.bySlug = `${keyPrefix}tenants:by-slug`;
    this.byDomain = `${keyPrefix}tenants:by-domain`;
    this.byTenant = `${keyPrefix}tenants:by-id`;
    redis.defineCommand('findTenant', { numberOfKeys: 2, lua: findScript });
    redis.defineCommand('rememberUnknownTenant', { numberOfKeys: 2, lua: rememberUnknownScript });
  }

  private hashOf(name: BusinessName): string {
    return name.kind === 'slug' ? this.bySlug : this.byDomain;
  }

  private unknownKey(kind: BusinessName['kind'], value: string): string {
    return `${this.keyPrefix}tenants:unknown:${kind}:${value}`;
  }

  /** The entry; 'unknown' while the tenant service's "no such business" is remembered; else null. */
  async find(name: BusinessName): Promise<DirectoryEntry | 'unknown' | null> {
    const found = await this.redis.findTenant(
      this.hashOf(name),
      this.unknownKey(name.kind, name.value),
      name.value,
    );
    if (found === 0) return 'unknown';
    return found ? (JSON.parse(found) as DirectoryEntry) : null;
  }

  /** True when applied, false when something newer was already stored. */
  async record(facts: TenantFacts): Promise<boolean> {
    const slug = facts.subdomain.toLowerCase();
    const domain = facts.verifiedDomain?.toLowerCase() ?? null;
    const occurredAtMs = Date.parse(facts.occurredAt);
    const entry: DirectoryEntry = { tenantId: facts.tenantId, isActive: facts.isActive };
    const tenantRecord = {
      subdomain: slug,
      domain: domain ?? undefined,
      isActive: facts.isActive,
      occurredAtMs,
    };
    const keys = [this.bySlug, this.byDomain, this.byTenant, this.unknownKey('slug', slug)];
    if (domain) keys.push(this.unknownKey('host', domain));
    const applied = await this.redis.eval(
      recordScript,
      keys.length,
      ...keys,
      facts.tenantId,
      slug,
      domain ?? '',
      JSON.stringify(entry),
      JSON.stringify(tenantRecord),
      String(occurredAtMs),
    );
    return applied === 1;
  }

  /** Records the tenant service's answer for a name the directory lacked; false when an event knew better. */
  async learn(name: BusinessName, answer: ResolvedTenant): Promise<boolean> {
    const entry: DirectoryEntry = { tenantId: answer.tenantId, isActive: answer.isActive };
    const learned = await this.redis.eval(
      learnScript,
      3,
      this.bySlug,
      this.byDomain,
      this.byTenant,
      answer.tenantId,
      answer.subdomain.toLowerCase(),
      name.kind === 'host' ? name.value : '',
      JSON.stringify(entry),
      name.kind,
    );
    return learned === 1;
  }

  /** Answers "no such business" from Redis for a while, so unknown names do not reach the tenant service. */
  async rememberUnknown(name: BusinessName, ttlMs: number): Promise<void> {
    await this.redis.rememberUnknownTenant(
      this.hashOf(name),
      this.unknownKey(name.kind, name.value),
      name.value,
      ttlMs,
    );
  }
}

/** The events the gateway consumes: both carry the full current facts of a tenant. */
export function tenantDirectoryHandlers(directory: TenantDirectory, logger: Logger): EventHandlers {
  const record = async (event: { occurredAt: string; data: EventData<'tenant.registered'> }) => {
    const { tenantId, subdomain, customDomain, customDomainVerified, isActive } = event.data;
    const verifiedDomain = customDomainVerified ? customDomain : null;
    const applied = await directory.record({
      tenantId,
      subdomain,
      verifiedDomain,
      isActive,
      occurredAt: event.occurredAt,
    });
    logger.info(
      { tenantId, subdomain, verifiedDomain, isActive, applied },
      applied ? 'tenant directory updated' : 'stale tenant event ignored',
    );
  };
  return { 'tenant.registered': record, 'tenant.updated': record };
}
