import RestoreIcon from '@mui/icons-material/EventRepeatOutlined';
import SkipIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UpcomingPickup } from '@pickup/contracts/schemas';
import { ListRow, RowAction, RowActions } from '../../../components/data/row-action';
import { longDay } from '../../../lib/calendar-day-labels';
import { PickupStatusChip } from './pickup-status-chip';

interface PickupRowProps {
  pickup: UpcomingPickup;
  onSkip: () => void;
  onRestore: () => void;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** One pickup ahead (or done): its day and window, route and driver, buckets, extras and status. */
export function PickupRow({ pickup, onSkip, onRestore }: PickupRowProps) {
  const nameId = `pickup-${pickup.date}`;
  const hasActions = pickup.canSkip || pickup.canRestore;
  return (
    <ListRow columns={hasActions ? '200px 120px' : '200px'} data={{ 'data-pickup': pickup.date }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
          <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
            <time dateTime={pickup.date}>{longDay(pickup.date)}</time>
          </Typography>
          <PickupStatusChip status={pickup.status} />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.25 }} data-window>
          {pickup.timeWindow}
        </Typography>
        {pickup.extras.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-extras sx={{ overflowWrap: 'anywhere' }}>
            Delivering: {pickup.extras.map((extra) => `${extra.name} × ${extra.quantity}`).join(', ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
        <Typography variant="body2" data-route sx={{ overflowWrap: 'anywhere' }}>
          {pickup.routeName}
          {pickup.driver && ` · ${pickup.driver}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-buckets>
          {plural(pickup.bucketCount, 'bucket')}
        </Typography>
      </Box>
      {hasActions && (
        <RowActions>
          {pickup.canSkip && <RowAction label="Skip" nameId={nameId} icon={<SkipIcon />} onClick={onSkip} />}
          {pickup.canRestore && (
            <RowAction label="Restore" nameId={nameId} icon={<RestoreIcon />} onClick={onRestore} />
          )}
        </RowActions>
      )}
    </ListRow>
  );
}
