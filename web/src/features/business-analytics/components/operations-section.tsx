import OnTimeIcon from '@mui/icons-material/AlarmOnOutlined';
import OrdersIcon from '@mui/icons-material/ShoppingBagOutlined';
import RoutesIcon from '@mui/icons-material/LocalShippingOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import type { AnalyticsOverview } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { SectionCard } from '../../../components/page/section-card';
import { count, duration, percent, periodWords } from '../utils/figures';

/** Operations: orders placed, routes completed, how long a route took and how many stops were on time. */
export function OperationsSection({ overview }: { overview: AnalyticsOverview }) {
  const { operations, period } = overview;
  return (
    <SectionCard title="Operations" description={`Orders and routes over ${periodWords[period]}.`}>
      <StatGrid dense>
        <StatCard
          label="Orders"
          value={count(operations.totalOrders)}
          icon={<OrdersIcon />}
          hint="Cancelled ones left out"
        />
        <StatCard
          label="Completed Routes"
          value={count(operations.completedRoutes)}
          icon={<RoutesIcon />}
          hint="Driven to the end"
        />
        <StatCard
          label="Average Route Time"
          value={duration(operations.avgDeliveryTime)}
          icon={<TimerIcon />}
          hint="From start to completion"
        />
        <StatCard
          label="On-Time Rate"
          value={percent(operations.onTimeRate)}
          icon={<OnTimeIcon />}
          hint="Stops collected in their window"
        />
      </StatGrid>
    </SectionCard>
  );
}
