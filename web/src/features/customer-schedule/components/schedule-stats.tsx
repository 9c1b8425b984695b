import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import ClockIcon from '@mui/icons-material/AccessTimeOutlined';
import TruckIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import type { CustomerPickupsResult, NextPickup } from '@pickup/contracts/schemas';
import { StatCard, StatGrid } from '../../../components/data/stat-card';
import { windowStart } from '../utils/schedule-labels';
import { longDay } from '../../../lib/calendar-day-labels';

const notScheduled = 'No pickup is scheduled yet';

/** The schedule's three figures: the next pickup, this month's pickups, and the regular time. */
export function ScheduleStats({ next, pickups }: { next: NextPickup; pickups: CustomerPickupsResult }) {
  const nextHint =
    next.scheduled && next.date
      ? [longDay(next.date), next.timeWindow].filter((part) => part !== null).join(', ')
      : notScheduled;
  return (
    // Two cards share a phone's row: their figures ("in 3 days", "2 Pickups") fit it a little smaller.
    <Box sx={{ '& [data-stat-value]': { fontSize: { xs: 22, sm: 30 } } }}>
      <StatGrid columns={3}>
        <StatCard
          label="Next Pickup"
          icon={<TruckIcon />}
          value={next.scheduled ? (next.timeUntil ?? '') : 'None yet'}
          hint={nextHint}
        />
        <StatCard
          label="This Month"
          icon={<CalendarIcon />}
          value={`${pickups.thisMonth} ${pickups.thisMonth === 1 ? 'Pickup' : 'Pickups'}`}
          hint="Skipped and paused ones left out"
        />
        <StatCard
          label="Regular Time"
          icon={<ClockIcon />}
          value={pickups.timeWindow ? windowStart(pickups.timeWindow) : 'Not set'}
          hint={pickups.timeWindow ? `Window ${pickups.timeWindow}` : notScheduled}
        />
      </StatGrid>
    </Box>
  );
}
