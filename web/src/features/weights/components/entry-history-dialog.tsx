import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WeightEntry, WeightHistoryItem } from '@pickup/contracts/schemas';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useWeightEntryHistoryQuery } from '../api/weights-api';
import { momentLabel } from '../utils/dates';
import { statusLabels } from '../utils/labels';

const actionLabels: Record<WeightHistoryItem['action'], string> = {
  created: 'Recorded',
  updated: 'Edited',
  resolved: 'Resolved',
};

/** The history item's change of status, "Needs Review → Processed", or the status it was given. */
function statusChange(item: WeightHistoryItem): string {
  const next = statusLabels[item.newStatus];
  return item.previousStatus && item.previousStatus !== item.newStatus
    ? `${statusLabels[item.previousStatus]} → ${next}`
    : next;
}

function HistoryItem({ item }: { item: WeightHistoryItem }) {
  return (
    <Box component="li" data-history-item={item.action} sx={{ py: 1.5, display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {actionLabels[item.action]} by {item.changedBy}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={item.timestamp}>{momentLabel(item.timestamp)}</time> · {statusChange(item)}
      </Typography>
      {item.changedFields.length > 0 && (
        <Typography variant="body2">Changed: {item.changedFields.join(', ')}</Typography>
      )}
      {item.changeReason && <Typography variant="body2">Reason: {item.changeReason}</Typography>}
      {item.notes && <Typography variant="body2">Notes: {item.notes}</Typography>}
    </Box>
  );
}

/** History: who did what to the entry and when, oldest first (spec §3 History item). */
export function EntryHistoryDialog({ entry, onClose }: { entry: WeightEntry; onClose: () => void }) {
  const history = useWeightEntryHistoryQuery(entry.id);
  return (
    <InfoDialog title={`History: ${entry.customerName} (${entry.bucketNumber})`} onClose={onClose}>
      {history.data ? (
        history.data.length === 0 ? (
          <EmptyState title="No history yet" headingLevel="h3" />
        ) : (
          <Box
            component="ol"
            aria-label="Changes to the entry"
            sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {history.data.map((item) => (
              <HistoryItem key={item.id} item={item} />
            ))}
          </Box>
        )
      ) : history.isError ? (
        <ErrorState title="The history could not load" onRetry={() => void history.refetch()} />
      ) : (
        <LoadingState label="Loading the history" />
      )}
    </InfoDialog>
  );
}
