import type { CustomerSubscriptionView, Product } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/**
 * What the dashboard reads that no other screen's API offers: Popular Items (the household's most
 * ordered products first, by real paid orders) and the household's pickup subscription for the
 * Payment & Billing card. Both refresh with what changes them (the catalogue, a plan or card change).
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    popularProducts: build.query<Product[], undefined>({
      query: () => '/api/products/popular',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    householdSubscription: build.query<CustomerSubscriptionView, undefined>({
      query: () => '/api/billing/subscription',
      transformResponse: (body: { subscription: CustomerSubscriptionView }) => body.subscription,
      providesTags: ['Subscription'],
    }),
  }),
});

export const { usePopularProductsQuery, useHouseholdSubscriptionQuery } = dashboardApi;
