import type { AnalyticsOverview, AnalyticsPeriod, DiversionReportQuery } from '@pickup/contracts/schemas';
import { api } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';

/** A report the browser holds, ready to save: its object URL and the name the server gave it. */
export interface DownloadedReport {
  url: string;
  fileName: string;
}

/** A Blob by its shape: `instanceof` fails for one made in another realm (a test's fetch). */
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}

/**
 * The owner's analytics (tenant service): the overview of a period, kept 5 minutes (business spec
 * §9) as every query is, and the diversion report as a file.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsOverview: build.query<AnalyticsOverview, AnalyticsPeriod>({
      query: (period) => ({ url: '/api/analytics/overview', params: { period } }),
      providesTags: (_overview, _error, period) => [{ type: 'Analytics', id: period }],
    }),
    /**
     * The report fetched with the session's token (a plain link would carry none), held as an
     * object URL the caller saves under the server's file name and then lets go.
     */
    diversionReport: build.mutation<DownloadedReport, DiversionReportQuery>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: '/api/analytics/reports/diversion',
          params: query,
          responseType: 'blob',
        });
        if (result.error) return { error: result.error };
        if (!isBlob(result.data)) {
          const error: ApiError = { status: 502, message: '502: The report is not a file', data: null };
          return { error };
        }
        const fileName =
          result.meta?.fileName ?? `diversion-report-${query.from}-to-${query.to}.${query.format}`;
        return { data: { url: URL.createObjectURL(result.data), fileName } };
      },
    }),
  }),
});

export const { useAnalyticsOverviewQuery, useDiversionReportMutation } = analyticsApi;
