import { testInfra, uniqueName } from '@pickup/kit/testing';
import { Redis } from 'ioredis';
import { TenantDirectory } from '../src/tenant-directory';
import { newTenantId } from './support/gateway-fixture';

describe("the gateway's tenant directory", () => {
  const redis = new Redis(testInfra().redisUrl);
  const prefix = `${uniqueName('directory')}:`;
  const directory = new TenantDirectory(redis, prefix);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const slug = (value: string) => ({ kind: 'slug', value }) as const;
  const host = (value: string) => ({ kind: 'host', value }) as const;
  const event = (
    tenantId: string,
    subdomain: string,
    verifiedDomain: string | null = null,
    at = Date.now(),
  ) =>
    directory.record({
      tenantId,
      subdomain,
      verifiedDomain,
      isActive: true,
      occurredAt: new Date(at).toISOString(),
    });

  it('lets an event win over a lookup that answers after it', async () => {
    const fromEvent = newTenantId();
    await event(fromEvent, 'race-slug');
    const learned = await directory.learn(slug('race-slug'), {
      tenantId: newTenantId(),
      subdomain: 'race-slug',
      isActive: true,
    });
    expect(learned).toBe(false);
    expect(await directory.find(slug('race-slug'))).toEqual({ tenantId: fromEvent, isActive: true });

    // Nor does a lookup under another name change a tenant an event has told of.
    expect(
      await directory.learn(slug('other-name'), {
        tenantId: fromEvent,
        subdomain: 'other-name',
        isActive: false,
      }),
    ).toBe(false);
    expect(await directory.find(slug('other-name'))).toBeNull();
  });

  it('puts back, as its event said, an entry Redis lost since', async () => {
    const tenantId = newTenantId();
    await event(tenantId, 'evicted', 'evicted.example');
    await directory.record({
      tenantId,
      subdomain: 'evicted',
      verifiedDomain: 'evicted.example',
      isActive: false,
      occurredAt: new Date().toISOString(),
    });
    await redis.hdel(`${prefix}tenants:by-slug`, 'evicted');
    await redis.hdel(`${prefix}tenants:by-domain`, 'evicted.example');
    const answer = { tenantId, subdomain: 'evicted', isActive: true };
    expect(await directory.learn(slug('evicted'), answer)).toBe(true);
    expect(await directory.learn(host('evicted.example'), answer)).toBe(true);
    expect(await directory.find(slug('evicted'))).toEqual({ tenantId, isActive: false });
    expect(await directory.find(host('evicted.example'))).toEqual({ tenantId, isActive: false });
  });

  it('lets any event replace what a lookup learned, dropping the learned slug and domain', async () => {
    const tenantId = newTenantId();
    expect(
      await directory.learn(host('learned.example'), { tenantId, subdomain: 'learned', isActive: true }),
    ).toBe(true);
    expect(await directory.find(slug('learned'))).toEqual({ tenantId, isActive: true });
    expect(await directory.find(host('learned.example'))).toEqual({ tenantId, isActive: true });

    expect(await event(tenantId, 'renamed', 'renamed.example', Date.now() - 86_400_000)).toBe(true);
    expect(await directory.find(slug('learned'))).toBeNull();
    expect(await directory.find(host('learned.example'))).toBeNull();
    expect(await directory.find(host('renamed.example'))).toEqual({ tenantId, isActive: true });
  });

  it('remembers an unknown name for a while, unless an event filled it meanwhile or since', async () => {
    await directory.rememberUnknown(slug('nobody-yet'), 60_000);
    expect(await directory.find(slug('nobody-yet'))).toBe('unknown');
    const tenantId = newTenantId();
    await event(tenantId, 'nobody-yet');
    expect(await directory.find(slug('nobody-yet'))).toEqual({ tenantId, isActive: true });
    await directory.rememberUnknown(slug('nobody-yet'), 60_000);
    expect(await directory.find(slug('nobody-yet'))).toEqual({ tenantId, isActive: true });

    await directory.rememberUnknown(host('soon.example'), 60_000);
    await event(newTenantId(), 'soon', 'soon.example');
    expect(await directory.find(host('soon.example'))).toMatchObject({ isActive: true });

    await directory.rememberUnknown(slug('brief'), 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await directory.find(slug('brief'))).toBeNull();
  });
});
