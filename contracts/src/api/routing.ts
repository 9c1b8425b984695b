import { limits } from '../constants';
import type { ApiOperation, Operations } from '../operation';
import { z } from '../zod';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });

const owner = ['owner'] as const;

export const addressSuggestionsQuery = z
  .object({ input: z.string().trim().min(1, 'Type part of an address').max(200) })
  .openapi('AddressSuggestionsQuery');
export type AddressSuggestionsQuery = z.infer<typeof addressSuggestionsQuery>;

/** Shaped as the spec's address suggestion (Google Places' prediction shape). */
export const addressPrediction = z
  .object({
    description: z.string(),
    /** Opaque: `customer:<id>` for an address the business knows, `zone:<zone>` for a town. */
    place_id: z.string(),
    structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  })
  .openapi('AddressPrediction');
export type AddressPrediction = z.infer<typeof addressPrediction>;

export const addressSuggestionsResult = z
  .object({ predictions: z.array(addressPrediction).max(limits.addressSuggestions) })
  .openapi('AddressSuggestions');
export type AddressSuggestionsResult = z.infer<typeof addressSuggestionsResult>;

export const routingApi = {
  addressSuggestions: {
    method: 'get',
    path: '/api/address/suggestions',
    owner: 'routing',
    summary: `Addresses the business knows and service-zone towns matching what was typed (at most ${limits.addressSuggestions})`,
    access: owner,
    query: addressSuggestionsQuery,
    responses: { 200: ok('The predictions', addressSuggestionsResult) },
  },
} as const satisfies Operations;

export const routingOperations: ApiOperation[] = Object.values(routingApi);
