import type {
  CreateDriverBody,
  DriverResult,
  DriversResult,
  UpdateDriverBody,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const list = { type: 'Driver', id: 'LIST' } as const;

/** Tags a change refreshes once it succeeded: a refused one changed nothing. */
const onSuccess =
  <T>(tags: T[]) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : tags;

/**
 * The owner's drivers (routing service): the list with the screen's three counters, and every change
 * to them. Every change refreshes the drivers; one that routes show (a name, a status, a removal)
 * also refreshes the routes, whose cards name their driver and count the available ones. The tags
 * are invalidated by type so the route screen's drivers follow without importing this feature.
 */
export const driversApi = api.injectEndpoints({
  endpoints: (build) => ({
    drivers: build.query<DriversResult, undefined>({
      query: () => '/api/drivers',
      providesTags: [list],
    }),
    createDriver: build.mutation<DriverResult, CreateDriverBody>({
      query: (body) => ({ url: '/api/drivers', method: 'POST', body }),
      invalidatesTags: onSuccess(['Driver', 'Route'] as const),
    }),
    updateDriver: build.mutation<DriverResult, { id: string; body: UpdateDriverBody }>({
      query: ({ id, body }) => ({ url: `/api/drivers/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: onSuccess(['Driver', 'Route'] as const),
    }),
    setDriverStatus: build.mutation<DriverResult, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: `/api/drivers/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { isActive },
      }),
      invalidatesTags: onSuccess(['Driver', 'Route'] as const),
    }),
    deleteDriver: build.mutation<null, string>({
      query: (id) => ({ url: `/api/drivers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(['Driver', 'Route'] as const),
    }),
    renewCalendarFeed: build.mutation<DriverResult, string>({
      query: (id) => ({ url: `/api/drivers/${encodeURIComponent(id)}/calendar-feed`, method: 'POST' }),
      invalidatesTags: onSuccess([list]),
    }),
    revokeCalendarFeed: build.mutation<DriverResult, string>({
      query: (id) => ({ url: `/api/drivers/${encodeURIComponent(id)}/calendar-feed`, method: 'DELETE' }),
      invalidatesTags: onSuccess([list]),
    }),
  }),
});

export const {
  useDriversQuery,
  useCreateDriverMutation,
  useUpdateDriverMutation,
  useSetDriverStatusMutation,
  useDeleteDriverMutation,
  useRenewCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = driversApi;
