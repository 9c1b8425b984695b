import type { EventHandlers, Logger } from '@pickup/kit';
import type { Messaging } from '../domain/model';
import { sendCardUpdateNote } from '../domain/payment-failures';

/** payment.failed: a household whose renewal failed is asked to update its card (see sendCardUpdateNote). */
export function paymentFailureHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  return {
    'payment.failed': async (event) => {
      if (!event.tenantId) return;
      const outcome = await sendCardUpdateNote(messaging, event.tenantId, event.id, event.data);
      if (outcome === 'not_a_renewal') return;
      const facts = { eventId: event.id, tenantId: event.tenantId, userId: event.data.userId, outcome };
      if (outcome === 'no_business' || outcome === 'no_page' || outcome === 'unsettled') {
        logger.warn(facts, 'card-update note not sent');
      } else {
        logger.info(facts, 'card-update note');
      }
    },
  };
}
