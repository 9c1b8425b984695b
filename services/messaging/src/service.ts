import { configuredMailer, defineService, type Mailer, type ServiceDeps } from '@pickup/kit';
import { type MessagingConfig, messagingConfigSchema } from './config';
import { MongoBusinessDirectory } from './data/businesses';
import { MongoHouseholdDirectory } from './data/households';
import { MongoNoteLog } from './data/notes';
import type { Messaging } from './domain/model';
import { businessFactHandlers } from './events/business-facts';
import { contaminationFeedbackHandlers } from './events/contamination-feedback';
import { customerFactHandlers } from './events/customer-facts';

/** The messaging service's stores and mailer on one running service's connections. */
function buildMessaging(
  { config, connection, logger }: ServiceDeps<MessagingConfig>,
  mailer?: Mailer,
): Messaging {
  return {
    households: new MongoHouseholdDirectory(connection),
    businesses: new MongoBusinessDirectory(connection),
    notes: new MongoNoteLog(connection),
    mailer: mailer ?? configuredMailer(config, logger),
    logger,
  };
}

/** The messaging service's composition root; tests may give it a mailer that keeps what it sends. */
export function createMessagingService({ mailer }: { mailer?: Mailer } = {}) {
  return defineService({
    name: 'messaging',
    configSchema: messagingConfigSchema,
    build: (deps) => {
      const messaging = buildMessaging(deps, mailer);
      return {
        handlers: {
          ...customerFactHandlers(messaging, deps.logger),
          ...businessFactHandlers(messaging, deps.logger),
          ...contaminationFeedbackHandlers(messaging, deps.logger),
        },
      };
    },
  });
}

export const messagingService = createMessagingService();
