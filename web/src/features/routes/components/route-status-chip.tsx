import Chip from '@mui/material/Chip';
import type { RouteStatus } from '@pickup/contracts/constants';
import { statusLabels } from '../utils/labels';

// The spec's badge colours (planned blue, in progress the primary colour, completed grey, delayed
// red), each dark enough for 4.5:1 on white; the theme's primary is darkened to that already.
const statusColors: Record<RouteStatus, string> = {
  planned: '#0b5394',
  in_progress: 'primary.main',
  completed: '#555555',
  delayed: '#b71c1c',
};

/** A route occurrence's status as an outlined badge in the spec's colour. */
export function RouteStatusChip({ status }: { status: RouteStatus }) {
  const color = statusColors[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabels[status]}
      data-status={status}
      sx={{ color, borderColor: color, fontWeight: 600 }}
    />
  );
}
