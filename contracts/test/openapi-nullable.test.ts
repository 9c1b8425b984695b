import { apiOperations } from '../src/api/index';
import { buildOpenApiDocument } from '../src/openapi';

const document = buildOpenApiDocument(apiOperations, { title: 'test', version: '0', serverUrl: '/' });

/** Every schema node of the document with its path. */
function* nodes(node: unknown, path = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* nodes(item, `${path}[${index}]`);
  } else if (typeof node === 'object' && node !== null) {
    yield [path, node as Record<string, unknown>];
    for (const [key, value] of Object.entries(node)) yield* nodes(value, `${path}.${key}`);
  }
}

describe('nullable named schemas in the OpenAPI document', () => {
  it('are published as the schema or null, which a null answer satisfies', () => {
    const schemas = document.components?.schemas as Record<string, { properties?: Record<string, unknown> }>;
    // The cart answers { item: null } when a quantity reaches 0.
    expect(schemas.CartItemResult?.properties?.item).toEqual({
      anyOf: [{ $ref: '#/components/schemas/CartItem' }, { type: 'null' }],
    });
  });

  it('are never "the schema and an object or null", which no null satisfies', () => {
    const impossible = [...nodes(document)]
      .filter(([, node]) => Array.isArray(node.allOf))
      .filter(([, node]) =>
        (node.allOf as Record<string, unknown>[]).some(
          (part) => Array.isArray(part.type) && (part.type as unknown[]).includes('null'),
        ),
      )
      .map(([path]) => path);
    expect(impossible).toEqual([]);
  });
});
