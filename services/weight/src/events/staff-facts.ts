import type { EventHandlers, Logger } from '@pickup/kit';
import type { Weighing } from '../domain/model';
import { applyUserRegistered } from '../domain/staff';

/** What weight learns from identity: the names of the business's owner logins. */
export function staffFactHandlers(weighing: Weighing, logger: Logger): EventHandlers {
  return {
    'user.registered': async (event) => {
      const applied = await applyUserRegistered(weighing, event.data);
      logger.debug({ eventId: event.id, applied }, 'staff name');
    },
  };
}
