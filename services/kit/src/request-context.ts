import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a request id that logs, outgoing calls and published events carry along. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, so one id follows a request across every hop. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && acceptableRequestId.test(header) ? header : randomUUID();
}
