import type { SystemState } from '../../tests/system/system-stack';
import type { Session } from '../lib/accounts';
import { call } from '../lib/api';
import { waitFor } from './exactly-once';

/** What a write through the gateway came to: made (answered, or found after a timeout) or not. */
export interface Settled<Made> {
  made: Made | null;
  /** The gateway gave up waiting (504) and the outcome was looked up instead. */
  timedOut: boolean;
}

/**
 * A POST through the gateway whose answer must be `created`. On a busy 2-core machine a write can
 * outlast the gateway's 5 s proxy timeout (seen at load 30), and the service may still complete it
 * or never have begun: a 504 is then settled by asking `find` (a read through the gateway, which
 * answers null for not yet) for up to 30 s. Any other answer stops the suite.
 */
export async function settledWrite<Made>(
  system: SystemState,
  caller: Session,
  path: string,
  body: unknown,
  madeOf: (answer: unknown) => Made,
  find: () => Promise<Made | null>,
): Promise<Settled<Made>> {
  const answer = await call(system.gatewayUrl, 'post', path, caller, body);
  if (answer.status === 201) return { made: madeOf(answer.body), timedOut: false };
  if (answer.status !== 504) {
    throw new Error(`POST ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  let made: Made | null = null;
  await waitFor(
    async () => {
      made = await find();
      return made !== null;
    },
    { timeoutMs: 30_000, everyMs: 2000 },
  );
  return { made, timedOut: true };
}

/** A GET through the gateway, answering the body when it is a 200 and null for anything else. */
export async function readOrNull<Body>(
  system: SystemState,
  caller: Session,
  path: string,
): Promise<Body | null> {
  const answer = await call<Body>(system.gatewayUrl, 'get', path, caller);
  return answer.status === 200 ? answer.body : null;
}
