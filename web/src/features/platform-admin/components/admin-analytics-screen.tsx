import Box from '@mui/material/Box';
import type { AdminAnalytics } from '@pickup/contracts/schemas';
import { BarBreakdown } from '../../../components/data/bar-breakdown';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { SectionCard } from '../../../components/page/section-card';
import { useAdminAnalyticsQuery } from '../api/admin-api';
import { AnalyticsBreakdowns } from './analytics-breakdowns';
import { GrowthCharts } from './growth-charts';
import { GrowthStats } from './growth-stats';

/**
 * The platform's analytics (/platform-admin/analytics): MRR and demo conversion, businesses and MRR
 * over the last 12 months, and the counts as bars.
 */
export function AdminAnalyticsScreen() {
  const analytics = useAdminAnalyticsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title="Platform Analytics"
        description="How businesses, their plans and demo requests add up, month by month."
      />
      {analytics.data ? (
        <Breakdowns analytics={analytics.data} />
      ) : analytics.isError ? (
        <ErrorState title="Error loading analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <LoadingState label="Loading the analytics" />
      )}
    </>
  );
}

function Breakdowns({ analytics }: { analytics: AdminAnalytics }) {
  const { totalTenants, activeTenants, totalDemoRequests, newDemoRequests } = analytics.overview;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <GrowthStats analytics={analytics} />
      <GrowthCharts analytics={analytics} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title="Tenants" description={`${totalTenants.toLocaleString('en-US')} in all`}>
          <BarBreakdown
            label="Tenants, active and inactive"
            items={[
              { key: 'active', label: 'Active', value: activeTenants },
              { key: 'inactive', label: 'Inactive', value: Math.max(0, totalTenants - activeTenants) },
            ]}
          />
        </SectionCard>
        <SectionCard
          title="Demo Requests"
          description={`${totalDemoRequests.toLocaleString('en-US')} in all`}
        >
          <BarBreakdown
            label="Demo requests, new and followed up"
            items={[
              { key: 'new', label: 'New', value: newDemoRequests },
              {
                key: 'followed-up',
                label: 'Followed up',
                value: Math.max(0, totalDemoRequests - newDemoRequests),
              },
            ]}
          />
        </SectionCard>
      </Box>
      <AnalyticsBreakdowns analytics={analytics} />
    </Box>
  );
}
