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

type Json = unknown;

/** `{ allOf: [{ $ref }, { type: [T, 'null'] }] }`, the shape the generator gives a nullable named schema. */
function isNullableReference(
  node: Record<string, Json>,
): node is { allOf: [{ $ref: string }, { type: Json[] }] } {
  const parts = node.allOf;
  if (!Array.isArray(parts) || parts.length !== 2 || Object.keys(node).length !== 1) return false;
  const [reference, nullable] = parts as Json[];
  return (
    typeof reference === 'object' &&
    reference !== null &&
    '$ref' in reference &&
    typeof nullable === 'object' &&
    nullable !== null &&
    Object.keys(nullable).length === 1 &&
    'type' in nullable &&
    Array.isArray(nullable.type) &&
    nullable.type.includes('null')
  );
}

/**
 * The generator publishes a nullable named schema as "the schema AND (an object or null)", which
 * null can never satisfy (it is no object of the named schema): "the schema OR null" says it.
 */
function publishNullableReferences(node: Json): Json {
  if (Array.isArray(node)) return node.map(publishNullableReferences);
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Record<string, Json>;
  if (isNullableReference(object)) return { anyOf: [object.allOf[0], { type: 'null' }] };
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, publishNullableReferences(value)]),
  );
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
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
  });
  return publishNullableReferences(document) as typeof document;
}
