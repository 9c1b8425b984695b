import type { Job, Mailer, ServiceDeps } from '@pickup/kit';
import { routingPickupSchedule } from './calls/reminder-pickups';
import { twilioCompatibleSms } from './calls/sms-provider';
import type { MessagingConfig } from './config';
import { MongoBusinessDirectory } from './data/businesses';
import { MongoHouseholdDirectory } from './data/households';
import { MongoOwnerDirectory } from './data/owners';
import { MongoReminderLog } from './data/reminder-log';
import type { Clock } from './domain/model';
import type { Reminders } from './domain/reminder-model';
import { sendDueReminders } from './domain/reminders';
import { linkSecretOf, routingTargetOf, smsProviderOf } from './reminder-config';

/** Pickup reminders on one running service's connections: routing, the SMS provider when set up, the links' key. */
export function buildReminders(
  { config, connection, logger }: ServiceDeps<MessagingConfig>,
  { mailer, clock }: { mailer: Mailer; clock: Clock },
): Reminders {
  const sms = smsProviderOf(config);
  return {
    businesses: new MongoBusinessDirectory(connection),
    households: new MongoHouseholdDirectory(connection),
    owners: new MongoOwnerDirectory(connection),
    log: new MongoReminderLog(connection),
    pickups: routingPickupSchedule(routingTargetOf(config)),
    mailer,
    sms: sms ? twilioCompatibleSms(sms) : null,
    links: { secret: linkSecretOf(config), baseUrl: config.WEB_BASE_URL },
    clock,
    logger,
  };
}

/** Every instance runs it, every `everyMs`: the reminders' claims make sure each goes out once. */
export function reminderJob(reminders: Reminders, everyMs: number): Job {
  return {
    name: 'pickup-reminders',
    everyMs,
    run: async () => {
      const sent = await sendDueReminders(reminders);
      if (sent > 0) reminders.logger.info({ sent }, 'pickup reminders sent');
    },
  };
}
