import type { TypedEvent } from '@pickup/contracts';
import type { EventHandlers, Logger } from '@pickup/kit';
import type { Identity } from '../domain/model';
import { applyTenantSnapshot } from '../domain/tenants';

/** The events identity consumes: the businesses' snapshots, into its tenant projection. */
export function tenantProjectionHandlers(identity: Identity, logger: Logger): EventHandlers {
  const apply = async (event: TypedEvent<'tenant.registered' | 'tenant.updated'>) => {
    const applied = await applyTenantSnapshot(identity, event.data, event.occurredAt);
    logger.debug({ eventId: event.id, tenantId: event.data.tenantId, applied }, 'tenant projection');
  };
  return { 'tenant.registered': apply, 'tenant.updated': apply };
}
