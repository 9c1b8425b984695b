import ScaleIcon from '@mui/icons-material/ScaleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { weightMessages, type PendingWeight } from '@pickup/contracts/schemas';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { usePendingWeightsQuery } from '../api/weights-api';
import { longDay } from '../utils/dates';
import { useWeightDialogs } from './weight-dialogs';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function PendingRow({ pending }: { pending: PendingWeight }) {
  const dialogs = useWeightDialogs();
  const nameId = `pending-${pending.customerId}-${pending.routeId}`;
  return (
    <Box
      component="li"
      data-pending={pending.customerId}
      sx={{
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 700 }}>
          {pending.customerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Bucket {pending.bucketNumber} · collected {clock(pending.collectedAt)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ScaleIcon />}
        aria-describedby={nameId}
        onClick={() => dialogs.record(pending)}
      >
        Record Weight
      </Button>
    </Box>
  );
}

/** Pending Weights: the customers collected on the day's routes who have no weight yet. */
export function PendingWeightsPanel({ day }: { day: string }) {
  const pending = usePendingWeightsQuery(day);
  const data = pending.currentData;
  return (
    <SectionCard title="Pending Weights" description={`Collected on ${longDay(day)}, not weighed yet.`}>
      {pending.isError ? (
        <ErrorState title="The pending weights could not load" onRetry={() => void pending.refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the pending weights" />
      ) : data.pending.length === 0 ? (
        <EmptyState title={weightMessages.pendingEmpty} headingLevel="h3" />
      ) : (
        <Box
          component="ul"
          aria-label="Pending weights"
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {data.pending.map((each) => (
            <PendingRow key={`${each.customerId}-${each.routeId}`} pending={each} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
