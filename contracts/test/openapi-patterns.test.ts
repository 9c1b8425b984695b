import { apiOperations } from '../src/api/index';
import { buildOpenApiDocument } from '../src/openapi';

/** Every `pattern` anywhere in the document, with where it sits. */
function patternsOf(node: unknown, at = '#'): { at: string; pattern: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => patternsOf(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string'
      ? [{ at, pattern: value }]
      : patternsOf(value, `${at}/${key}`),
  );
}

describe('the patterns the OpenAPI document publishes', () => {
  const patterns = patternsOf(
    buildOpenApiDocument(apiOperations, { title: 'Pickup API', version: '1', serverUrl: '/' }),
  );

  it('are there to check', () => {
    expect(patterns.length).toBeGreaterThan(0);
  });

  // Schema-driven clients generate values from these (schemathesis hung on a lookahead).
  it('use no lookaround, which generators of matching values cannot handle', () => {
    expect(patterns.filter(({ pattern }) => /\(\?<?[=!]/.test(pattern))).toEqual([]);
  });
});
