import ActiveIcon from '@mui/icons-material/HowToRegOutlined';
import ChurnIcon from '@mui/icons-material/PersonRemoveOutlined';
import NewIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import TotalIcon from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { TimeSeriesChart } from '../../../components/charts/time-series-chart';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { SectionCard } from '../../../components/page/section-card';
import { count, percent, periodWords } from '../utils/figures';
import { chartSeries, type Trend } from '../utils/series';

/** Customers: on the books, active, joined and left in the period, and the count over time. */
export function CustomersSection({ overview, trend }: { overview: AnalyticsOverview; trend: Trend }) {
  const { customers, period } = overview;
  return (
    <SectionCard
      title="Customers"
      description={`Households on your books, and how that moved over ${periodWords[period]}.`}
    >
      <StatGrid dense>
        <StatCard
          label="Total Customers"
          value={count(customers.total)}
          icon={<TotalIcon />}
          hint="On the books now"
        />
        <StatCard
          label="Active Customers"
          value={count(customers.active)}
          icon={<ActiveIcon />}
          hint="Getting pickups"
        />
        <StatCard
          label="New Customers"
          value={count(customers.new)}
          icon={<NewIcon />}
          hint="Joined in the period"
        />
        <StatCard
          label="Churn Rate"
          value={percent(customers.churnRate)}
          icon={<ChurnIcon />}
          hint="Left in the period"
        />
      </StatGrid>
      <Box sx={{ mt: 3 }}>
        <TimeSeriesChart
          title="Customers over time"
          series={chartSeries(customers.trend, trend.step)}
          unit="customers"
          formatValue={count}
          columns={{ label: trend.column, value: 'Customers' }}
          kind="line"
          height={240}
        />
      </Box>
    </SectionCard>
  );
}
