import type {
  CreateSubscriptionBody,
  CreateSubscriptionResult,
  PlatformPlanView,
  PlatformPlansResult,
  PlatformSubscriptionView,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The business's own plan with the platform: the catalogue, the current plan, buying or changing one. */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    platformPlans: build.query<PlatformPlanView[], undefined>({
      query: () => '/api/stripe/plans',
      transformResponse: (body: PlatformPlansResult) => body.plans,
    }),
    /** The current plan, or null when the business has none yet (404). */
    platformSubscription: build.query<PlatformSubscriptionView | null, undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/api/stripe/subscription');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as PlatformSubscriptionView };
      },
      providesTags: ['Subscription'],
    }),
    createSubscription: build.mutation<CreateSubscriptionResult, CreateSubscriptionBody>({
      query: (body) => ({ url: '/api/create-subscription', method: 'POST', body }),
      // A change for the next cycle is recorded at once (scheduledPlanId); a first plan waits for its card.
      invalidatesTags: (result) => (result?.clientSecret === null ? ['Subscription'] : []),
    }),
  }),
});

export const { usePlatformPlansQuery, usePlatformSubscriptionQuery, useCreateSubscriptionMutation } =
  platformApi;
