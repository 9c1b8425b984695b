import { randomBytes } from 'node:crypto';
import type { JSONSchema7 } from 'json-schema';
import { sample } from 'openapi-sampler';
import type { Session } from '../lib/accounts';
import { callerRoles, resolve, type ApiDocument, type Operation, type Role, type Slot } from './operations';
import { householdKinds, type IdKind, type World } from './world';

/** Whose ids a call carries: another business's, another household's of the same business, or none. */
export type Target = 'other business' | 'other household' | 'own';

export interface Probe {
  operation: Operation;
  role: Role;
  target: Target;
  caller: Session;
  url: string;
  body?: unknown;
  /** The statuses that keep isolation; `undefined`: any but 401 and 5xx (a call of the caller's own). */
  expected?: number[];
  /** Data of others that no answer to this call may hold. */
  marks: string[];
}

/**
 * Why an operation is left out of the matrix, or undefined when it is in. Public operations answer
 * anyone by design (sign-in, sign-up, a business's public page, webhooks): they act within no
 * signed-in business, so there is no other business to keep out.
 */
export function exclusion(operation: Operation): string | undefined {
  if (operation.access === 'public') return 'public: answers anyone by design, within no signed-in business';
  // A path of something no seeded thing is can still be refused to a role it does not allow.
  const allowsACaller = callerRoles.some((role) => operation.access.includes(role));
  if (allowsACaller && operation.unknownPathParameters.length > 0) {
    return `its path names ${operation.unknownPathParameters.join(', ')}, which no seeded thing is`;
  }
  return undefined;
}

/** Sets a value at a body field's JSON path (`stops.0.customerId`), making the objects on the way. */
function setAt(body: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = body;
  for (const [index, key] of keys.slice(0, -1).entries()) {
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] ?? ''] = value;
}

const sampled = (document: ApiDocument, schema: JSONSchema7, skipNonRequired = true) =>
  sample(resolve(document, schema), { skipNonRequired, skipReadOnly: true, quiet: true }, document);

/**
 * Values for fields the document types only as strings, whose rules live in the services' parsing
 * (an e-mail, a time of day, a ZIP code): the sampler's "string" would be refused before the lookup
 * the matrix is there to reach.
 */
const looseFields: [RegExp, () => string][] = [
  [/email$/i, () => `matrix-${randomBytes(4).toString('hex')}@example.com`],
  [/time$/i, () => '08:00'],
  [/^zipCode$/, () => '04401'],
  [/^phone$/, () => '207-555-0142'],
  [/^state$/, () => 'ME'],
];

function withValidFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withValidFields);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const valid = typeof field === 'string' ? looseFields.find(([name]) => name.test(key)) : undefined;
      return [key, valid ? valid[1]() : withValidFields(field)];
    }),
  );
}

/** A valid body: its required fields, or every field when none is required (an edit must change one). */
function sampledBody(document: ApiDocument, schema: JSONSchema7): Record<string, unknown> {
  const required = sampled(document, schema);
  const body =
    required && typeof required === 'object' && Object.keys(required).length > 0
      ? required
      : sampled(document, schema, false);
  return body && typeof body === 'object' ? (withValidFields(body) as Record<string, unknown>) : {};
}

/** A request of the operation with these ids in every slot, valid otherwise (sampled from its schemas). */
function request(document: ApiDocument, operation: Operation, ids: Record<IdKind, string>) {
  const value = (slot: Slot) => ids[slot.kind];
  let path = operation.path;
  const query = new URLSearchParams();
  for (const slot of operation.slots) {
    if (slot.place === 'path') path = path.replace(`{${slot.name}}`, encodeURIComponent(value(slot)));
    if (slot.place === 'query') query.set(slot.name, value(slot));
  }
  for (const name of operation.unknownPathParameters) {
    path = path.replace(`{${name}}`, randomBytes(12).toString('hex'));
  }
  for (const parameter of operation.query) {
    query.set(parameter.name, String(sampled(document, parameter.schema)));
  }
  let body: unknown;
  if (operation.body) {
    body = sampledBody(document, operation.body);
    for (const slot of operation.slots) {
      if (slot.place === 'body') setAt(body as Record<string, unknown>, slot.name, value(slot));
    }
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, body };
}

const methodOrder = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The matrix's calls: each operation as each of A's roles, with B's ids in every slot, and as A's
 * first household with the second's. A role the operation does not allow must be answered 403; a
 * call naming another's thing, 404 (a filter in a query may also answer 200, with none of it); an
 * operation with no id is called on the caller's own data, and its answer must hold no one else's.
 * Reads come first, then writes, deletes last, so no call takes away what a later one names.
 */
export function plan(
  document: ApiDocument,
  operations: Operation[],
  a: World,
  b: World,
  roles: readonly Role[],
): Probe[] {
  const [ownHousehold, otherHousehold] = a.households;
  const callers: Record<Role, Session> = { owner: a.owner, customer: ownHousehold.session, driver: a.driver };
  const probes: Probe[] = [];
  for (const operation of operations) {
    if (exclusion(operation)) continue;
    const allowed = operation.access === 'public' ? [] : operation.access;
    for (const role of roles) {
      const caller = callers[role];
      const make = (target: Target, ids: Record<IdKind, string>, marks: string[], expected?: number[]) => {
        const { url, body } = request(document, operation, ids);
        const sent = new Set(operation.slots.map((slot) => ids[slot.kind]));
        const foreign = marks.filter((mark) => !sent.has(mark));
        probes.push({ operation, role, target, caller, url, body, expected, marks: foreign });
      };
      // A household may see nothing of the other household; the owner and driver may, of their own business.
      const others = role === 'customer' ? [...b.marks, ...otherHousehold.marks] : b.marks;
      if (!allowed.includes(role)) {
        make('other business', b.ids, others, [403]);
        continue;
      }
      if (operation.slots.length === 0) {
        make('own', a.ids, others, operation.method === 'get' ? [200] : undefined);
        continue;
      }
      const filterOnly = operation.slots.every((slot) => slot.place === 'query');
      const expected = filterOnly ? [200, 404] : [404];
      make('other business', b.ids, others, expected);
      if (
        role === 'customer' &&
        operation.slots.some((slot) => householdKinds.some((kind) => kind === slot.kind))
      ) {
        make('other household', { ...a.ids, ...otherHousehold.ids }, others, expected);
      }
    }
  }
  const rank = (probe: Probe) =>
    methodOrder.indexOf(probe.operation.method) * 2 + (probe.target === 'own' ? 1 : 0);
  return probes.sort((left, right) => rank(left) - rank(right));
}
