import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents, toDollars } from '@pickup/contracts/money';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { SectionCard } from '../../../components/page/section-card';
import { periodWords, previousPeriodWords } from '../utils/figures';
import { chartSeries, type Trend } from '../utils/series';

/** The change against the period before: up in green, down in red, each with its arrow. */
function ChangeLine({ change, before }: { change: number | null; before: string }) {
  if (change === null) {
    return (
      <Typography color="text.secondary" data-revenue-change="none">
        No revenue in {before} to compare with
      </Typography>
    );
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const Icon = { up: TrendingUpIcon, down: TrendingDownIcon, flat: TrendingFlatIcon }[direction];
  const color = { up: 'success.dark', down: 'error.dark', flat: 'text.secondary' }[direction];
  const figure = `${change > 0 ? '+' : ''}${change.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color }} data-revenue-change={direction}>
      <Icon aria-hidden fontSize="small" />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {figure}
      </Typography>
      <Typography component="span" color="text.secondary">
        from {before}
      </Typography>
    </Box>
  );
}

/**
 * Total Revenue (spec §2.5): payments less refunds in the period, its change from the period
 * before, and the revenue of each day, week or month on a chart.
 */
export function RevenueCard({ overview, trend }: { overview: AnalyticsOverview; trend: Trend }) {
  const { revenue, period } = overview;
  return (
    <SectionCard title="Total Revenue" description={`Payments less refunds over ${periodWords[period]}.`}>
      <Typography sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 800, lineHeight: 1.2 }} data-revenue>
        {formatUsd(revenue.current)}
      </Typography>
      <ChangeLine change={revenue.change} before={previousPeriodWords[period]} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Previous period: {formatUsd(revenue.previous)}
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        <TimeSeriesChart
          title="Revenue over time"
          series={chartSeries(revenue.trend, trend.step, toDollars)}
          unit="USD"
          formatValue={(dollars) => formatUsd(toCents(dollars))}
          columns={{ label: trend.column, value: 'Revenue' }}
          height={240}
        />
      </Box>
    </SectionCard>
  );
}
