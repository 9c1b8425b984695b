import type { Job } from '@pickup/kit';
import type { Billing } from './model';
import { sweepTrials } from './platform-subscriptions';

/** Reminds owners before their trial ends, and ends trials that ran out unpaid. Hourly is plenty. */
export function trialSweepJob(billing: Billing, everyMs = 60 * 60_000): Job {
  return {
    name: 'trial-sweep',
    everyMs,
    run: async () => {
      const swept = await sweepTrials(billing);
      if (swept.reminded || swept.expired) billing.logger.info(swept, 'trials swept');
    },
  };
}
