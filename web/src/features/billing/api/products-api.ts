import type { Product, ProductBody } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const productsTag = { type: 'Product', id: 'LIST' } as const;

/** The owner's catalogue (withdrawn products too). Customers' product lists refresh with it. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<Product[], undefined>({
      query: () => '/api/products',
      providesTags: [productsTag],
    }),
    createProduct: build.mutation<{ product: Product }, ProductBody>({
      query: (body) => ({ url: '/api/products', method: 'POST', body }),
      invalidatesTags: [productsTag],
    }),
    updateProduct: build.mutation<{ product: Product }, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({ url: `/api/products/${encodeURIComponent(id)}`, method: 'PUT', body }),
      // The list shows the change at once (the on-sale switch flips) and goes back if it is refused.
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          productsApi.util.updateQueryData('listProducts', undefined, (products) =>
            products.map((product) => (product.id === id ? { ...product, ...body } : product)),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // A price or a withdrawal changes what carts charge, so carts refresh too.
      invalidatesTags: [productsTag, 'Cart'],
    }),
    deleteProduct: build.mutation<null, string>({
      query: (id) => ({ url: `/api/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [productsTag, 'Cart'],
    }),
  }),
});

export const {
  useListProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
