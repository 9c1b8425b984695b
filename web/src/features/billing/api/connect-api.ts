import type {
  ConnectAccountStatus,
  DemoPaymentBody,
  DemoPaymentResult,
  OnboardingUrlResult,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The business's Stripe Connect account, which receives its customers' payments. */
export const connectApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The account, or null when there is none: the spec keeps that 404 silent. */
    connectAccountStatus: build.query<ConnectAccountStatus | null, undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/api/stripe-connect/account-status');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: result.data as ConnectAccountStatus };
      },
      providesTags: ['PaymentAccount'],
    }),
    connectCreateAccount: build.mutation<OnboardingUrlResult, undefined>({
      query: () => ({ url: '/api/stripe-connect/create-account', method: 'POST' }),
      invalidatesTags: ['PaymentAccount'],
    }),
    connectRefreshOnboarding: build.mutation<OnboardingUrlResult, undefined>({
      query: () => ({ url: '/api/stripe-connect/refresh-onboarding', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            connectApi.util.updateQueryData('connectAccountStatus', undefined, (account) =>
              account ? { ...account, onboardingUrl: data.onboardingUrl } : account,
            ),
          );
        } catch {
          // The caller shows the failure; the link shown stays the one there was.
        }
      },
    }),
    connectDemoPayment: build.mutation<DemoPaymentResult, DemoPaymentBody>({
      query: (body) => ({ url: '/api/stripe-connect/create-payment-intent', method: 'POST', body }),
    }),
    /** Development: finishes onboarding as Stripe's hosted form would; the answer is the account. */
    simulateOnboarding: build.mutation<ConnectAccountStatus, undefined>({
      query: () => ({ url: '/api/stripe/simulate/onboarding', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(connectApi.util.upsertQueryData('connectAccountStatus', undefined, data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
  }),
});

export const {
  useConnectAccountStatusQuery,
  useConnectCreateAccountMutation,
  useConnectRefreshOnboardingMutation,
  useConnectDemoPaymentMutation,
  useSimulateOnboardingMutation,
} = connectApi;
