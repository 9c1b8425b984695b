import type { CartItem, OrderList } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { cartApi } from './cart-api';

/** A Blob by its shape: `instanceof` fails for one made in another realm (a frame, a test's fetch). */
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderList, { page: number; limit: number }>({
      query: (params) => ({ url: '/api/orders', params }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** Puts the order's products still on sale back in the cart; the answer is the whole cart. */
    reorder: build.mutation<CartItem[], { orderId: string; userId: string }>({
      query: ({ orderId }) => ({ url: `/api/orders/${encodeURIComponent(orderId)}/reorder`, method: 'POST' }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(cartApi.util.upsertQueryData('getCart', userId, data));
        } catch {
          // The caller shows the failure; the cached cart is left as it was.
        }
      },
    }),
    /**
     * The receipt's PDF, fetched with the session's token (a plain link would carry none), as an
     * object URL the caller opens and later revokes.
     */
    orderReceipt: build.mutation<string, string>({
      queryFn: async (orderId, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/api/orders/${encodeURIComponent(orderId)}/receipt`,
          responseType: 'blob',
        });
        if (result.error) return { error: result.error };
        if (!isBlob(result.data)) {
          const error: ApiError = { status: 502, message: '502: The receipt is not a file', data: null };
          return { error };
        }
        return { data: URL.createObjectURL(result.data) };
      },
    }),
  }),
});

export const { useListOrdersQuery, useReorderMutation, useOrderReceiptMutation } = ordersApi;
