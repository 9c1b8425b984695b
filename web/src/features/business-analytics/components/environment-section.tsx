import Co2Icon from '@mui/icons-material/Co2Outlined';
import RecycleIcon from '@mui/icons-material/RecyclingOutlined';
import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import RateIcon from '@mui/icons-material/PercentOutlined';
import Box from '@mui/material/Box';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { SectionCard } from '../../../components/page/section-card';
import { percent, periodWords, pounds } from '../utils/figures';
import { chartSeries, type Trend } from '../utils/series';

/**
 * Environmental impact: the pounds weighed, those free of contamination, the share they make, the
 * greenhouse gas the composting avoided (the weights' factor), and the pounds of each day, week or month.
 */
export function EnvironmentSection({ overview, trend }: { overview: AnalyticsOverview; trend: Trend }) {
  const { environmental, period } = overview;
  return (
    <SectionCard
      title="Environmental Impact"
      description={`Food scraps collected and kept out of the landfill over ${periodWords[period]}.`}
    >
      <StatGrid dense>
        <StatCard
          label="Pounds Collected"
          value={pounds(environmental.totalWeight)}
          icon={<ScaleIcon />}
          hint="Every weighed bucket"
        />
        <StatCard
          label="Recycled Pounds"
          value={pounds(environmental.recycledWeight)}
          icon={<RecycleIcon />}
          hint="Free of contamination"
        />
        <StatCard
          label="Recycling Rate"
          value={percent(environmental.recyclingRate)}
          icon={<RateIcon />}
          hint="Of the pounds collected"
        />
        <StatCard
          label="CO2e Avoided (lbs)"
          value={pounds(environmental.co2Saved)}
          icon={<Co2Icon />}
          hint="Against the landfill"
        />
      </StatGrid>
      <Box sx={{ mt: 3 }}>
        <TimeSeriesChart
          title="Pounds collected over time"
          series={chartSeries(environmental.trend, trend.step)}
          unit="lbs"
          formatValue={(value) => `${pounds(value)} lbs`}
          columns={{ label: trend.column, value: 'Pounds collected' }}
          height={240}
        />
      </Box>
    </SectionCard>
  );
}
