import type { EventHandlers, Logger } from '@pickup/kit';
import {
  applySubscriptionActivated,
  applySubscriptionCanceled,
  applySubscriptionUpdated,
  countOrder,
  notePayment,
} from '../domain/billing-facts';
import type { Clientele } from '../domain/model';

/**
 * What the customer service learns from billing about a business's customers: their card
 * subscription (status, plan, monthly spend), their orders and payments.
 */
export function billingFactHandlers(clientele: Clientele, logger: Logger): EventHandlers {
  const logged = (event: { id: string; type: string; tenantId: string | null }, known: boolean) =>
    logger.debug({ eventId: event.id, type: event.type, tenantId: event.tenantId, known }, 'customer fact');
  return {
    'subscription.activated': async (event) => {
      if (!event.tenantId) return;
      logged(
        event,
        await applySubscriptionActivated(clientele, event.tenantId, event.data, new Date(event.occurredAt)),
      );
    },
    'subscription.updated': async (event) => {
      if (!event.tenantId) return;
      logged(
        event,
        await applySubscriptionUpdated(clientele, event.tenantId, event.data, new Date(event.occurredAt)),
      );
    },
    'subscription.canceled': async (event) => {
      if (!event.tenantId) return;
      logged(
        event,
        await applySubscriptionCanceled(clientele, event.tenantId, event.data, new Date(event.occurredAt)),
      );
    },
    'order.placed': async (event) => {
      if (!event.tenantId) return;
      logged(event, await countOrder(clientele, event.tenantId, event.data));
    },
    'payment.succeeded': async (event) => {
      if (!event.tenantId) return;
      logged(event, await notePayment(clientele, event.tenantId, event.data, new Date(event.occurredAt)));
    },
  };
}
