import { limits } from '@pickup/contracts/constants';
import type {
  AddCustomerBody,
  AddCustomerResult,
  CustomerResult,
  CustomersResult,
  CustomerStats,
  CustomerStatusFilter,
  ImportCustomersBody,
  ImportCustomersResult,
  ImportPreviewResult,
  SendMessageBody,
  ServiceZoneView,
  ServiceZonesResult,
  UpdateCustomerBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

export interface CustomersQuery {
  page: number;
  search: string;
  status: CustomerStatusFilter;
}

/** The spec keeps the customer list fresh for 5 minutes. */
export const customersFreshSeconds = 300;

const list = { type: 'Customer', id: 'LIST' } as const;
const stats = { type: 'Customer', id: 'STATS' } as const;

/**
 * The owner's customers (customer service): the list a page at a time, the business's totals, the
 * service zones, and every change; a change refreshes the list and the totals.
 */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<CustomersResult, CustomersQuery>({
      query: ({ page, search, status }) => ({
        url: '/api/customers',
        params: { page, limit: limits.customerPageSize, status, search: search || undefined },
      }),
      providesTags: [list],
      keepUnusedDataFor: customersFreshSeconds,
    }),
    customerStats: build.query<CustomerStats, undefined>({
      query: () => '/api/customers/stats',
      providesTags: [stats],
      keepUnusedDataFor: customersFreshSeconds,
    }),
    serviceZones: build.query<ServiceZoneView[], undefined>({
      query: () => '/api/customers/zones',
      transformResponse: (body: ServiceZonesResult) => body.zones,
    }),
    nextBucketNumber: build.query<string, undefined>({
      query: () => '/api/customers/next-bucket-number',
      transformResponse: (body: { bucketNumber: string }) => body.bucketNumber,
    }),
    addCustomer: build.mutation<AddCustomerResult, AddCustomerBody>({
      query: (body) => ({ url: '/api/customers', method: 'POST', body }),
      invalidatesTags: [list, stats],
    }),
    updateCustomer: build.mutation<CustomerResult, { id: string; body: UpdateCustomerBody }>({
      query: ({ id, body }) => ({ url: `/api/customers/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [list, stats],
    }),
    archiveCustomer: build.mutation<CustomerResult, string>({
      query: (id) => ({ url: `/api/customers/${encodeURIComponent(id)}/archive`, method: 'PATCH' }),
      invalidatesTags: [list, stats],
    }),
    unarchiveCustomer: build.mutation<CustomerResult, string>({
      query: (id) => ({ url: `/api/customers/${encodeURIComponent(id)}/unarchive`, method: 'PATCH' }),
      invalidatesTags: [list, stats],
    }),
    deleteCustomer: build.mutation<null, string>({
      query: (id) => ({ url: `/api/customers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [list, stats],
    }),
    previewCustomerImport: build.mutation<ImportPreviewResult, string>({
      query: (csv) => ({ url: '/api/customers/import/preview', method: 'POST', body: { csv } }),
    }),
    // The import's batches refresh the list and totals once, after the last (see the import dialog).
    importCustomers: build.mutation<ImportCustomersResult, ImportCustomersBody>({
      query: (body) => ({ url: '/api/customers/import', method: 'POST', body }),
    }),
    sendSupportMessage: build.mutation<unknown, SendMessageBody>({
      query: (body) => ({ url: '/api/messages', method: 'POST', body }),
      invalidatesTags: ['Message', 'Conversation'],
    }),
  }),
});

export const {
  useCustomersQuery,
  useCustomerStatsQuery,
  useServiceZonesQuery,
  useLazyNextBucketNumberQuery,
  useAddCustomerMutation,
  useUpdateCustomerMutation,
  useArchiveCustomerMutation,
  useUnarchiveCustomerMutation,
  useDeleteCustomerMutation,
  usePreviewCustomerImportMutation,
  useImportCustomersMutation,
  useSendSupportMessageMutation,
} = customersApi;

/** Marks the list and the totals stale, e.g. after an import's last batch. */
export const refreshCustomers = () => customersApi.util.invalidateTags([list, stats]);
