import type { ZodObject, ZodType } from 'zod';
import type { Role } from './constants';
import type { ServiceName } from './services';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation: anyone; other services holding the internal secret (never routed
 * by the gateway); or bearer token holders of these roles.
 */
export type Access = 'public' | 'internal' | readonly Role[];

/**
 * One HTTP operation: its path, method, access rule and schemas. Services mount their routes
 * from these (the kit's `mountOperation`), the gateway publishes the public ones at /api/docs.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** Path with `{param}` placeholders, as the gateway exposes it. */
  path: string;
  owner: ServiceName | 'gateway';
  summary: string;
  access: Access;
  params?: ZodObject;
  query?: ZodObject;
  body?: ZodType;
  responses: Record<number, { description: string; schema?: ZodType }>;
}

export type PublicOperation = ApiOperation & { access: Exclude<Access, 'internal'> };

/** A service's operations by name, so routes and clients refer to one definition. */
export type Operations = Record<string, ApiOperation>;
