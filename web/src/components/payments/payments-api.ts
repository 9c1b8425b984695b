import type { PaymentsConfig, SimulateConfirmBody, SimulateConfirmResult } from '@pickup/contracts/schemas';
import { api } from '../../lib/api';

/** How cards are taken (Stripe's key, or simulated payments in development) and the simulated confirm. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentsConfig: build.query<PaymentsConfig, undefined>({
      query: () => '/api/stripe/config',
      // The configuration changes only with a deploy of the billing service.
      keepUnusedDataFor: 3600,
    }),
    /**
     * Development: confirms a payment as Stripe.js would. The server then applies what Stripe's
     * webhook would (the order is created and the cart emptied, the plan activated), so those refresh.
     */
    simulateConfirm: build.mutation<SimulateConfirmResult, SimulateConfirmBody>({
      query: (body) => ({ url: '/api/stripe/simulate/confirm', method: 'POST', body }),
      invalidatesTags: ['Cart', 'Order', 'Subscription'],
    }),
  }),
});

export const { usePaymentsConfigQuery, useSimulateConfirmMutation } = paymentsApi;
