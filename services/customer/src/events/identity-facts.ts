import type { EventHandlers, Logger } from '@pickup/kit';
import type { Clientele } from '../domain/model';
import { linkRegisteredUser } from '../domain/registered-users';

/** What the customer service learns from identity: a household's new login, linked to its customer. */
export function identityFactHandlers(clientele: Clientele, logger: Logger): EventHandlers {
  return {
    'user.registered': async (event) => {
      const customer = await linkRegisteredUser(clientele, event.data);
      logger.debug(
        { eventId: event.id, userId: event.data.userId, customerId: customer?.id },
        'login linked',
      );
    },
  };
}
