import Typography from '@mui/material/Typography';
import { weightMessages, type ContaminationMaterial, type WeightEntry } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateWeightEntryMutation } from '../api/weights-api';
import { useBusinessToday } from '../../../lib/business-day';
import { longDay } from '../utils/dates';
import { recordWeightForm, recordWeightInitial } from '../utils/entry-forms';
import { pounds } from '../utils/labels';
import { ContaminationField } from './contamination-field';
import type { RecordOrigin, RecordTarget } from './dialog-kinds';

const failures: Record<RecordOrigin, string> = {
  pending: weightMessages.recordFailed,
  add: weightMessages.addFailed,
};

/** The success toast's text: what was recorded, and why it waits for review when it does. */
function recordedText(entry: WeightEntry): string {
  const text = `${pounds(entry.weight)} for ${entry.customerName} (${entry.bucketNumber}).`;
  return entry.status === 'needs_review' && entry.reviewReason
    ? `${text} Needs review: ${entry.reviewReason}`
    : text;
}

interface RecordWeightDialogProps {
  target: RecordTarget;
  origin: RecordOrigin;
  onClose: () => void;
}

/**
 * Record Weight (business spec §5): the weight is required (to 0.1 lbs) and the button waits for
 * it; contamination from the spec's choices, material types and notes are optional.
 */
export function RecordWeightDialog({ target, origin, onClose }: RecordWeightDialogProps) {
  const [create, { isLoading }] = useCreateWeightEntryMutation();
  const today = useBusinessToday();
  const { toast } = useToast();
  const [contamination, setContamination] = useState<ContaminationMaterial[]>([]);
  const form = useForm({ schema: recordWeightForm, initial: recordWeightInitial, isLoading });
  const weight = form.field('weight');

  const submit = form.onSubmit(
    async (values) => {
      const result = await create({
        customerId: target.customerId,
        customerName: target.customerName,
        bucketNumber: target.bucketNumber,
        ...values,
        contamination,
        pickupDate: target.pickupDate,
        entryDate: today(),
      });
      if (result.error) {
        form.fail(result.error, failures[origin]);
        toast(failureToast(result.error, failures[origin]));
        return;
      }
      onClose();
      toast({
        title: weightMessages.weightRecorded,
        message: recordedText(result.data),
        severity: 'success',
      });
    },
    // Enter in a field submits even while the button waits: the spec's message says what is missing.
    (values) => {
      if (values.weight.trim() !== '') return false;
      toast({ title: 'Error', message: weightMessages.weightRequired, severity: 'error' });
      return true;
    },
  );

  return (
    <FormDialog
      open
      title="Record Weight"
      onSubmit={submit}
      submitLabel="Record Weight"
      pendingLabel="Recording…"
      isLoading={isLoading}
      submitDisabled={weight.value.trim() === ''}
      error={form.outcome?.text}
      onClose={onClose}
    >
      <Typography data-record-for>
        <strong>{target.customerName}</strong> · Bucket {target.bucketNumber} · collected{' '}
        {longDay(target.pickupDate)}
      </Typography>
      <PlainField label="Weight (lbs)" type="number" step={0.1} autoFocus {...weight} />
      <ContaminationField value={contamination} onChange={setContamination} />
      <PlainField
        label="Material Types"
        required={false}
        helperText="Separated by commas, e.g. food scraps, coffee grounds"
        {...form.field('materialTypes')}
      />
      <PlainField label="Notes" required={false} minRows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
