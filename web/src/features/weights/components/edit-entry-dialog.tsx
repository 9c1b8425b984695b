import Box from '@mui/material/Box';
import {
  editableWeightStatuses,
  weightMessages,
  type ContaminationMaterial,
  type WeightEntry,
} from '@pickup/contracts/schemas';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateTimeField } from '../../../components/form/date-time-field';
import { PlainField } from '../../../components/form/plain-field';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateWeightEntryMutation } from '../api/weights-api';
import { changedFields, editEntryForm, editEntryInitial } from '../utils/entry-forms';
import { pounds, statusLabels } from '../utils/labels';
import { ContaminationField } from './contamination-field';

const pair = { display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The statuses an edit may set (spec §4): processed, needs_review and pending, and the entry's own
 * when it is none of them. An entry under review leaves it only by Mark Resolved.
 */
function statusOptions(entry: WeightEntry) {
  if (entry.status === 'needs_review') return [{ value: entry.status, label: statusLabels[entry.status] }];
  const statuses: readonly WeightEntry['status'][] = (editableWeightStatuses as readonly string[]).includes(
    entry.status,
  )
    ? editableWeightStatuses
    : [entry.status, ...editableWeightStatuses];
  return statuses.map((status) => ({ value: status, label: statusLabels[status] }));
}

/** Edit Weight Entry: every field, material types as comma-separated text; only what changed is sent. */
export function EditEntryDialog({ entry, onClose }: { entry: WeightEntry; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateWeightEntryMutation();
  const { toast } = useToast();
  const [contamination, setContamination] = useState<ContaminationMaterial[]>(entry.contamination);
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm({ schema: editEntryForm, initial: editEntryInitial(entry), isLoading });

  const submit = form.onSubmit(async (values) => {
    const body = changedFields(entry, values, contamination);
    setUnchanged(body === null);
    if (!body) return;
    const result = await update({ id: entry.id, body });
    if (result.error) {
      form.fail(result.error, weightMessages.updateFailed);
      toast(failureToast(result.error, weightMessages.updateFailed));
      return;
    }
    onClose();
    toast({
      title: weightMessages.entryUpdated,
      message: `${result.data.customerName}: ${pounds(result.data.weight)}, ${statusLabels[result.data.status]}.`,
      severity: 'success',
    });
  });
  const failure = form.outcome?.text ?? (unchanged ? weightMessages.nothingToUpdate : null);

  return (
    <FormDialog
      open
      title="Edit Weight Entry"
      onSubmit={submit}
      submitLabel="Save Changes"
      pendingLabel="Saving…"
      isLoading={isLoading}
      error={failure}
      onClose={onClose}
    >
      <Box sx={pair}>
        <PlainField label="Weight (lbs)" type="number" step={0.1} autoFocus {...form.field('weight')} />
        <DateTimeField label="Pickup Date" type="date" {...form.field('pickupDate')} />
      </Box>
      <Box sx={pair}>
        <PlainField label="Bucket Number" {...form.field('bucketNumber')} />
        <SelectField
          label="Status"
          options={statusOptions(entry)}
          helperText={entry.status === 'needs_review' ? 'Mark Resolved clears a review.' : undefined}
          {...form.field('status')}
        />
      </Box>
      <PlainField
        label="Material Types"
        required={false}
        helperText="Separated by commas, e.g. food scraps, coffee grounds"
        {...form.field('materialTypes')}
      />
      <ContaminationField value={contamination} onChange={setContamination} />
      <PlainField label="Notes" required={false} minRows={2} {...form.field('notes')} />
      <PlainField
        label="Reason for Change"
        required={false}
        helperText="Kept in the entry’s history"
        {...form.field('changeReason')}
      />
    </FormDialog>
  );
}
