import type { SettingKey } from '../hooks/use-settings-editor';

export type SettingsTabId = 'general' | 'branding' | 'notifications';

/** The tab each setting is edited on, to open the one holding a field the save refused. */
export const tabOfSetting: Record<SettingKey, SettingsTabId> = {
  businessName: 'general',
  tagline: 'general',
  phone: 'general',
  email: 'general',
  website: 'general',
  timeZone: 'general',
  primaryColor: 'branding',
  secondaryColor: 'branding',
  logoUrl: 'branding',
  emailRemindersEnabled: 'notifications',
  smsRemindersEnabled: 'notifications',
  dayBeforeReminderEnabled: 'notifications',
  dayBeforeReminderTime: 'notifications',
  morningOfReminderEnabled: 'notifications',
  morningOfReminderTime: 'notifications',
  reminderMessage: 'notifications',
  soundNotificationsEnabled: 'notifications',
  milestoneInterval: 'notifications',
};

export const settingKeys = Object.keys(tabOfSetting) as SettingKey[];
