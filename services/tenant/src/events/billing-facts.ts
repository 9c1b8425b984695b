import type { EventHandlers, Logger } from '@pickup/kit';
import type { Tenancy } from '../domain/model';
import { applyConnectAccount, applyPlatformPlan, countPlacedOrder } from '../domain/plan-usage';

/**
 * What the tenant service learns from billing: the platform plan (tier, standing, limits), whether
 * the business's payments are onboarded, and each order placed (plan usage). Events may come late,
 * twice or out of order: older snapshots are ignored and an order counts once.
 */
export function billingFactHandlers(tenancy: Tenancy, logger: Logger): EventHandlers {
  return {
    'platform.subscription_updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyPlatformPlan(
        tenancy,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'platform plan');
    },
    'connect.account.updated': async (event) => {
      if (!event.tenantId) return;
      const applied = await applyConnectAccount(
        tenancy,
        event.tenantId,
        event.data,
        new Date(event.occurredAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, applied }, 'connect account');
    },
    'order.placed': async (event) => {
      if (!event.tenantId) return;
      const counted = await countPlacedOrder(
        tenancy,
        event.tenantId,
        event.id,
        new Date(event.data.placedAt),
      );
      logger.debug({ eventId: event.id, tenantId: event.tenantId, counted }, 'order counted');
    },
  };
}
