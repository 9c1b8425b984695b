import type { ApiOperation } from '@pickup/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z, ZodType } from 'zod';
import { requireInternal, requireRole } from '../auth';
import { handle } from './validate';

type Parsed<S> = S extends ZodType ? z.infer<S> : undefined;

/** What a handler receives: the operation's params, query and body, parsed with its schemas. */
export interface OperationInput<O extends ApiOperation> {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
}

export type OperationHandler<O extends ApiOperation> = (
  input: OperationInput<O>,
  req: Request,
  res: Response,
) => unknown;

/** `/api/users/{id}` as Express writes it: `/api/users/:id`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function accessGuard(access: ApiOperation['access']): RequestHandler[] {
  if (access === 'public') return [];
  if (access === 'internal') return [requireInternal()];
  return [requireRole(...access)];
}

/**
 * Mounts a route from its contract: the operation's method and path, its access rule enforced
 * before anything else, its input parsed with its schemas (400 with details). One definition
 * serves the route, the gateway's published document and the web app's types.
 */
export function mountOperation<O extends ApiOperation>(
  router: Router,
  operation: O,
  handler: OperationHandler<O>,
): void {
  const schemas = { params: operation.params, query: operation.query, body: operation.body };
  router[operation.method](
    expressPath(operation.path),
    ...accessGuard(operation.access),
    handle(schemas, (input, req, res) => handler(input as OperationInput<O>, req, res)),
  );
}
