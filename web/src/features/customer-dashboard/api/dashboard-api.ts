import type { Product } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/**
 * What only the dashboard reads: Popular Items, the household's most ordered products first (by
 * real paid orders), refreshed with the catalogue.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    popularProducts: build.query<Product[], undefined>({
      query: () => '/api/products/popular',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { usePopularProductsQuery } = dashboardApi;
