import { limits } from '@pickup/contracts/constants';
import type {
  ActiveDriver,
  ActiveDriversResult,
  CreateRouteBody,
  Customer,
  CustomersResult,
  OptimizeResult,
  Route,
  RouteExceptionBody,
  RouteResult,
  RoutesQuery,
  RoutesResult,
  RouteStats,
  UpdateRouteBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const list = { type: 'Route', id: 'LIST' } as const;
const stats = { type: 'Route', id: 'STATS' } as const;
const routeTag = (id: string) => ({ type: 'Route' as const, id });
/** A change to one route changes the lists it shows in, the totals and its own details. */
const changed = (id: string) => [list, stats, routeTag(id)];

/** One occurrence of a route: which route, and the day it runs (today's when none). */
export interface Occurrence {
  id: string;
  date?: string;
}

const path = (id: string, rest = '') => `/api/routes/${encodeURIComponent(id)}${rest}`;

/**
 * The owner's routes (routing service): occurrences between two days, the four totals, one route,
 * and every change to them; the drivers a route may be given; the active customers a route may
 * visit. A change refreshes the lists and the totals.
 */
export const routesApi = api.injectEndpoints({
  endpoints: (build) => ({
    routes: build.query<Route[], RoutesQuery>({
      query: (params) => ({ url: '/api/routes', params }),
      transformResponse: (body: RoutesResult) => body.routes,
      providesTags: (routes = []) => [list, ...routes.map((route) => routeTag(route.id))],
    }),
    routeStats: build.query<RouteStats, undefined>({
      query: () => '/api/routes/stats',
      providesTags: [stats, { type: 'Driver', id: 'LIST' }],
    }),
    route: build.query<Route, Occurrence>({
      query: ({ id, date }) => ({ url: path(id), params: date ? { date } : undefined }),
      transformResponse: (body: RouteResult) => body.route,
      providesTags: (_route, _error, { id }) => [routeTag(id)],
    }),
    createRoute: build.mutation<Route, CreateRouteBody>({
      query: (body) => ({ url: '/api/routes', method: 'POST', body }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: [list, stats, { type: 'NextPickup' }],
    }),
    updateRoute: build.mutation<Route, { id: string; body: UpdateRouteBody }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => [...changed(id), { type: 'NextPickup' }],
    }),
    deleteRoute: build.mutation<null, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...changed(id), { type: 'NextPickup' }],
    }),
    addRouteCustomer: build.mutation<Route, { id: string; customerId: string }>({
      query: ({ id, customerId }) => ({ url: path(id, '/customers'), method: 'POST', body: { customerId } }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => [...changed(id), { type: 'NextPickup' }],
    }),
    startRoute: build.mutation<Route, Occurrence>({
      query: ({ id, date }) => ({ url: path(id, '/start'), method: 'POST', body: { date } }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => changed(id),
    }),
    completeRoute: build.mutation<Route, Occurrence>({
      query: ({ id, date }) => ({ url: path(id, '/complete'), method: 'POST', body: { date } }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => changed(id),
    }),
    optimizeRoute: build.mutation<OptimizeResult, string>({
      query: (id) => ({ url: path(id, '/optimize'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    addRouteException: build.mutation<Route, { id: string; body: RouteExceptionBody }>({
      query: ({ id, body }) => ({ url: path(id, '/exceptions'), method: 'POST', body }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => [...changed(id), { type: 'NextPickup' }],
    }),
    removeRouteException: build.mutation<Route, { id: string; date: string }>({
      query: ({ id, date }) => ({
        url: path(id, `/exceptions/${encodeURIComponent(date)}`),
        method: 'DELETE',
      }),
      transformResponse: (body: RouteResult) => body.route,
      invalidatesTags: (_route, _error, { id }) => [...changed(id), { type: 'NextPickup' }],
    }),
    activeDrivers: build.query<ActiveDriver[], undefined>({
      query: () => '/api/drivers/active',
      transformResponse: (body: ActiveDriversResult) => body.drivers,
      providesTags: [{ type: 'Driver', id: 'LIST' }],
    }),
    // The spec's picker call (page 1, 100 active customers). The customer screen's list endpoint
    // pages by 20 and features do not import each other; the shared tag keeps both fresh together.
    routeCustomerChoices: build.query<Customer[], undefined>({
      query: () => ({
        url: '/api/customers',
        params: { page: 1, limit: limits.customerPickerLimit, status: 'active' },
      }),
      transformResponse: (body: CustomersResult) => body.customers,
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
  }),
});

export const {
  useRoutesQuery,
  useRouteStatsQuery,
  useRouteQuery,
  useCreateRouteMutation,
  useUpdateRouteMutation,
  useDeleteRouteMutation,
  useAddRouteCustomerMutation,
  useStartRouteMutation,
  useCompleteRouteMutation,
  useOptimizeRouteMutation,
  useAddRouteExceptionMutation,
  useRemoveRouteExceptionMutation,
  useActiveDriversQuery,
  useRouteCustomerChoicesQuery,
} = routesApi;
