import type { DemoRequestBody, PlatformPlanView, PublicBusiness } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The public pages' calls: the platform's plans, a demo request, and a business's own page. */
const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The platform plans; a failed call lists none (business spec §7). */
    landingPlans: build.query<PlatformPlanView[], undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/stripe/plans', tenant: null });
        const plans = (result.data as { plans?: unknown } | undefined)?.plans;
        return { data: Array.isArray(plans) ? (plans as PlatformPlanView[]) : [] };
      },
    }),
    requestDemo: build.mutation<unknown, DemoRequestBody>({
      query: (body) => ({ url: '/api/demo-request', method: 'POST', body, tenant: null }),
      invalidatesTags: ['DemoRequest'],
    }),
    /** A business's public page by its slug (404: Business Not Found). */
    publicBusiness: build.query<PublicBusiness, string>({
      query: (slug) => ({ url: `/api/public/business/${encodeURIComponent(slug)}`, tenant: slug }),
      providesTags: ['Branding'],
    }),
  }),
});

export const { useLandingPlansQuery, useRequestDemoMutation, usePublicBusinessQuery } = landingApi;
