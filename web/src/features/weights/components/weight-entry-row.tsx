import ResolveIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import DetailsIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WeightEntry } from '@pickup/contracts/schemas';
import { ListRow, RowAction, RowActions } from '../../../components/data/row-action';
import { shortDay } from '../utils/dates';
import { pounds } from '../utils/labels';
import type { EntryAction } from './dialog-kinds';
import { WeightStatusChip } from './weight-status-chip';

/** The warning tone's text colour, dark enough for 4.5:1 on white (as the status chips'). */
const warning = '#8a4600';

interface WeightEntryRowProps {
  entry: WeightEntry;
  onAction: (action: EntryAction) => void;
}

/**
 * One weight entry: whose bucket, how heavy, when, what was in it, why it needs review, and the
 * row's actions (Mark Resolved only while it needs review, spec §2.9).
 */
export function WeightEntryRow({ entry, onAction }: WeightEntryRowProps) {
  const nameId = `entry-${entry.id}`;
  // Why it waits for review says what was found, so the contamination is not listed twice.
  const reviewReason = entry.status === 'needs_review' ? entry.reviewReason : null;
  const facts = [`Bucket ${entry.bucketNumber}`, `Picked up ${shortDay(entry.pickupDate)}`];
  if (entry.materialTypes.length > 0) facts.push(entry.materialTypes.join(', '));
  return (
    <ListRow columns="auto" data={{ 'data-entry': entry.id }}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.25, rowGap: 0.5 }}>
          <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
            {entry.customerName}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-entry-weight>
            {pounds(entry.weight)}
          </Typography>
          <WeightStatusChip status={entry.status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {facts.join(' · ')}
        </Typography>
        {reviewReason ? (
          <Typography variant="body2" sx={{ color: warning }} data-review-reason>
            {reviewReason}
          </Typography>
        ) : (
          entry.contamination.length > 0 && (
            <Typography variant="body2" sx={{ color: warning }}>
              Contamination: {entry.contamination.join(', ')}
            </Typography>
          )
        )}
        {entry.resolvedAt && entry.resolvedBy && (
          <Typography variant="body2" color="text.secondary">
            Resolved by {entry.resolvedBy}
          </Typography>
        )}
      </Box>
      <RowActions>
        <RowAction
          label="View History"
          nameId={nameId}
          icon={<HistoryIcon />}
          onClick={() => onAction('history')}
        />
        {entry.status === 'needs_review' && (
          <RowAction
            label="Mark Resolved"
            nameId={nameId}
            icon={<ResolveIcon />}
            onClick={() => onAction('resolve')}
          />
        )}
        <RowAction label="Edit Entry" nameId={nameId} icon={<EditIcon />} onClick={() => onAction('edit')} />
        <RowAction
          label="View Details"
          nameId={nameId}
          icon={<DetailsIcon />}
          onClick={() => onAction('details')}
        />
      </RowActions>
    </ListRow>
  );
}
