import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import { formatUsd, toCents, toDollars } from '@pickup/contracts/money';
import type { AdminAnalytics } from '@pickup/contracts/schemas';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { EmptyState } from '../../../components/feedback/empty-state';
import { SectionCard } from '../../../components/page/section-card';
import { shortMonth } from '../utils/labels';

/**
 * The last 12 months (UTC): businesses on the platform and the MRR of their plans at each month's
 * end. Before the first business there is nothing to draw, and the screen says what will come.
 */
export function GrowthCharts({ analytics }: { analytics: AdminAnalytics }) {
  if (analytics.overview.totalTenants === 0) {
    return (
      <SectionCard title="Growth">
        <EmptyState
          headingLevel="h3"
          icon={<InsightsIcon />}
          title="No businesses yet"
          description="Once businesses register, their number and the revenue of their platform plans are charted here month by month."
        />
      </SectionCard>
    );
  }
  const months = analytics.months.map((month) => ({ ...month, label: shortMonth(month.month) }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SectionCard title="Tenants Over Time" description="Businesses on the platform at each month’s end.">
        <TimeSeriesChart
          kind="line"
          title="Tenants at each month’s end"
          series={months.map((month) => ({ label: month.label, value: month.tenants }))}
          unit="tenants"
          columns={{ label: 'Month', value: 'Tenants' }}
          height={240}
        />
      </SectionCard>
      <SectionCard title="MRR Over Time" description="Paying platform plans at each month’s end.">
        <TimeSeriesChart
          title="MRR at each month’s end"
          series={months.map((month) => ({ label: month.label, value: toDollars(month.mrrCents) }))}
          unit="USD"
          formatValue={(dollars) => formatUsd(toCents(dollars))}
          columns={{ label: 'Month', value: 'MRR' }}
          height={240}
        />
      </SectionCard>
    </Box>
  );
}
