import type { JSONSchema7 } from 'json-schema';
import type { IdKind } from './world';

/** The part of the merged OpenAPI document the matrix reads. */
export interface ApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JSONSchema7> };
}

interface DocumentParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JSONSchema7;
}

interface DocumentOperation {
  'x-access'?: 'public' | string[];
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { schema?: JSONSchema7 }> };
}

export type Role = 'owner' | 'customer' | 'driver';
export const callerRoles: readonly Role[] = ['owner', 'customer', 'driver'];

/** Where an id goes in a request: a path parameter, a query parameter or a body field. */
export interface Slot {
  place: 'path' | 'query' | 'body';
  /** The parameter's name, or the body field's JSON path (`stops.0.customerId`). */
  name: string;
  kind: IdKind;
}

export interface Operation {
  method: string;
  path: string;
  access: 'public' | string[];
  slots: Slot[];
  /** Required query parameters that name no id, with their schemas (to sample a valid value). */
  query: { name: string; schema: JSONSchema7 }[];
  /** Path parameters that name nothing the matrix knows (so it cannot aim them at another's data). */
  unknownPathParameters: string[];
  body?: JSONSchema7;
}

/** A path's `{id}` names what the segment before it names. */
const kindOfCollection: Record<string, IdKind> = {
  customers: 'customer',
  products: 'product',
  orders: 'order',
  routes: 'route',
  drivers: 'driver',
  'weight-entries': 'weightEntry',
  tickets: 'ticket',
  tenants: 'tenant',
  stops: 'stop',
  'email-campaigns': 'campaign',
};

/** Any other parameter or field names its kind itself. */
const kindOfName: Record<string, IdKind> = {
  customerId: 'customer',
  userId: 'user',
  customerUserId: 'user',
  receiverId: 'user',
  driverId: 'driver',
  routeId: 'route',
  productId: 'product',
  itemId: 'cartItem',
  orderId: 'order',
  listId: 'list',
  ticketId: 'ticket',
  campaignId: 'campaign',
  tenantId: 'tenant',
  date: 'date',
};

function kindOfPathParameter(path: string, name: string): IdKind | undefined {
  if (name !== 'id') return kindOfName[name];
  const segments = path.split('/');
  return kindOfCollection[segments[segments.indexOf('{id}') - 1] ?? ''];
}

/** Resolves a `$ref` to the document's components (the document's own references only). */
export function resolve(document: ApiDocument, schema: JSONSchema7): JSONSchema7 {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = document.components?.schemas?.[name];
  if (!found) throw new Error(`the document has no schema ${schema.$ref}`);
  return resolve(document, found);
}

/**
 * A field named for a kind names one of them unless the document marks it deprecated (quick-add's
 * `userId`, accepted as the spec sends it and never read: the cart is always the caller's).
 */
const namesAnId = (document: ApiDocument, schema: JSONSchema7) =>
  !(resolve(document, schema) as JSONSchema7 & { deprecated?: boolean }).deprecated;

/** The id fields of a body (top-level, and in objects of arrays: a route's `stops[].customerId`). */
function bodySlots(document: ApiDocument, schema: JSONSchema7, prefix = ''): Slot[] {
  const resolved = resolve(document, schema);
  const branches = [...(resolved.allOf ?? []), ...(resolved.anyOf ?? [])].filter(
    (branch): branch is JSONSchema7 => typeof branch === 'object',
  );
  return [
    ...branches.flatMap((branch) => bodySlots(document, branch, prefix)),
    ...Object.entries(resolved.properties ?? {}).flatMap(([name, property]): Slot[] => {
      if (typeof property !== 'object') return [];
      const kind = kindOfName[name];
      const field = resolve(document, property);
      if (kind && kind !== 'date' && namesAnId(document, field)) {
        return [{ place: 'body', name: `${prefix}${name}`, kind }];
      }
      const items = field.items;
      if (field.type === 'array' && items && typeof items === 'object' && !Array.isArray(items)) {
        return bodySlots(document, items, `${prefix}${name}.0.`);
      }
      return [];
    }),
  ];
}

/** Every operation (path and verb) of the document, with where ids go in its requests. */
export function operationsOf(document: ApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): Operation => {
      const parameters = operation.parameters ?? [];
      const slots: Slot[] = [];
      const query: Operation['query'] = [];
      const unknownPathParameters: string[] = [];
      for (const parameter of parameters) {
        if (parameter.in === 'path') {
          const kind = kindOfPathParameter(path, parameter.name);
          if (kind) slots.push({ place: 'path', name: parameter.name, kind });
          else unknownPathParameters.push(parameter.name);
        } else if (parameter.in === 'query') {
          // A date in a query is a filter's bound, not another's thing.
          const kind = kindOfName[parameter.name];
          if (kind && kind !== 'date' && namesAnId(document, parameter.schema ?? {}))
            slots.push({ place: 'query', name: parameter.name, kind });
          else if (parameter.required) query.push({ name: parameter.name, schema: parameter.schema ?? {} });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) slots.push(...bodySlots(document, body));
      return {
        method,
        path,
        access: operation['x-access'] ?? 'public',
        slots,
        query,
        unknownPathParameters,
        body,
      };
    }),
  );
}
