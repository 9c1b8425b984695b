import ActiveIcon from '@mui/icons-material/CheckCircleOutlined';
import RevenueIcon from '@mui/icons-material/PaidOutlined';
import PausedIcon from '@mui/icons-material/PauseCircleOutlined';
import CustomersIcon from '@mui/icons-material/PeopleOutlined';
import OrderValueIcon from '@mui/icons-material/ReceiptLongOutlined';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { customersFreshSeconds, useCustomerStatsQuery } from '../api/customers-api';
import { dollars } from '../utils/labels';

/** The business's five totals over every customer (not the page shown), from the customer service. */
export function CustomerStats() {
  const stats = useCustomerStatsQuery(undefined, { refetchOnMountOrArgChange: customersFreshSeconds });
  if (stats.data) {
    const { totalCustomers, active, paused, monthlyRevenue, avgOrderValue } = stats.data;
    return (
      <StatGrid columns={5}>
        <StatCard label="Total Customers" value={totalCustomers} icon={<CustomersIcon />} />
        <StatCard label="Active" value={active} icon={<ActiveIcon />} />
        <StatCard label="Paused" value={paused} icon={<PausedIcon />} />
        <StatCard label="Monthly Revenue" value={dollars(monthlyRevenue)} icon={<RevenueIcon />} />
        <StatCard label="Avg Order Value" value={dollars(avgOrderValue)} icon={<OrderValueIcon />} />
      </StatGrid>
    );
  }
  if (stats.isError) {
    return <ErrorState title="The totals could not load" onRetry={() => void stats.refetch()} />;
  }
  return <LoadingState label="Loading the totals" />;
}
