import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { weightMessages } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { DayPicker } from '../../../components/form/day-picker';
import { PageHeader } from '../../../components/page/page-header';
import { useCustomerWeightsQuery, useRecentWeightEntriesQuery } from '../api/weights-api';
import { useBusinessToday } from '../../../lib/business-day';
import { ImpactSummary } from './impact-summary';
import { PendingWeightsPanel } from './pending-weights-panel';
import { RecentEntriesPanel } from './recent-entries-panel';
import { useWeightDialogs, WeightDialogsProvider } from './weight-dialogs';
import { WeightEntriesPanel } from './weight-entries-panel';
import { WeightStats } from './weight-stats';

/**
 * Weight tracking (/business-weight-tracking, business spec §2.9): the chosen day's totals and
 * pending weights, the last entries, every entry with its review and history, and the impact.
 */
export function WeightTrackingScreen() {
  const today = useBusinessToday();
  const [day, setDay] = useState(today);
  return (
    <WeightDialogsProvider day={day}>
      <WeightTrackingContent day={day} onDay={setDay} />
    </WeightDialogsProvider>
  );
}

/**
 * The spec's banner when the recent entries or the customer weights fail to load (§8). The
 * customer weights are those Search Customer opens on, asked for with the screen so it opens at once.
 */
function LoadWarning() {
  const recent = useRecentWeightEntriesQuery(undefined);
  const customers = useCustomerWeightsQuery({ search: '' });
  if (!recent.isError && !customers.isError) return null;
  return (
    <Alert severity="warning" data-load-warning>
      {weightMessages.loadWarning}
    </Alert>
  );
}

function WeightTrackingContent({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const dialogs = useWeightDialogs();
  return (
    <>
      <PageHeader
        title="Weight Tracking"
        description="Every collected bucket’s weight, what needs a second look, and the difference it makes."
        actions={
          <>
            <DayPicker day={day} onChange={onDay} />
            <Button variant="contained" disableElevation startIcon={<AddIcon />} onClick={dialogs.addEntry}>
              Add Entry
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <LoadWarning />
        <WeightStats day={day} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <PendingWeightsPanel day={day} />
          <RecentEntriesPanel />
        </Box>
        <WeightEntriesPanel />
        <ImpactSummary day={day} />
      </Box>
    </>
  );
}
