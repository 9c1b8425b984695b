import type { EventHandlers, Logger } from '@pickup/kit';
import { sendAddressChangeNote } from '../domain/address-changes';
import type { Messaging } from '../domain/model';

/** customer.address_changed: the owner is told of the move (see sendAddressChangeNote). */
export function addressChangeHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  return {
    'customer.address_changed': async (event) => {
      if (!event.tenantId) return;
      const outcome = await sendAddressChangeNote(messaging, event.tenantId, event.id, event.data);
      const facts = {
        eventId: event.id,
        tenantId: event.tenantId,
        customerId: event.data.customerId,
        outcome,
      };
      if (outcome === 'sent' || outcome === 'already_sent') logger.info(facts, 'address change note');
      else logger.warn(facts, 'address change note not sent');
    },
  };
}
