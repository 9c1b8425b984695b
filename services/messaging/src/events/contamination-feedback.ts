import type { EventHandlers, Logger } from '@pickup/kit';
import { sendContaminationNote } from '../domain/contamination-feedback';
import type { Messaging } from '../domain/model';

/** weight.contamination.detected: the household's note (see sendContaminationNote). */
export function contaminationFeedbackHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  return {
    'weight.contamination.detected': async (event) => {
      if (!event.tenantId) return;
      const outcome = await sendContaminationNote(messaging, event.tenantId, event.id, event.data);
      const facts = {
        eventId: event.id,
        tenantId: event.tenantId,
        customerId: event.data.customerId,
        outcome,
      };
      if (outcome === 'no_business' || outcome === 'unsettled') {
        logger.warn(facts, 'contamination note not sent');
      } else {
        logger.info(facts, 'contamination note');
      }
    },
  };
}
