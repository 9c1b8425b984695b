import type { EventHandlers, Logger } from '@pickup/kit';
import type { Messaging } from '../domain/model';
import { applyUserRegistered } from '../domain/owners';

/** What messaging learns from identity: the names of the business's owner logins (tickets' assignees). */
export function ownerFactHandlers(messaging: Messaging, logger: Logger): EventHandlers {
  return {
    'user.registered': async (event) => {
      const applied = await applyUserRegistered(messaging, event.data);
      logger.debug({ eventId: event.id, applied }, 'owner name');
    },
  };
}
