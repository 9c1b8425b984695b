import type { ApiOperation, ErrorBody, z } from '@pickup/contracts';
import { backOff } from 'exponential-backoff';
import { internalHeaders } from '../auth';
import { currentRequestId } from '../request-context';

/** Where another service's internal API is, and how patiently to call it. */
export interface InternalTarget {
  baseUrl: string;
  internalSecret: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts in all, for an unreachable service or a 502/503/504. */
  attempts?: number;
}

/** The other service answered with an error status: its status and body, as it sent them. */
export class InternalCallError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(`${operation} answered ${status}${body ? `: ${body.error}` : ''}`);
    this.name = 'InternalCallError';
  }
}

type SuccessSchema<Op extends ApiOperation> = {
  [S in keyof Op['responses']]: S extends 200 | 201
    ? Op['responses'][S] extends { schema: infer Schema extends z.ZodType }
      ? z.infer<Schema>
      : never
    : never;
}[keyof Op['responses']];

export interface InternalInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const retryableStatuses = new Set([502, 503, 504]);

function urlOf(target: InternalTarget, operation: ApiOperation, input: InternalInput): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${operation.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const url = new URL(path, target.baseUrl);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

async function errorBodyOf(response: Response): Promise<ErrorBody | null> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return null;
  }
}

/**
 * Calls one of another service's internal operations (contracts' `*InternalApi`), which are safe
 * to repeat by design: a timeout, an unreachable service or a 502/503/504 is retried with
 * back-off; any other error status is thrown at once as an InternalCallError. The success body
 * is parsed with the operation's own schema, so a drifted answer fails loudly here.
 */
export async function callInternal<Op extends ApiOperation>(
  target: InternalTarget,
  operation: Op,
  input: InternalInput = {},
): Promise<SuccessSchema<Op>> {
  const url = urlOf(target, operation, input);
  const requestId = currentRequestId();
  const send = async (): Promise<Response> => {
    const response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers: {
        accept: 'application/json',
        [internalHeaders.secret]: target.internalSecret,
        ...(requestId ? { 'x-request-id': requestId } : {}),
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(target.timeoutMs ?? 5000),
    });
    if (retryableStatuses.has(response.status)) {
      throw new InternalCallError(operation.path, response.status, await errorBodyOf(response));
    }
    return response;
  };
  const response = await backOff(send, {
    numOfAttempts: target.attempts ?? 3,
    startingDelay: 100,
    maxDelay: 1000,
  });
  if (!response.ok) throw new InternalCallError(operation.path, response.status, await errorBodyOf(response));
  const schema = operation.responses[response.status]?.schema;
  const body: unknown = await response.json();
  return (schema ? schema.parse(body) : body) as SuccessSchema<Op>;
}
