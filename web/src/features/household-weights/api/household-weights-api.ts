import { weightApi, type HouseholdWeights } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The signed-in household's own weights (weight service): entries, monthly totals, lifetime impact. */
export const householdWeightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    householdWeights: build.query<HouseholdWeights, undefined>({
      query: () => weightApi.householdWeights.path,
      providesTags: [{ type: 'WeightEntry', id: 'HOUSEHOLD' }],
    }),
  }),
});

export const { useHouseholdWeightsQuery } = householdWeightsApi;
