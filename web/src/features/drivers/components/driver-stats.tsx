import CalendarIcon from '@mui/icons-material/EventAvailableOutlined';
import TruckIcon from '@mui/icons-material/LocalShippingOutlined';
import DriversIcon from '@mui/icons-material/PeopleOutlined';
import type { DriversResult } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';

/** The drivers screen's three counters (business spec §2.8), as the routing service counts them. */
export function DriverStats({ result }: { result: DriversResult }) {
  return (
    <StatGrid columns={3}>
      <StatCard label="Active Drivers" value={result.activeDrivers} icon={<DriversIcon />} />
      <StatCard label="Total Vehicles" value={result.totalVehicles} icon={<TruckIcon />} />
      <StatCard label="Calendar Synced" value={result.calendarSynced} icon={<CalendarIcon />} />
    </StatGrid>
  );
}
