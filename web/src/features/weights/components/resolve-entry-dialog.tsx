import Typography from '@mui/material/Typography';
import { resolveWeightEntryBody, weightMessages, type WeightEntry } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useResolveWeightEntryMutation } from '../api/weights-api';
import { pounds } from '../utils/labels';

const resolveForm = resolveWeightEntryBody.pick({ resolutionNotes: true });

/**
 * Mark Resolved (only for an entry that needs review, spec §4): the entry becomes processed, and the
 * service records who resolved it and when, with the notes given here.
 */
export function ResolveEntryDialog({ entry, onClose }: { entry: WeightEntry; onClose: () => void }) {
  const [resolve, { isLoading }] = useResolveWeightEntryMutation();
  const { toast } = useToast();
  const form = useForm({ schema: resolveForm, initial: { resolutionNotes: '' }, isLoading });

  const submit = form.onSubmit(async (body) => {
    const result = await resolve({ id: entry.id, body });
    if (result.error) {
      form.fail(result.error, weightMessages.resolveFailed);
      toast(failureToast(result.error, weightMessages.resolveFailed));
      return;
    }
    onClose();
    toast({
      title: weightMessages.entryResolved,
      message: `${entry.customerName}’s ${pounds(entry.weight)} entry is processed.`,
      severity: 'success',
    });
  });

  return (
    <FormDialog
      open
      title="Mark Resolved"
      onSubmit={submit}
      submitLabel="Mark Resolved"
      pendingLabel="Resolving…"
      isLoading={isLoading}
      error={form.outcome?.text}
      onClose={onClose}
    >
      <Typography>
        <strong>{entry.customerName}</strong> · Bucket {entry.bucketNumber} · {pounds(entry.weight)}
      </Typography>
      {entry.reviewReason && (
        <Typography color="text.secondary" data-review-reason>
          {entry.reviewReason}
        </Typography>
      )}
      <PlainField
        label="Resolution Notes"
        required={false}
        minRows={2}
        autoFocus
        helperText="What was checked or done: kept in the entry’s history"
        {...form.field('resolutionNotes')}
      />
    </FormDialog>
  );
}
