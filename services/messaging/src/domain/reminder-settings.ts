import type { EventData } from '@pickup/contracts';
import type { Messaging, ReminderSettings } from './model';

/** tenant.settings.updated: when and how the business reminds its households, and its time zone. */
export function applyReminderSettings(
  messaging: Pick<Messaging, 'businesses'>,
  tenantId: string,
  settings: EventData<'tenant.settings.updated'>,
  asOf: Date,
): Promise<boolean> {
  const reminders: ReminderSettings = {
    emailRemindersEnabled: settings.emailRemindersEnabled,
    smsRemindersEnabled: settings.smsRemindersEnabled,
    dayBeforeReminderEnabled: settings.dayBeforeReminderEnabled,
    dayBeforeReminderTime: settings.dayBeforeReminderTime,
    morningOfReminderEnabled: settings.morningOfReminderEnabled,
    morningOfReminderTime: settings.morningOfReminderTime,
    reminderMessage: settings.reminderMessage,
    timeZone: settings.timeZone,
  };
  return messaging.businesses.applyReminders(tenantId, reminders, asOf);
}
