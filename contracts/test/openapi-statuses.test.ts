import { apiOperations } from '../src/api/index';
import { buildOpenApiDocument } from '../src/openapi';

const document = buildOpenApiDocument(apiOperations, { title: 'Pickup API', version: '1', serverUrl: '/' });

describe('the statuses the OpenAPI document lists', () => {
  // Schemathesis sent bodies of other media types and got the kit's 415, which no operation listed.
  it('include 413 and 415 for every operation that takes a body, as the kit answers them', () => {
    const withBody = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods ?? {})
        .filter(
          ([, operation]) =>
            typeof operation === 'object' && operation !== null && 'requestBody' in operation,
        )
        .map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          statuses: Object.keys((operation as { responses: Record<string, unknown> }).responses),
        })),
    );
    expect(withBody.length).toBeGreaterThan(0);
    expect(withBody.filter(({ statuses }) => !statuses.includes('413') || !statuses.includes('415'))).toEqual(
      [],
    );
  });
});
