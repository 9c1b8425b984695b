/**
 * Pickup reminders (business spec §3 Business settings, §9 reminder defaults): the owner's view of
 * the next reminder runs and a test reminder to themself, and the public one-tap skip link that
 * every reminder e-mail carries. The words are in ../reminders-constants, re-exported here.
 */
import { errorBody } from '../errors';
import type { ApiOperation, Operations } from '../operation';
import { z } from '../zod';
import { reminderKinds, remindersMessages } from '../reminders-constants';

export * from '../reminders-constants';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const moment = z.iso.datetime({ offset: true });

/** One kind of reminder as the settings screen shows it under its toggle. */
export const reminderRun = z
  .object({
    kind: z.enum(reminderKinds),
    /** The business's toggle for this kind, and e-mail or SMS on at all. */
    enabled: z.boolean(),
    /** HH:MM in the business's time zone. */
    localTime: z.string(),
    /** The next time it goes out, when enabled (null when off). */
    nextRunAt: moment.nullable(),
    /** The pickup day that run reminds of. */
    pickupDate: z.iso.date().nullable(),
    /** Households with a pickup that day; null when off or when routing could not be asked. */
    recipients: z.number().int().nonnegative().nullable(),
  })
  .openapi('ReminderRun');
export type ReminderRun = z.infer<typeof reminderRun>;

export const reminderSchedule = z
  .object({
    timeZone: z.string(),
    emailEnabled: z.boolean(),
    smsEnabled: z.boolean(),
    /** Whether the platform has an SMS provider: without one no SMS goes out, whatever the toggle. */
    smsConfigured: z.boolean(),
    runs: z.array(reminderRun),
  })
  .openapi('ReminderSchedule');
export type ReminderSchedule = z.infer<typeof reminderSchedule>;

export const testReminderResult = z
  .object({ sentTo: z.email(), message: z.string() })
  .openapi('TestReminderResult');
export type TestReminderResult = z.infer<typeof testReminderResult>;

/** The skip link's token: a signed claim on one customer's pickup, opaque to the reader. */
export const skipPickupQuery = z
  .object({
    token: z
      .string({ error: remindersMessages.skipLinkInvalid })
      .regex(/^[A-Za-z0-9_-]{10,600}\.[A-Za-z0-9_-]{20,100}$/, remindersMessages.skipLinkInvalid),
  })
  .openapi('SkipPickupQuery');
export type SkipPickupQuery = z.infer<typeof skipPickupQuery>;

export const skipPickupResult = z
  .object({ date: z.iso.date(), businessName: z.string(), message: z.string() })
  .openapi('SkipPickupResult');
export type SkipPickupResult = z.infer<typeof skipPickupResult>;

export const remindersApi = {
  reminderSchedule: {
    method: 'get',
    path: '/api/business/reminders',
    owner: 'messaging',
    summary: 'The next day-before and morning-of reminder runs, whom they reach, and whether SMS is set up',
    access: owner,
    responses: { 200: ok('The reminder runs', reminderSchedule) },
  },
  sendTestReminder: {
    method: 'post',
    path: '/api/business/reminders/test',
    owner: 'messaging',
    summary: "A reminder as customers get it, sent to the owner's own e-mail",
    access: owner,
    responses: {
      200: ok('Where it was sent', testReminderResult),
      409: error(remindersMessages.ownerEmailUnknown),
      502: error(remindersMessages.testReminderFailed),
    },
  },
  skipPickupPage: {
    method: 'get',
    path: '/api/reminders/skip',
    owner: 'messaging',
    summary:
      "A reminder's skip link opened: which pickup it skips (a browser gets a page with one button); nothing changes, so a link scanner skips nothing",
    access: 'public',
    query: skipPickupQuery,
    responses: {
      200: ok('The pickup the link skips', skipPickupResult),
      400: error(remindersMessages.skipLinkInvalid),
      410: error(remindersMessages.skipLinkExpired),
    },
  },
  skipPickup: {
    method: 'post',
    path: '/api/reminders/skip',
    owner: 'messaging',
    summary:
      "The skip link's button: skips that customer's pickup that day (again: the same answer); a browser's form post gets a page",
    access: 'public',
    query: skipPickupQuery,
    responses: {
      200: ok('The pickup is skipped', skipPickupResult),
      400: error(remindersMessages.skipLinkInvalid),
      409: error(remindersMessages.noPickupToSkip),
      410: error(remindersMessages.skipLinkExpired),
      503: error(remindersMessages.skipFailed),
    },
  },
} as const satisfies Operations;

export const remindersOperations: ApiOperation[] = Object.values(remindersApi);
