import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CustomerWeight, WeightEntry } from '@pickup/contracts/schemas';
import { FactList, type Fact } from '../../../components/data/fact-list';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { useCustomerWeightsQuery, useWeightEntryQuery } from '../api/weights-api';
import { momentLabel, shortDay } from '../utils/dates';
import { count, listed, pounds, trendLabels } from '../utils/labels';
import type { EntryAction } from './dialog-kinds';
import { WeightStatusChip } from './weight-status-chip';

function entryFacts(entry: WeightEntry): Fact[] {
  const facts: Fact[] = [
    { label: 'Weight', value: pounds(entry.weight) },
    { label: 'Bucket', value: entry.bucketNumber },
    { label: 'Pickup Date', value: shortDay(entry.pickupDate) },
    { label: 'Entry Date', value: shortDay(entry.entryDate) },
    { label: 'Weighed', value: entry.source === 'curb' ? 'At the curb by the driver' : 'Entered here' },
    { label: 'Material Types', value: listed(entry.materialTypes) },
    { label: 'Contamination', value: listed(entry.contamination) },
    { label: 'Notes', value: entry.notes || 'None' },
    { label: 'Last Updated', value: momentLabel(entry.updatedAt) },
  ];
  if (entry.resolvedAt) {
    facts.push(
      { label: 'Resolved', value: `${momentLabel(entry.resolvedAt)} by ${entry.resolvedBy ?? 'staff'}` },
      { label: 'Resolution Notes', value: entry.resolutionNotes || 'None' },
    );
  }
  return facts;
}

function customerFacts(customer: CustomerWeight): Fact[] {
  return [
    {
      label: 'Total Weight',
      value: `${pounds(customer.totalWeight)} in ${count(customer.entries, 'entry', 'entries')}`,
    },
    {
      label: 'Average',
      value: customer.averageWeight === null ? 'None yet' : pounds(customer.averageWeight),
    },
    { label: 'Trend', value: trendLabels[customer.trend] },
    { label: 'Contaminated', value: count(customer.contaminationCount, 'entry', 'entries') },
  ];
}

/** The customer's totals, found by the entry's bucket number among the per-customer weights. */
function CustomerTotals({ entry }: { entry: WeightEntry }) {
  const totals = useCustomerWeightsQuery({ search: entry.bucketNumber });
  const customer = totals.data?.customers.find((each) => each.customerId === entry.customerId);
  if (!customer) {
    return totals.isError ? (
      <Typography color="text.secondary">The customer’s totals are not available right now.</Typography>
    ) : null;
  }
  return <FactList label={`${entry.customerName}’s totals`} facts={customerFacts(customer)} />;
}

interface EntryDetailsDialogProps {
  /** The entry as its row showed it; the dialog keeps it fresh from the server. */
  entry: WeightEntry;
  onAction: (action: Extract<EntryAction, 'history' | 'edit'>, entry: WeightEntry) => void;
  onClose: () => void;
}

/** Details: every field of the entry, why it needs review, and the customer's own totals. */
export function EntryDetailsDialog({ entry: shown, onAction, onClose }: EntryDetailsDialogProps) {
  const fresh = useWeightEntryQuery(shown.id);
  const entry = fresh.data ?? shown;
  return (
    <InfoDialog
      title={
        <>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {entry.customerName}
          </Box>
          <WeightStatusChip status={entry.status} />
        </>
      }
      actions={
        <>
          <Button startIcon={<HistoryIcon />} onClick={() => onAction('history', entry)}>
            View History
          </Button>
          <Button startIcon={<EditIcon />} onClick={() => onAction('edit', entry)}>
            Edit Entry
          </Button>
        </>
      }
      onClose={onClose}
    >
      {entry.reviewReason && entry.status === 'needs_review' && (
        <Alert severity="warning" data-review-reason>
          {entry.reviewReason}
        </Alert>
      )}
      <FactList label="The entry" facts={entryFacts(entry)} />
      <Box component="section" aria-labelledby="entry-customer-totals">
        <Typography id="entry-customer-totals" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {entry.customerName}’s totals
        </Typography>
        <CustomerTotals entry={entry} />
      </Box>
    </InfoDialog>
  );
}
