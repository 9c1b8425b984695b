import {
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { errorBody } from './errors';
import type { ApiOperation, PublicOperation } from './operation';

const bearerScheme = 'bearerAuth';

function errorResponse(description: string): ResponseConfig {
  return { description, content: { 'application/json': { schema: errorBody } } };
}

/** The error answers every operation may give, added so no operation forgets to list them. */
function standardErrors(op: PublicOperation): Record<number, ResponseConfig> {
  const errors: Record<number, ResponseConfig> = { 429: errorResponse('Rate limited') };
  if (op.params || op.query || op.body) errors[400] = errorResponse('Invalid input');
  if (op.body) {
    // The kit's body parsing answers these for every operation that takes a body.
    errors[413] = errorResponse('Request body is too large');
    errors[415] = errorResponse(
      'Request body is not JSON (nor, where the operation takes one, a form or an upload)',
    );
  }
  if (op.access !== 'public') {
    errors[401] = errorResponse('Missing, invalid or expired token');
    errors[403] = errorResponse('Role not allowed');
  }
  return errors;
}

function toRouteConfig(op: PublicOperation): RouteConfig {
  const responses: Record<number, ResponseConfig> = standardErrors(op);
  for (const [status, response] of Object.entries(op.responses)) {
    responses[Number(status)] = response.schema
      ? { description: response.description, content: { 'application/json': { schema: response.schema } } }
      : { description: response.description };
  }
  const accessNote = op.access === 'public' ? 'Public.' : `Roles: ${op.access.join(', ')}.`;
  return {
    method: op.method,
    path: op.path,
    tags: [op.owner],
    summary: op.summary,
    description: `${accessNote} Served by ${op.owner}.`,
    security: op.access === 'public' ? [] : [{ [bearerScheme]: [] }],
    // The roles as data, not only prose: a client (the isolation matrix) tells from it who may
    // call the operation, and so which operations act within the caller's business.
    'x-access': op.access === 'public' ? 'public' : [...op.access],
    request: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.body ? { body: { content: { 'application/json': { schema: op.body } } } } : {}),
    },
    responses,
  };
}

export interface DocumentInfo {
  title: string;
  version: string;
  serverUrl: string;
}

/** One OpenAPI 3.1 document for the whole public API, generated from the contracts. */
export function buildOpenApiDocument(operations: readonly ApiOperation[], info: DocumentInfo) {
  const registry = new OpenAPIRegistry();
  registry.register('Error', errorBody);
  registry.registerComponent('securitySchemes', bearerScheme, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const op of operations) {
    // The internal API is for services only: the gateway never routes it, so it is not published.
    if (op.access !== 'internal') registry.registerPath(toRouteConfig(op as PublicOperation));
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
  });
}
