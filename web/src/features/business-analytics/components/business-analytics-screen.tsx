import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { analyticsMessages, type AnalyticsOverview } from '@pickup/contracts/schemas';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageHeader } from '../../../components/page/page-header';
import { useAnalyticsOverviewQuery } from '../api/analytics-api';
import { usePeriod } from '../hooks/use-period';
import { fullDay } from '../utils/figures';
import { trendOf } from '../utils/series';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { CustomersSection } from './customers-section';
import { EnvironmentSection } from './environment-section';
import { GrowthCard } from './growth-card';
import { NoActivityYet } from './no-activity-yet';
import { OperationsSection } from './operations-section';
import { PeriodSelector } from './period-selector';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';
import { RecentCustomersCard } from './recent-customers-card';
import { RevenueCard } from './revenue-card';
import { TopCustomersCard } from './top-customers-card';

// The report's form checks its dates with the contract's schema (zod): it loads when first opened.
const ExportReportDialog = lazy(() =>
  import('./export-report-dialog').then((m) => ({ default: m.ExportReportDialog })),
);

const gap = { xs: 2.5, md: 3 } as const;

/**
 * The owner's dashboard (`/`, /business-analytics, /analytics; business spec §2.5): the quick
 * actions, and the period's figures computed from what happened: revenue and its change, growth,
 * recent activity and customers, top customers, customers, operations and environmental impact,
 * with their trends on charts; the diversion report to export.
 */
export function BusinessAnalyticsScreen() {
  const [period, setPeriod] = usePeriod();
  const [exporting, setExporting] = useState(false);
  const overview = useAnalyticsOverviewQuery(period);
  const data = overview.currentData;

  return (
    <>
      <PageHeader
        title="Business Dashboard"
        description={
          data
            ? `${fullDay(data.from)} – ${fullDay(data.to)}: how your business is doing.`
            : 'How your business is doing: money, customers, routes and the food scraps kept out of the landfill.'
        }
        actions={
          <>
            <PeriodSelector period={period} onChange={setPeriod} />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => setExporting(true)}
              aria-haspopup="dialog"
            >
              Export report
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap }}>
        <QuickActions />
        {data ? (
          data.hasActivity ? (
            <Figures overview={data} />
          ) : (
            <NoActivityYet />
          )
        ) : overview.isError ? (
          <ErrorState title={analyticsMessages.loadFailed} onRetry={() => void overview.refetch()} />
        ) : (
          <AnalyticsSkeleton />
        )}
      </Box>
      <Suspense fallback={null}>
        {exporting && <ExportReportDialog onClose={() => setExporting(false)} />}
      </Suspense>
    </>
  );
}

function Figures({ overview }: { overview: AnalyticsOverview }) {
  const trend = trendOf(overview.period);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <RevenueCard overview={overview} trend={trend} />
        <GrowthCard overview={overview} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RecentActivityCard overview={overview} />
        <RecentCustomersCard overview={overview} />
        <TopCustomersCard overview={overview} />
      </Box>
      <CustomersSection overview={overview} trend={trend} />
      <OperationsSection overview={overview} />
      <EnvironmentSection overview={overview} trend={trend} />
    </>
  );
}
