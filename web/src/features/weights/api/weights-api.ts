import type {
  CreateWeightEntryBody,
  CustomerWeightsQuery,
  CustomerWeightsResult,
  PendingWeightsResult,
  RecentWeightEntriesResult,
  ResolveWeightEntryBody,
  UpdateWeightEntryBody,
  WeightEntriesQuery,
  WeightEntriesResult,
  WeightEntry,
  WeightEntryResult,
  WeightHistoryItem,
  WeightHistoryResult,
  WeightSummary,
  WeightSummaryQuery,
} from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';

const path = (id: string, rest = '') => `/api/weight-entries/${encodeURIComponent(id)}${rest}`;

const entryTag = (id: string) => ({ type: 'WeightEntry' as const, id });

/**
 * A change to an entry moves every figure of the weight screens (lists, totals, pending weights,
 * the impact, a household's own numbers): it refreshes all the tags of the type, once it succeeded.
 */
const onSuccess = (_result: unknown, error: unknown) => (error ? [] : ['WeightEntry' as const]);

/** A query's parameters without the ones left unset, so the address carries only what was chosen. */
function given<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/**
 * The owner's weights (weight service): entries searched and filtered, the last recorded, one
 * entry and its history, a day's pending weights, per-customer totals, the summary with its
 * environmental impact; recording, editing and resolving an entry.
 */
export const weightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    weightEntries: build.query<WeightEntriesResult, Partial<WeightEntriesQuery>>({
      query: (params) => ({ url: '/api/weight-entries', params: given(params) }),
      providesTags: (result) => [
        { type: 'WeightEntry', id: 'LIST' },
        ...(result?.entries ?? []).map((entry) => entryTag(entry.id)),
      ],
    }),
    recentWeightEntries: build.query<WeightEntry[], undefined>({
      query: () => '/api/weight-entries/recent',
      transformResponse: (body: RecentWeightEntriesResult) => body.entries,
      providesTags: [{ type: 'WeightEntry', id: 'RECENT' }],
    }),
    weightEntry: build.query<WeightEntry, string>({
      query: (id) => path(id),
      transformResponse: (body: WeightEntryResult) => body.entry,
      providesTags: (_entry, _error, id) => [entryTag(id)],
    }),
    weightEntryHistory: build.query<WeightHistoryItem[], string>({
      query: (id) => path(id, '/history'),
      transformResponse: (body: WeightHistoryResult) => body.history,
      providesTags: (_history, _error, id) => [entryTag(id)],
    }),
    pendingWeights: build.query<PendingWeightsResult, string>({
      query: (date) => ({ url: '/api/weights/pending', params: { date } }),
      providesTags: [{ type: 'WeightEntry', id: 'PENDING' }],
    }),
    weightSummary: build.query<WeightSummary, Pick<WeightSummaryQuery, 'period' | 'date'>>({
      query: (params) => ({ url: '/api/weights/summary', params: given(params) }),
      providesTags: [{ type: 'WeightEntry', id: 'SUMMARY' }],
    }),
    customerWeights: build.query<CustomerWeightsResult, Partial<CustomerWeightsQuery>>({
      query: (params) => ({ url: '/api/customers/weights', params: given(params) }),
      providesTags: [{ type: 'WeightEntry', id: 'CUSTOMERS' }],
    }),
    createWeightEntry: build.mutation<WeightEntry, CreateWeightEntryBody>({
      query: (body) => ({ url: '/api/weight-entries', method: 'POST', body }),
      transformResponse: (body: WeightEntryResult) => body.entry,
      invalidatesTags: onSuccess,
    }),
    updateWeightEntry: build.mutation<WeightEntry, { id: string; body: UpdateWeightEntryBody }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      transformResponse: (body: WeightEntryResult) => body.entry,
      invalidatesTags: onSuccess,
    }),
    resolveWeightEntry: build.mutation<WeightEntry, { id: string; body: ResolveWeightEntryBody }>({
      query: ({ id, body }) => ({ url: path(id, '/resolve'), method: 'PATCH', body }),
      transformResponse: (body: WeightEntryResult) => body.entry,
      invalidatesTags: onSuccess,
    }),
  }),
});

export const {
  useWeightEntriesQuery,
  useRecentWeightEntriesQuery,
  useWeightEntryQuery,
  useWeightEntryHistoryQuery,
  usePendingWeightsQuery,
  useWeightSummaryQuery,
  useCustomerWeightsQuery,
  useCreateWeightEntryMutation,
  useUpdateWeightEntryMutation,
  useResolveWeightEntryMutation,
} = weightsApi;
