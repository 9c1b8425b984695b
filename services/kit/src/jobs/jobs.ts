import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';

/** Work a service repeats on a schedule (sweeps, reminders). Every replica runs it: keep it idempotent. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs each job every `everyMs`, starting one period after start, never two runs of one job at
 * once; a failed run is logged and the schedule goes on. Stopping waits for runs in progress.
 */
export class JobRunner {
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];

  constructor(
    private readonly jobs: Job[],
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.loops = this.jobs.map((job) => this.loop(job));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.loops);
  }

  private async loop(job: Job): Promise<void> {
    const { signal } = this.stopping;
    // The first run waits a period too: nothing a job does is needed at start-up, when the
    // service has enough to do, and tests that start and stop services never pay for it.
    for (;;) {
      await sleep(job.everyMs, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) return;
      try {
        await job.run();
      } catch (error) {
        this.logger.error({ err: error, job: job.name }, 'job failed; it runs again on schedule');
      }
    }
  }
}
