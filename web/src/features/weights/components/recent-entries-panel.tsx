import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { weightMessages } from '@pickup/contracts/schemas';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { useRecentWeightEntriesQuery } from '../api/weights-api';
import { momentLabel } from '../utils/dates';
import { pounds } from '../utils/labels';
import { useWeightDialogs } from './weight-dialogs';
import { WeightStatusChip } from './weight-status-chip';

/** Recently Recorded: the last entries, newest first, each opening its details. */
export function RecentEntriesPanel() {
  const recent = useRecentWeightEntriesQuery(undefined);
  const dialogs = useWeightDialogs();
  const entries = recent.data;
  return (
    <SectionCard title="Recently Recorded" description="The last weights entered, by anyone.">
      {recent.isError ? (
        // The screen's banner says what failed (spec §8).
        <Typography color="text.secondary">Not available right now.</Typography>
      ) : !entries ? (
        <LoadingState label="Loading the recent entries" />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{weightMessages.entriesEmpty}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Recently recorded"
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              data-recent={entry.id}
              sx={{ py: 1.25, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 180px' }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => dialogs.entry('details', entry)}
                  sx={{ fontWeight: 700, textAlign: 'left' }}
                >
                  {entry.customerName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {pounds(entry.weight)} · Bucket {entry.bucketNumber} · {momentLabel(entry.createdAt)}
                </Typography>
              </Box>
              <WeightStatusChip status={entry.status} />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
