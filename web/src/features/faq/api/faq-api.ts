import { extraBucketPrice } from '@pickup/contracts/constants';
import type { Product } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

/** The name of the business's Extra Bucket product (one of the products every business starts with). */
const extraBucketProduct = 'Extra Bucket';

/**
 * The price a month of an extra bucket as the business sells it: its Extra Bucket product while it
 * offers one, else the spec's 5 dollars a month.
 */
const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    extraBucketPrice: build.query<number, undefined>({
      query: () => '/api/products/purchasable',
      transformResponse: (products: Product[]) =>
        products.find((product) => product.name === extraBucketProduct)?.price ?? extraBucketPrice,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useExtraBucketPriceQuery } = faqApi;
