import type { PublicBusinessSearchResult } from '@pickup/contracts/schemas';
import { api } from '../../lib/api';

export type FoundBusiness = PublicBusinessSearchResult['businesses'][number];

/** Active businesses whose name contains the text: a household looking for its business's page. */
const businessSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPublicBusinesses: build.query<FoundBusiness[], string>({
      query: (search) => ({ url: '/api/public/businesses', params: { search }, tenant: null }),
      transformResponse: (body: PublicBusinessSearchResult) => body.businesses,
    }),
  }),
});

export const { useSearchPublicBusinessesQuery } = businessSearchApi;
