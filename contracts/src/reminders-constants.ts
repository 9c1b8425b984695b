/**
 * Pickup reminders' words and kinds, apart from the schemas of api/reminders.ts (which re-exports
 * them), so that the settings screen showing them downloads no zod. Business spec §3 Business
 * settings, §9 reminder defaults.
 */

/** The day-before reminder goes out the evening before a pickup, the morning-of one on its day. */
export const reminderKinds = ['day_before', 'morning_of'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderChannels = ['email', 'sms'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/** What the reminders' API and its pages answer, and the settings screen's toasts. */
export const remindersMessages = {
  smsNotConfigured: 'SMS is not set up',
  /** Follows smsNotConfigured and a colon on the settings screen. */
  smsNotConfiguredDetail: 'customers get e-mail reminders only until the platform has an SMS provider.',
  testReminderSent: (email: string) => `Test reminder sent to ${email}`,
  testReminderFailed: 'Failed to send the test reminder.',
  ownerEmailUnknown: 'Your e-mail address is not known yet. Please try again in a moment.',
  businessUnknown: 'Your business settings are not known yet. Please try again in a moment.',
  skipLinkInvalid: 'This skip link is not valid.',
  skipLinkExpired: 'This skip link has expired: the pickup has already started.',
  noPickupToSkip: 'There is no pickup on that day to skip.',
  skipConfirm: (date: string) => `Skip your pickup on ${date}?`,
  pickupSkipped: (date: string) => `Your pickup on ${date} is skipped. We'll see you next time.`,
  skipFailed: 'We could not skip this pickup right now. Please try again in a moment.',
  skipLinkLabel: 'Skip this pickup',
  testSubjectPrefix: '[Test] ',
} as const;

/** Labels of the settings screen, one per kind. */
export const reminderKindLabels: Record<ReminderKind, string> = {
  day_before: 'Day-before reminder',
  morning_of: 'Morning-of reminder',
};
