import Chip from '@mui/material/Chip';
import type { UpcomingPickupStatus } from '@pickup/contracts/schemas';
import { pickupStatusLabels } from '../utils/schedule-labels';

// The spec's badges (confirmed green, scheduled blue, completed grey), and a colour of their own for
// a skipped and a paused pickup; each text colour keeps 4.5:1 on white.
const statusColors: Record<UpcomingPickupStatus, string> = {
  confirmed: '#1b5e20',
  scheduled: '#0b5394',
  completed: '#555555',
  skipped: '#8a4600',
  paused: '#6a1b9a',
};

/** A pickup's status as an outlined badge in its colour. */
export function PickupStatusChip({ status }: { status: UpcomingPickupStatus }) {
  const color = statusColors[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={pickupStatusLabels[status]}
      data-status={status}
      sx={{ color, borderColor: color, fontWeight: 600 }}
    />
  );
}
