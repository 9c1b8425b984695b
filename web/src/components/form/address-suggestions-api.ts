import type { AddressPrediction, AddressSuggestionsResult } from '@pickup/contracts/schemas';
import { api } from '../../lib/api';

/** Addresses the business knows and its service-zone towns that match what was typed (routing). */
const addressSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressSuggestions: build.query<AddressPrediction[], string>({
      query: (input) => ({ url: '/api/address/suggestions', params: { input } }),
      transformResponse: (body: AddressSuggestionsResult) => body.predictions,
    }),
  }),
});

export const { useAddressSuggestionsQuery } = addressSuggestionsApi;
