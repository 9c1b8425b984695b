import DriversIcon from '@mui/icons-material/BadgeOutlined';
import StopsIcon from '@mui/icons-material/PlaceOutlined';
import RoutesIcon from '@mui/icons-material/RouteOutlined';
import ActiveIcon from '@mui/icons-material/LocalShippingOutlined';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useRouteStatsQuery } from '../api/routes-api';
import { miles } from '../utils/labels';

/** The four totals of the business's routes, and their miles under Total Routes. */
export function RouteStats() {
  const stats = useRouteStatsQuery(undefined);
  if (stats.data) {
    const { totalRoutes, activeRoutes, totalStops, availableDrivers, totalDistance } = stats.data;
    return (
      <StatGrid>
        <StatCard
          label="Total Routes"
          value={totalRoutes}
          icon={<RoutesIcon />}
          hint={`${miles(totalDistance)} a week`}
        />
        <StatCard label="Active Routes" value={activeRoutes} icon={<ActiveIcon />} hint="In progress today" />
        <StatCard label="Total Stops" value={totalStops} icon={<StopsIcon />} />
        <StatCard label="Available Drivers" value={availableDrivers} icon={<DriversIcon />} />
      </StatGrid>
    );
  }
  if (stats.isError) {
    return <ErrorState title="The totals could not load" onRetry={() => void stats.refetch()} />;
  }
  return <LoadingState label="Loading the totals" />;
}
