/**
 * The words and limits of the owner's analytics (business spec §2.5, §3 Analytics overview), apart
 * from the schemas in ./api/analytics so that the screen showing them downloads no zod.
 */

/** The period selector's choices (spec §2.5), each the last N days of the business's calendar. */
export const analyticsPeriods = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const analyticsPeriodDays: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** How finely each period's series are cut: a point per day, week (from Monday) or month. */
export const analyticsSeriesStep: Record<AnalyticsPeriod, 'day' | 'week' | 'month'> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '1y': 'month',
};

export const analyticsLimits = {
  /** Recent Customers: 5 fetched, 3 shown (spec §2.5). */
  recentCustomers: 5,
  recentCustomersShown: 3,
  topCustomers: 5,
  recentActivity: 10,
  /** The longest span one diversion report covers, in days (two years). */
  reportMaxDays: 731,
} as const;

export const reportFormats = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** What happened, as Recent Activity words it. */
export const activityKinds = [
  'customer_joined',
  'customer_left',
  'payment',
  'refund',
  'subscription_canceled',
  'order',
  'route_completed',
  'contamination',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const analyticsMessages = {
  loadFailed: 'Unable to load analytics. Please try again.',
  reportRangeOrder: 'The start date must be on or before the end date',
  reportRangeTooLong: 'A report covers at most two years',
  reportFailed: 'The report could not be made. Please try again.',
  reportDownloaded: 'Report downloaded',
} as const;
