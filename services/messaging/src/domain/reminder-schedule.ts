import {
  defaultBusinessSettings,
  defaultPickupWindow,
  type ReminderRun,
  type ReminderSchedule,
  remindersMessages,
  type TestReminderResult,
} from '@pickup/contracts';
import { AppError, conflict } from '@pickup/kit';
import type { ReminderSettings } from './model';
import type { Reminders } from './reminder-model';
import { channelsOf, firstPickupOfEach } from './reminders';
import { reminderMail } from './reminder-text';
import { nextRun, reminderKindsOf } from './reminder-times';

/** The owner's side of reminders: when the next ones go out and to how many, and a test to themself. */

/** A business whose settings have not arrived yet has the spec's defaults. */
const defaultReminders: ReminderSettings = {
  emailRemindersEnabled: defaultBusinessSettings.emailRemindersEnabled,
  smsRemindersEnabled: defaultBusinessSettings.smsRemindersEnabled,
  dayBeforeReminderEnabled: defaultBusinessSettings.dayBeforeReminderEnabled,
  dayBeforeReminderTime: defaultBusinessSettings.dayBeforeReminderTime,
  morningOfReminderEnabled: defaultBusinessSettings.morningOfReminderEnabled,
  morningOfReminderTime: defaultBusinessSettings.morningOfReminderTime,
  reminderMessage: defaultBusinessSettings.reminderMessage,
  timeZone: defaultBusinessSettings.timeZone,
};

const settingsOf = async (reminders: Reminders, tenantId: string) =>
  (await reminders.businesses.remindersOf(tenantId)) ?? defaultReminders;

/** Households a run at `at` will reach: one per customer with a pickup that day not yet started by then. */
async function recipientsOf(reminders: Reminders, tenantId: string, pickupDate: string, at: Date) {
  const pickups = firstPickupOfEach(await reminders.pickups.pickupsOn(tenantId, pickupDate));
  return pickups.filter((pickup) => new Date(pickup.startsAt).getTime() > at.getTime()).length;
}

export async function reminderSchedule(reminders: Reminders, tenantId: string): Promise<ReminderSchedule> {
  const settings = await settingsOf(reminders, tenantId);
  const smsConfigured = reminders.sms !== null;
  const anyChannel = channelsOf(settings, smsConfigured).length > 0;
  const now = reminders.clock.now();
  const runs = await Promise.all(
    reminderKindsOf(settings).map(async ({ kind, enabled, time }): Promise<ReminderRun> => {
      if (!enabled || !anyChannel) {
        return { kind, enabled: false, localTime: time, nextRunAt: null, pickupDate: null, recipients: null };
      }
      const next = nextRun(kind, time, settings.timeZone, now);
      const recipients = await recipientsOf(reminders, tenantId, next.pickupDate, next.at).catch(
        (error: unknown) => {
          reminders.logger.warn(
            { err: error, tenantId },
            'reminder recipients unknown: routing did not answer',
          );
          return null;
        },
      );
      return {
        kind,
        enabled: true,
        localTime: time,
        nextRunAt: next.at.toISOString(),
        pickupDate: next.pickupDate,
        recipients,
      };
    }),
  );
  return {
    timeZone: settings.timeZone,
    emailEnabled: settings.emailRemindersEnabled,
    smsEnabled: settings.smsRemindersEnabled,
    smsConfigured,
    runs,
  };
}

/**
 * The day-before reminder as the business's households get it, to the owner's own e-mail: the
 * business's text, a pickup on the next run's day in the default window, and no skip link.
 */
export async function sendTestReminder(
  reminders: Reminders,
  tenantId: string,
  userId: string,
): Promise<TestReminderResult> {
  const [email, business, settings] = await Promise.all([
    reminders.owners.emailOf(tenantId, userId),
    reminders.businesses.find(tenantId),
    settingsOf(reminders, tenantId),
  ]);
  if (!email) throw conflict(remindersMessages.ownerEmailUnknown);
  if (!business) throw conflict(remindersMessages.businessUnknown);
  const next = nextRun(
    'day_before',
    settings.dayBeforeReminderTime,
    settings.timeZone,
    reminders.clock.now(),
  );
  const mail = reminderMail(
    business,
    { firstName: '', email },
    {
      kind: 'day_before',
      message: settings.reminderMessage,
      pickupDate: next.pickupDate,
      timeWindow: defaultPickupWindow,
      skipUrl: null,
    },
    remindersMessages.testSubjectPrefix,
  );
  try {
    await reminders.mailer.send(mail);
  } catch (error) {
    throw new AppError('BAD_GATEWAY', remindersMessages.testReminderFailed, { cause: error });
  }
  return { sentTo: email, message: remindersMessages.testReminderSent(email) };
}
