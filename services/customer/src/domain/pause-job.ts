import type { Job } from '@pickup/kit';
import { type PauseSweeping, sweepPauses } from './pauses';

/**
 * Begins and ends households' pauses on their days (see sweepPauses). A pause steps on a day of the
 * business's calendar, so every ten minutes keeps it within minutes of midnight there.
 */
export function pauseSweepJob(clientele: PauseSweeping, everyMs = 10 * 60_000): Job {
  return {
    name: 'pause-sweep',
    everyMs,
    run: async () => {
      const changed = await sweepPauses(clientele);
      if (changed > 0) clientele.logger.info({ changed }, 'pauses stepped');
    },
  };
}
