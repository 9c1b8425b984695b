import { getRefId } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import { apiOperations } from '../src/api/index';

/** The schemas a schema is made of, one level down (objects, arrays, wrappers, unions, pipes). */
function partsOf(schema: ZodType): ZodType[] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const candidates = [
    ...Object.values((def.shape as Record<string, ZodType> | undefined) ?? {}),
    ...((def.options as ZodType[] | undefined) ?? []),
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.left,
    def.right,
    def.valueType,
  ];
  return candidates.filter(
    (part): part is ZodType => typeof part === 'object' && part !== null && '_zod' in part,
  );
}

/** Every named schema reachable from the operations, by name. */
function namedSchemas(): Map<string, Set<ZodType>> {
  const named = new Map<string, Set<ZodType>>();
  const seen = new Set<ZodType>();
  const visit = (schema: ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const name = getRefId(schema);
    // A wrapper (`.nullable()`) carries its inner schema's name: it is that schema, not another.
    const wraps = partsOf(schema).some((part) => getRefId(part) === name);
    if (name && !wraps) named.set(name, (named.get(name) ?? new Set()).add(schema));
    partsOf(schema).forEach(visit);
  };
  for (const operation of apiOperations) {
    for (const schema of [operation.params, operation.query, operation.body]) if (schema) visit(schema);
    for (const response of Object.values(operation.responses)) if (response.schema) visit(response.schema);
  }
  return named;
}

describe('the names of the OpenAPI document’s schemas', () => {
  // Two schemas under one name publish only one of them: identity's { message } result took the
  // place of messaging's Message, so every chat message broke its documented schema.
  it('belong to one schema each', () => {
    const shared = [...namedSchemas()].filter(([, schemas]) => schemas.size > 1).map(([name]) => name);
    expect(shared).toEqual([]);
  });
});
