import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import ClockIcon from '@mui/icons-material/AccessTimeOutlined';
import TruckIcon from '@mui/icons-material/LocalShippingOutlined';
import type { CustomerPickupsResult, NextPickup } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { dayLabel, windowStart } from '../utils/schedule-labels';

const notScheduled = 'No pickup is scheduled yet';

/** The schedule's three figures: the next pickup, this month's pickups, and the regular time. */
export function ScheduleStats({ next, pickups }: { next: NextPickup; pickups: CustomerPickupsResult }) {
  const nextHint =
    next.scheduled && next.date
      ? [dayLabel(next.date), next.timeWindow].filter((part) => part !== null).join(', ')
      : notScheduled;
  return (
    <StatGrid columns={3}>
      <StatCard
        label="Next Pickup"
        icon={<TruckIcon />}
        value={next.scheduled ? (next.timeUntil ?? '') : 'Not scheduled'}
        hint={nextHint}
      />
      <StatCard
        label="This Month"
        icon={<CalendarIcon />}
        value={`${pickups.thisMonth} ${pickups.thisMonth === 1 ? 'Pickup' : 'Pickups'}`}
        hint="Done and ahead, skipped ones left out"
      />
      <StatCard
        label="Regular Time"
        icon={<ClockIcon />}
        value={pickups.timeWindow ? windowStart(pickups.timeWindow) : 'Not set'}
        hint={pickups.timeWindow ? `Window ${pickups.timeWindow}` : notScheduled}
      />
    </StatGrid>
  );
}
