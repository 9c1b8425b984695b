import type { DemoRequestStatus } from '@pickup/contracts/constants';
import type {
  AdminAnalytics,
  AdminCreateTenantBody,
  AdminTenantResult,
  AdminTenantsResult,
  AdminUpdateTenantBody,
  DemoRequestStatusBody,
  DemoRequestsResult,
  DemoRequestView,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';
import { isAdminHost } from '../../../lib/tenant';

export interface TenantsQuery {
  page: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
}

export interface DemoRequestsQuery {
  page: number;
  status: DemoRequestStatus | 'all';
}

/** On the admin host the demo requests live under /api/admin; under /platform-admin, under /api. */
function demoRequestsPath(): string {
  return isAdminHost(window.location.host) ? '/api/admin/demo-requests' : '/api/demo-requests';
}

/**
 * The platform operator's console: every business, the demo requests, and the platform's counts.
 * A change to a business or a request refreshes the lists and the counts.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAnalytics: build.query<AdminAnalytics, undefined>({
      query: () => '/api/admin/analytics',
      providesTags: ['AdminAnalytics'],
    }),
    adminTenants: build.query<AdminTenantsResult, TenantsQuery>({
      query: ({ page, search, status }) => ({
        url: '/api/admin/tenants',
        params: { page, status, search: search || undefined },
      }),
      providesTags: [{ type: 'AdminTenant', id: 'LIST' }],
    }),
    createTenant: build.mutation<AdminTenantResult, AdminCreateTenantBody>({
      query: (body) => ({ url: '/api/admin/tenants', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminTenant', id: 'LIST' }, 'AdminAnalytics'],
    }),
    updateTenant: build.mutation<AdminTenantResult, { id: string; body: AdminUpdateTenantBody }>({
      query: ({ id, body }) => ({
        url: `/api/admin/tenants/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [{ type: 'AdminTenant', id: 'LIST' }, 'AdminAnalytics'],
    }),
    demoRequests: build.query<DemoRequestsResult, DemoRequestsQuery>({
      query: ({ page, status }) => ({ url: demoRequestsPath(), params: { page, status } }),
      providesTags: [{ type: 'DemoRequest', id: 'LIST' }],
    }),
    updateDemoRequest: build.mutation<
      { demoRequest: DemoRequestView },
      { id: string; body: DemoRequestStatusBody }
    >({
      query: ({ id, body }) => ({
        url: `${demoRequestsPath()}/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [{ type: 'DemoRequest', id: 'LIST' }, 'AdminAnalytics'],
    }),
  }),
});

export const {
  useAdminAnalyticsQuery,
  useAdminTenantsQuery,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  useDemoRequestsQuery,
  useUpdateDemoRequestMutation,
} = adminApi;
