import type {
  AuthResult,
  CreateOwnBusinessBody,
  DomainStatus,
  LoginBody,
  RegisterTenantBody,
  TenantInfo,
  TenantStripeStatus,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/**
 * A business's way in (business spec §2.3, §2.4): registration, the owner's first sign-in, Stripe
 * onboarding, the custom domain's DNS records, and the set-up progress the owner sees afterwards.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The answer is left unparsed: the wizard tells an unparsable one apart ('Invalid server response'). */
    registerTenant: build.mutation<unknown, RegisterTenantBody>({
      query: (body) => ({ url: '/api/tenants/register', method: 'POST', body, session: false, tenant: null }),
    }),
    createOwnBusiness: build.mutation<unknown, CreateOwnBusinessBody>({
      query: (body) => ({ url: '/api/tenants', method: 'POST', body, tenant: null }),
      invalidatesTags: ['TenantInfo'],
    }),
    /** The new owner's first sign-in, with the e-mail and password just registered. */
    ownerSignIn: build.mutation<AuthResult, LoginBody>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body, session: false, tenant: null }),
    }),
    tenantInfo: build.query<TenantInfo, undefined>({
      query: () => '/api/tenants/info',
      providesTags: ['TenantInfo'],
    }),
    stripeStatus: build.query<TenantStripeStatus, string>({
      query: (tenantId) => `/api/tenants/${encodeURIComponent(tenantId)}/stripe-status`,
    }),
    onboardingLink: build.mutation<string, undefined>({
      query: () => ({ url: '/api/tenants/stripe/onboarding-link', method: 'POST' }),
      transformResponse: (body: { onboardingLink: string }) => body.onboardingLink,
    }),
    domainStatus: build.query<DomainStatus, undefined>({
      query: () => '/api/tenants/domain',
      providesTags: ['TenantInfo'],
    }),
    verifyDomain: build.mutation<DomainStatus, undefined>({
      query: () => ({ url: '/api/tenants/domain/verify', method: 'POST' }),
      invalidatesTags: ['TenantInfo'],
    }),
    completeOnboarding: build.mutation<TenantInfo, undefined>({
      query: () => ({ url: '/api/tenants/onboarding/complete', method: 'POST' }),
      invalidatesTags: ['TenantInfo'],
    }),
  }),
});

export const {
  useRegisterTenantMutation,
  useCreateOwnBusinessMutation,
  useOwnerSignInMutation,
  useTenantInfoQuery,
  useLazyStripeStatusQuery,
  useOnboardingLinkMutation,
  useDomainStatusQuery,
  useVerifyDomainMutation,
  useCompleteOnboardingMutation,
} = onboardingApi;
