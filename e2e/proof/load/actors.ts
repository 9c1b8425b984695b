import type { SystemState } from '../../tests/system/system-stack';
import { type Answer, call, expectCall } from '../lib/api';
import type { Login } from '../lib/accounts';

/**
 * A person using the business's API from a device of their own. In a deployment the ingress puts
 * each client's address in X-Forwarded-For and the gateway trusts it (loopback and private
 * proxies only), so identity's sign-in budgets and the gateway's rate limits count per person, not
 * per ingress. Here every person gets an address of the documentation ranges (RFC 5737), which
 * no proxy rule trusts, as a real client's would be.
 */
export interface Actor {
  tenant: string;
  address: string;
  token: string;
  userId: string;
}

const documentationRanges = ['192.0.2', '198.51.100', '203.0.113'];

/** The n-th client address (0-based): up to 762 distinct ones. */
export function clientAddress(index: number): string {
  const range = documentationRanges[Math.floor(index / 254)];
  if (!range) throw new Error(`no documentation address left for client ${index}`);
  return `${range}.${(index % 254) + 1}`;
}

/** A call through the gateway as this person, from their address. */
export function callAs<Body = unknown>(
  system: SystemState,
  actor: Actor,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<Body>> {
  return call<Body>(system.gatewayUrl, method, path, { token: actor.token, tenant: actor.tenant }, body, {
    'X-Forwarded-For': actor.address,
  });
}

/** The same call, which must answer `expected`. */
export function expectAs<Body = unknown>(
  expected: number,
  system: SystemState,
  actor: Actor,
  method: string,
  path: string,
  body?: unknown,
): Promise<Body> {
  return expectCall<Body>(
    expected,
    system.gatewayUrl,
    method,
    path,
    { token: actor.token, tenant: actor.tenant },
    body,
    { 'X-Forwarded-For': actor.address },
  );
}

/**
 * A real sign-in through the gateway with the password, from the person's own address. One the
 * gateway stopped waiting for (504: the memory-hard hash queues on a busy machine) is made again;
 * a second session does no harm.
 */
export async function signInFrom(
  system: SystemState,
  tenant: string,
  login: Pick<Login, 'username' | 'password'>,
  address: string,
): Promise<Actor> {
  const answer = await callUntil(
    () =>
      call<{ token: string; user: { id: string } }>(
        system.gatewayUrl,
        'post',
        '/api/auth/login',
        { tenant },
        { username: login.username, password: login.password },
        { 'X-Forwarded-For': address },
      ),
    (pending) => pending.status === 504,
    60_000,
    1_000,
  );
  if (answer.status !== 200)
    throw new Error(`signing in answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return { tenant, address, token: answer.body.token, userId: answer.body.user.id };
}

/**
 * Asks again while the answer says another service has not heard of a change yet (a customer the
 * routing or weight service has no event of, a plan billing has not announced), for at most `forMs`.
 */
export async function callUntil<Body = unknown>(
  send: () => Promise<Answer<Body>>,
  pending: (answer: Answer<Body>) => boolean,
  forMs = 30_000,
  pauseMs = 300,
): Promise<Answer<Body>> {
  const deadline = Date.now() + forMs;
  for (;;) {
    const answer = await send();
    if (!pending(answer) || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * How many calls the set-up makes at once: on two cores more only queue, and a call that waits
 * past the gateway's 5 s proxy timeout is answered 504.
 */
export const setUpConcurrency = 4;

/** Runs `work` over the items, `concurrency` at a time, keeping the order of the results. */
export async function inParallel<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    const slice = items.slice(start, start + concurrency);
    results.push(...(await Promise.all(slice.map((item, offset) => work(item, start + offset)))));
  }
  return results;
}
