import type {
  CardConfirmation,
  ChangeServicePlanBody,
  CustomerSubscriptionView,
  RestartSubscriptionResult,
  ServicePlan,
  ServicePlansResult,
} from '@pickup/contracts/schemas';
import { api, type TagType } from '../../../lib/api';

interface SubscriptionResult {
  subscription: CustomerSubscriptionView;
}

// A change of plan, card or subscription shows on the dashboard's Payment & Billing card and in the
// owner's customer list (the household's plan and status), so both read again.
const changedByBilling: TagType[] = ['Subscription', 'Customer'];

/** The household's own pickup subscription (Manage Billing): its plan, card and cancellation. */
export const customerBillingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The business's plans, with its prices. */
    householdPlans: build.query<ServicePlan[], undefined>({
      query: () => '/api/service-plans',
      transformResponse: (body: ServicePlansResult) => body.plans,
    }),
    /** The subscription, or null when the household has none (404). */
    billingSubscription: build.query<CustomerSubscriptionView | null, undefined>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/api/billing/subscription');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: (result.data as SubscriptionResult).subscription };
      },
      providesTags: ['Subscription'],
    }),
    changeMyPlan: build.mutation<CustomerSubscriptionView, ChangeServicePlanBody>({
      query: (body) => ({ url: '/api/billing/subscription/plan', method: 'PUT', body }),
      transformResponse: (body: SubscriptionResult) => body.subscription,
      // Refused too: a 409 means this page's subscription is out of date (changed elsewhere).
      invalidatesTags: changedByBilling,
    }),
    /** Starts replacing the card: the SetupIntent the card form confirms. */
    updateMyCard: build.mutation<CardConfirmation, undefined>({
      query: () => ({ url: '/api/billing/subscription/card', method: 'POST' }),
    }),
    /**
     * Subscribing again: a new subscription's first payment for the card form. Nothing reads again
     * yet: the subscription changes once the card is confirmed.
     */
    restartMySubscription: build.mutation<RestartSubscriptionResult, ChangeServicePlanBody>({
      query: (body) => ({ url: '/api/billing/subscription/restart', method: 'POST', body }),
    }),
    cancelMySubscription: build.mutation<CustomerSubscriptionView, undefined>({
      query: () => ({ url: '/api/billing/subscription/cancel', method: 'POST' }),
      transformResponse: (body: SubscriptionResult) => body.subscription,
      invalidatesTags: changedByBilling,
    }),
  }),
});

export const {
  useHouseholdPlansQuery,
  useBillingSubscriptionQuery,
  useChangeMyPlanMutation,
  useUpdateMyCardMutation,
  useRestartMySubscriptionMutation,
  useCancelMySubscriptionMutation,
} = customerBillingApi;

/**
 * After a card is confirmed (a new one, or a restarted subscription's first): the subscription (its
 * card, a past-due charge retried, its start) reads again.
 */
export const subscriptionChanged = () => customerBillingApi.util.invalidateTags(changedByBilling);
