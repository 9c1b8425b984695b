import type {
  AddToCartBody,
  CartItem,
  CartItemResult,
  CheckoutResult,
  Product,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const cartTag = { type: 'Cart', id: 'LIST' } as const;

interface CartItemChange {
  /** The signed-in customer, whose cached cart is patched at once. */
  userId: string;
  itemId: string;
}

/** What the checkout call sends: the spec's amount and items. The server charges its own figures. */
export interface CheckoutRequest {
  amount: number;
  items: { productId: string; quantity: number }[];
}

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], string>({
      query: (userId) => `/api/cart/${encodeURIComponent(userId)}`,
      providesTags: [cartTag],
    }),
    addToCart: build.mutation<CartItemResult, AddToCartBody>({
      query: (body) => ({ url: '/api/cart', method: 'POST', body }),
      invalidatesTags: [cartTag],
    }),
    /** Sets an item's quantity; 0 or less removes it (the server answers item null). */
    updateCartItem: build.mutation<CartItemResult, CartItemChange & { quantity: number }>({
      query: ({ itemId, quantity }) => ({
        url: `/api/cart/${encodeURIComponent(itemId)}`,
        method: 'PUT',
        body: { quantity },
      }),
      // The cart shows the new quantity at once and goes back to what it was if the server refuses.
      async onQueryStarted({ userId, itemId, quantity }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', userId, (items) =>
            quantity <= 0
              ? items.filter((item) => item.id !== itemId)
              : items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          const updated = data.item;
          if (updated) {
            dispatch(
              cartApi.util.updateQueryData('getCart', userId, (items) =>
                items.map((item) => (item.id === updated.id ? updated : item)),
              ),
            );
          }
        } catch {
          patch.undo();
        }
      },
    }),
    removeCartItem: build.mutation<null, CartItemChange>({
      query: ({ itemId }) => ({ url: `/api/cart/${encodeURIComponent(itemId)}`, method: 'DELETE' }),
      async onQueryStarted({ userId, itemId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          cartApi.util.updateQueryData('getCart', userId, (items) =>
            items.filter((item) => item.id !== itemId),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Starts paying for the cart: the answer is the payment to confirm, with the server's amount. */
    checkout: build.mutation<CheckoutResult, CheckoutRequest>({
      query: (body) => ({ url: '/api/create-payment-intent', method: 'POST', body }),
    }),
    purchasableProducts: build.query<Product[], undefined>({
      query: () => '/api/products/purchasable',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useCheckoutMutation,
  usePurchasableProductsQuery,
} = cartApi;
