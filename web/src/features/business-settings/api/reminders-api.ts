import type { ReminderSchedule, TestReminderResult } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/**
 * The business's pickup reminders as messaging runs them: the next day-before and morning-of
 * runs and whom they reach, whether SMS is set up, and a test reminder to the owner. A settings
 * save refreshes the runs (their times are settings).
 */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    reminderSchedule: build.query<ReminderSchedule, undefined>({
      query: () => '/api/business/reminders',
      providesTags: ['BusinessSettings'],
    }),
    sendTestReminder: build.mutation<TestReminderResult, undefined>({
      query: () => ({ url: '/api/business/reminders/test', method: 'POST' }),
    }),
  }),
});

export const { useReminderScheduleQuery, useSendTestReminderMutation } = remindersApi;
