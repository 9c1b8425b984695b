/**
 * Analytics: the owner's business dashboard (business spec §2.5, §3 Analytics overview, §7
 * `/api/analytics/overview`) and the diversion report municipal and grant programmes ask compost
 * haulers for. The tenant service computes every figure from the other services' events, and
 * rebuilds them from each service's replay (the internal operation below) when they are lost.
 * The words and limits are in ../analytics-constants, re-exported here.
 */
import {
  activityKinds,
  analyticsLimits,
  analyticsMessages,
  analyticsPeriods,
  reportFormats,
} from '../analytics-constants';
import { customerStatuses, serviceZones } from '../constants';
import { errorBody } from '../errors';
import { objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { z } from '../zod';

export * from '../analytics-constants';
export * from './analytics-replay';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const moment = z.iso.datetime();
const calendarDay = z.iso.date().openapi({ example: '2026-11-24' });
const cents = z.number().int();
/** A percentage with one decimal; null where its base is zero (no change from nothing). */
const percent = z.number().nullable();

export const analyticsOverviewQuery = z.object({
  period: z.enum(analyticsPeriods).default('30d'),
});
export type AnalyticsOverviewQuery = z.infer<typeof analyticsOverviewQuery>;

/** One point of a series: the first day of its step (day, week from Monday, or month) and its value. */
export const seriesPoint = z.object({ date: calendarDay, value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPoint>;

export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  /** In words, e.g. "Jane Doe paid $32.00". */
  text: z.string(),
  at: moment,
});
export type ActivityItem = z.infer<typeof activityItem>;

export const recentCustomer = z.object({
  customerId: objectId,
  name: z.string(),
  zone: z.enum(serviceZones).nullable(),
  status: z.enum(customerStatuses),
  joinedAt: moment,
});
export type RecentCustomer = z.infer<typeof recentCustomer>;

export const topCustomer = z.object({
  customerId: objectId,
  name: z.string(),
  /** Cents paid in the period, less refunds. */
  revenue: cents,
  payments: z.number().int(),
});
export type TopCustomer = z.infer<typeof topCustomer>;

/**
 * The spec's overview shape (§3 Analytics overview), computed: money in cents, rates in percent,
 * times in minutes, weights in pounds. `trend` is the period's series, cut by analyticsSeriesStep.
 */
export const analyticsOverview = z
  .object({
    period: z.enum(analyticsPeriods),
    /** The period's first and last day on the business's calendar, and that calendar's zone. */
    from: calendarDay,
    to: calendarDay,
    timeZone: z.string(),
    revenue: z.object({
      /** Payments less refunds in the period, in cents. */
      current: cents,
      /** The same for the period just before, of the same length. */
      previous: cents,
      /** Percent change from previous; null when previous is 0. */
      change: percent,
      trend: z.array(seriesPoint),
    }),
    customers: z.object({
      /** Customers on the books now: neither archived nor deleted (a cancelled plan is churn, not removal). */
      total: z.number().int(),
      active: z.number().int(),
      /** Joined in the period. */
      new: z.number().int(),
      /** Left in the period, as a percent of those served in it (there when it began or joined in it); null when none were. */
      churnRate: percent,
      /** Customers on the books at the end of each step. */
      trend: z.array(seriesPoint),
    }),
    operations: z.object({
      /** Orders placed in the period, cancelled ones left out. */
      totalOrders: z.number().int(),
      completedRoutes: z.number().int(),
      /** Average minutes from a route's start to its completion; null when none completed. */
      avgDeliveryTime: z.number().nullable(),
      /** Percent of collected stops collected by their route's end time; null when none. */
      onTimeRate: percent,
    }),
    environmental: z.object({
      /** Pounds weighed in the period. */
      totalWeight: z.number(),
      /** Pounds weighed without contamination. */
      recycledWeight: z.number(),
      recyclingRate: percent,
      /** Pounds of CO2e avoided (the weights' EPA WARM factor, impactFactors). */
      co2Saved: z.number(),
      /** Pounds collected per step. */
      trend: z.array(seriesPoint),
    }),
    recentActivity: z.array(activityItem).max(analyticsLimits.recentActivity),
    recentCustomers: z.array(recentCustomer).max(analyticsLimits.recentCustomers),
    growth: z.object({
      revenueGrowth: percent,
      newCustomers: z.number().int(),
      /** 100 minus the churn rate; null with it. */
      retention: percent,
    }),
    topCustomers: z.array(topCustomer).max(analyticsLimits.topCustomers),
    /** Whether anything has happened yet: false for a new business, whose screen explains what will appear. */
    hasActivity: z.boolean(),
  })
  .openapi('AnalyticsOverview');
export type AnalyticsOverview = z.infer<typeof analyticsOverview>;

export const diversionReportQuery = z
  .object({
    from: calendarDay,
    to: calendarDay,
    format: z.enum(reportFormats).default('csv'),
  })
  .refine((query) => query.from <= query.to, { message: analyticsMessages.reportRangeOrder, path: ['from'] })
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < analyticsLimits.reportMaxDays,
    { message: analyticsMessages.reportRangeTooLong, path: ['to'] },
  );
export type DiversionReportQuery = z.infer<typeof diversionReportQuery>;

/** One line of the diversion report: a service zone in one month. */
export const diversionReportRow = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** A service zone, or null for households without one. */
  zone: z.enum(serviceZones).nullable(),
  pounds: z.number(),
  /** Distinct households with at least one weighed bucket. */
  households: z.number().int(),
  buckets: z.number().int(),
  contaminatedBuckets: z.number().int(),
  /** Percent of buckets with contamination; null when none were weighed. */
  contaminationRate: percent,
  co2eAvoidedLbs: z.number(),
});
export type DiversionReportRow = z.infer<typeof diversionReportRow>;

export const analyticsApi = {
  analyticsOverview: {
    method: 'get',
    path: '/api/analytics/overview',
    owner: 'tenant',
    summary: "The business's figures over 7 days, 30 days, 90 days or a year, on its own calendar",
    access: owner,
    query: analyticsOverviewQuery,
    responses: { 200: ok('The overview', analyticsOverview) },
  },
  diversionReport: {
    method: 'get',
    path: '/api/analytics/reports/diversion',
    owner: 'tenant',
    summary:
      'Pounds collected per zone and month, households served, contamination rate and CO2e avoided, as CSV or PDF',
    access: owner,
    query: diversionReportQuery,
    responses: {
      200: { description: 'text/csv or application/pdf, as a download' },
      400: error(`"${analyticsMessages.reportRangeOrder}" or "${analyticsMessages.reportRangeTooLong}"`),
    },
  },
} as const satisfies Operations;

export const analyticsOperations: ApiOperation[] = Object.values(analyticsApi);
