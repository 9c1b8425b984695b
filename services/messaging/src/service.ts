import {
  contactLimits,
  contactsApi,
  messagingLimits,
  messagingMessages,
  remindersApi,
} from '@pickup/contracts';
import {
  configuredMailer,
  combinedHandlers,
  defineService,
  type Mailer,
  RedisRateBudget,
  type ServiceDeps,
} from '@pickup/kit';
import { Router } from 'express';
import { buildOutreach, campaignResumeJob } from './campaign-parts';
import { type MessagingConfig, messagingConfigSchema } from './config';
import { MongoActiveTickets } from './data/active-tickets';
import { MongoBusinessDirectory } from './data/businesses';
import { MongoConversationStore } from './data/conversations';
import { MongoHouseholdDirectory } from './data/households';
import { MongoMessageStore } from './data/messages';
import { MongoNoteLog } from './data/notes';
import { MongoOwnerDirectory } from './data/owners';
import { MongoTicketStore } from './data/tickets';
import type { LiveFeed, Messaging } from './domain/model';
import { addressChangeHandlers } from './events/address-changes';
import { businessFactHandlers } from './events/business-facts';
import { contaminationFeedbackHandlers } from './events/contamination-feedback';
import { customerFactHandlers } from './events/customer-facts';
import { ownerFactHandlers } from './events/owner-facts';
import { paymentFailureHandlers } from './events/payment-failures';
import { campaignRoutes } from './http/campaign-routes';
import { contactRoutes } from './http/contact-routes';
import { inboundEmailRoutes } from './http/inbound-email-routes';
import { messageRoutes } from './http/message-routes';
import { reminderRoutes } from './http/reminder-routes';
import { type SupportBudgets, supportRoutes } from './http/support-routes';
import { unsubscribeRoutes } from './http/unsubscribe-routes';
import { LiveSocket } from './live/live-socket';
import { inboundEmailOf } from './inbound-email-config';
import { ReplyAddresses } from './domain/reply-addresses';
import { reminderRoundOf } from './reminder-config';
import { buildReminders, reminderJob } from './reminder-parts';

/** The messaging service's stores and mailer on one running service's connections. */
function buildMessaging(
  { config, connection, logger }: ServiceDeps<MessagingConfig>,
  live: LiveFeed,
  mailer?: Mailer,
): Messaging {
  return {
    households: new MongoHouseholdDirectory(connection),
    businesses: new MongoBusinessDirectory(connection),
    notes: new MongoNoteLog(connection),
    messages: new MongoMessageStore(connection),
    conversations: new MongoConversationStore(connection),
    tickets: new MongoTicketStore(connection),
    activeTickets: new MongoActiveTickets(connection),
    owners: new MongoOwnerDirectory(connection),
    live,
    clock: { now: () => new Date() },
    mailer: mailer ?? configuredMailer(config, logger),
    logger,
    webBaseUrl: config.WEB_BASE_URL,
    replyAddresses: replyAddressesOf(config),
  };
}

function replyAddressesOf(config: MessagingConfig): ReplyAddresses | null {
  const inbound = inboundEmailOf(config);
  return inbound ? new ReplyAddresses(inbound.domain, inbound.addressKey) : null;
}

/** The public support page's budgets, shared by every instance through Redis. */
function supportBudgets({ redis }: ServiceDeps): SupportBudgets {
  const budget = {
    points: messagingLimits.supportRequestsPerWindow,
    windowSeconds: messagingLimits.supportRequestWindowMinutes * 60,
  };
  const budgetOf = (keyPrefix: string) =>
    new RedisRateBudget(redis, keyPrefix, budget, messagingMessages.tooManySupportRequests);
  return {
    byClient: budgetOf('messaging:support-requests:client'),
    byEmail: budgetOf('messaging:support-requests:email'),
  };
}

/** The messaging service's composition root; tests may give it a mailer that keeps what it sends. */
export function createMessagingService({ mailer }: { mailer?: Mailer } = {}) {
  return defineService({
    name: 'messaging',
    configSchema: messagingConfigSchema,
    build: (deps) => {
      const live = new LiveSocket(deps.redis, deps.logger);
      const messaging = buildMessaging(deps, live, mailer);
      const routes = Router();
      routes.use(messageRoutes(messaging));
      routes.use(supportRoutes(messaging, supportBudgets(deps)));
      routes.use(inboundEmailRoutes(messaging, inboundEmailOf(deps.config)));
      const outreach = buildOutreach(deps, messaging);
      routes.use(contactRoutes(outreach));
      routes.use(campaignRoutes(outreach));
      routes.use(unsubscribeRoutes(outreach));
      const reminders = buildReminders(deps, messaging);
      routes.use(reminderRoutes(reminders));
      return {
        routes,
        attachments: [live],
        bodyLimits: [{ operation: contactsApi.importContacts, bytes: contactLimits.importBodyBytes }],
        formPosts: [contactsApi.unsubscribe, remindersApi.skipPickup],
        jobs: [reminderJob(reminders, reminderRoundOf(deps.config)), campaignResumeJob(outreach)],
        handlers: combinedHandlers(
          customerFactHandlers(messaging, deps.logger),
          businessFactHandlers(messaging, deps.logger),
          contaminationFeedbackHandlers(messaging, deps.logger),
          ownerFactHandlers(messaging, deps.logger),
          paymentFailureHandlers(messaging, deps.logger),
          addressChangeHandlers(messaging, deps.logger),
        ),
      };
    },
  });
}

export const messagingService = createMessagingService();
