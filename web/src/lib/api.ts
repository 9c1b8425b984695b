import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * Cache tags of every kind of server data. Declared here, in one place, so a mutation in one feature
 * can invalidate another feature's queries without either importing the other.
 */
export const tagTypes = [
  'Branding',
  'BusinessSettings',
  'PlanUsage',
  'TenantInfo',
  'User',
  'Customer',
  'Route',
  'Driver',
  'WeightEntry',
  'Message',
  'Conversation',
  'Cart',
  'Product',
  'Order',
  'NextPickup',
  'Analytics',
  'PaymentAccount',
  'Subscription',
  'ContactList',
  'DemoRequest',
  'AdminTenant',
  'AdminAnalytics',
] as const;

export type TagType = (typeof tagTypes)[number];

/**
 * The one RTK Query API; each feature adds its endpoints with `api.injectEndpoints`. Defaults follow
 * the spec's data-fetch rules: no refetch on focus, reconnect or interval, data never considered stale
 * while cached, no retries. Unused data is kept 5 minutes, as the old client's query cache did.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
