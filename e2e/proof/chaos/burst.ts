import type { SystemState } from '../../tests/system/system-stack';
import { type Answer, call } from '../lib/api';
import { sleep } from '../lib/owned-process';

/**
 * The owner's work that makes the burst's events, through the gateway: customers added
 * (customer.created), then their buckets weighed (weight.recorded), every other one with glass
 * in it (weight.contamination.detected, which writes the household an e-mail). Requests are
 * retried while a fault lasts; a retried request whose first try did get through makes one more
 * customer or entry, so the effects expected are counted from what the services stored, never
 * from what was asked.
 */
export interface BurstPlan {
  customers: number;
  weights: number;
  /** Workers sending requests side by side. */
  concurrency: number;
}

export interface Owner {
  token: string;
  tenant: string;
}

export interface BurstProgress {
  done: number;
  total: number;
  /** Tries that met a fault (a 5xx, a refused connection, a customer not yet known) and were retried. */
  retried: number;
  /**
   * The share of the burst at which new requests wait (the next fault's point, until it strikes),
   * so every fault falls inside the burst however fast the requests go.
   */
  holdAt: number;
}

export const shareDone = (progress: BurstProgress) => progress.done / progress.total;

/** The e-mail of a burst's household: the run's own, so its mail is told from anyone else's. */
export const householdEmail = (runId: string, index: number) => `chaos-${runId}-${index}@example.com`;

/** How long one request may keep meeting faults before the burst gives up on it. */
const retryForMs = 240_000;

type Verdict = 'done' | 'retry' | 'fail';

/** A fault answers 5xx (the service or its database is down); anything else is the request's own. */
const faultOr = (answer: Answer, verdict: Verdict): Verdict => (answer.status >= 500 ? 'retry' : verdict);

/** One request, sent again while it meets a fault (a refused connection, or what `judge` retries). */
async function persistently(
  progress: BurstProgress,
  send: () => Promise<Answer>,
  judge: (answer: Answer) => Verdict,
  what: string,
): Promise<Answer> {
  const deadline = Date.now() + retryForMs;
  for (;;) {
    let answer: Answer | null = null;
    try {
      answer = await send();
    } catch {
      // Refused or timed out: the service or the gateway is restarting.
    }
    const verdict = answer ? judge(answer) : 'retry';
    if (verdict === 'done' && answer) return answer;
    if (verdict === 'fail' || Date.now() > deadline) {
      throw new Error(
        `${what} failed: ${answer ? `${answer.status} ${answer.text.slice(0, 300)}` : 'no answer'}`,
      );
    }
    progress.retried += 1;
    await sleep(500);
  }
}

async function inParallel(
  progress: BurstProgress,
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        while (shareDone(progress) >= progress.holdAt) await sleep(50);
        const index = next;
        next += 1;
        await work(index);
        progress.done += 1;
      }
    }),
  );
}

export async function addCustomers(
  system: SystemState,
  owner: Owner,
  plan: BurstPlan,
  progress: BurstProgress,
): Promise<void> {
  await inParallel(progress, plan.customers, plan.concurrency, async (index) => {
    await persistently(
      progress,
      () =>
        call(system.gatewayUrl, 'post', '/api/customers', owner, {
          firstName: 'Chaos',
          lastName: `Household ${index}`,
          email: householdEmail(system.runId, index),
          address: `${100 + index} Elm Street`,
          city: 'Portland',
          state: 'OR',
          zipCode: '97201',
        }),
      // 409: a retry of an addition whose answer was lost; the customer is there.
      (answer) => (answer.status === 201 || answer.status === 409 ? 'done' : faultOr(answer, 'fail')),
      `adding customer ${index}`,
    );
  });
}

export async function weighBuckets(
  system: SystemState,
  owner: Owner,
  plan: BurstPlan,
  customerIds: string[],
  progress: BurstProgress,
): Promise<void> {
  await inParallel(progress, plan.weights, plan.concurrency, async (index) => {
    const customerId = customerIds[index % customerIds.length];
    await persistently(
      progress,
      () =>
        call(system.gatewayUrl, 'post', '/api/weight-entries', owner, {
          customerId,
          weight: 10 + (index % 20),
          contamination: index % 2 === 0 ? ['Glass'] : [],
        }),
      // 404 until the weight service has learnt of the customer from customer.created.
      (answer) =>
        answer.status === 201 ? 'done' : faultOr(answer, answer.status === 404 ? 'retry' : 'fail'),
      `weighing bucket ${index}`,
    );
  });
}
