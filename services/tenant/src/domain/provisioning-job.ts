import { AppError, type Job } from '@pickup/kit';
import type { Tenancy, Tenant } from './model';
import { completeProvisioning, secureOwner } from './registration';

/** A request in flight finishes its own business; the job leaves it this long first. */
const graceMs = 60_000;
/** A business whose owner never came (identity was down and nobody retried) holds its subdomain this long. */
const abandonedAfterMs = 15 * 60_000;
const batch = 50;

/**
 * Finishes what registration left half-way. A business whose owner identity confirmed gets its
 * payment account and is announced; one given to a signed-in owner asks identity again (the
 * owner wanted it, and asking twice is harmless); one whose new owner never came is deleted after
 * 15 minutes, freeing its subdomain: its password was never stored, so nobody could finish it.
 */
async function finish(
  tenancy: Tenancy,
  tenant: Tenant,
  now: Date,
): Promise<'completed' | 'deleted' | 'waiting'> {
  if (tenant.provisioning === 'awaiting_owner' && tenant.ownerUserId === null) {
    if (now.getTime() - tenant.createdAt.getTime() < abandonedAfterMs) return 'waiting';
    return (await tenancy.tenants.deleteAwaitingOwner(tenant.id)) ? 'deleted' : 'waiting';
  }
  const userId = tenant.ownerUserId;
  if (userId === null) return 'waiting';
  try {
    const owned = await secureOwner(tenancy, tenant, { kind: 'signed_in', userId });
    await completeProvisioning(tenancy, owned);
    return 'completed';
  } catch (error) {
    // Identity refused the owner: secureOwner has deleted the business.
    if (error instanceof AppError && error.code === 'CONFLICT') return 'deleted';
    throw error;
  }
}

export async function sweepProvisioning(tenancy: Tenancy) {
  const now = tenancy.clock.now();
  const due = await tenancy.tenants.provisioningSince(new Date(now.getTime() - graceMs), batch);
  const outcomes = { completed: 0, deleted: 0, waiting: 0, failed: 0 };
  for (const tenant of due) {
    try {
      outcomes[await finish(tenancy, tenant, now)] += 1;
    } catch (error) {
      outcomes.failed += 1;
      tenancy.logger.warn(
        { err: error, tenantId: tenant.id },
        'provisioning not finished yet; next sweep retries',
      );
    }
  }
  return outcomes;
}

/** Every minute by default; tests sweep every few hundred milliseconds. */
export function provisioningJob(tenancy: Tenancy, everyMs = 60_000): Job {
  return {
    name: 'provisioning-sweep',
    everyMs,
    run: async () => {
      const outcomes = await sweepProvisioning(tenancy);
      if (outcomes.completed || outcomes.deleted) tenancy.logger.info(outcomes, 'provisioning swept');
    },
  };
}
