import TextField from '@mui/material/TextField';
import { demoRequestStatuses } from '@pickup/contracts/constants';
import { demoRequestStatusBody, type DemoRequestView } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateDemoRequestMutation } from '../api/admin-api';
import { demoStatusLooks } from '../utils/labels';

const failedMessage = 'Failed to update demo request status.';

/** A demo request's status (new, contacted, scheduled, completed) and the operator's notes. */
export function DemoRequestDialog({ request, onClose }: { request: DemoRequestView; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateDemoRequestMutation();
  const { toast } = useToast();
  const form = useForm({
    schema: demoRequestStatusBody,
    initial: { status: request.status, notes: request.notes },
    isLoading,
  });
  const status = form.field('status');

  const submit = form.onSubmit(async (body) => {
    const result = await update({ id: request.id, body });
    if (result.error) {
      form.fail(result.error, failedMessage);
      return;
    }
    onClose();
    toast({
      title: 'Demo Request Updated',
      message: `${request.name}: ${demoStatusLooks[body.status].label}`,
      severity: 'success',
    });
  });

  return (
    <FormDialog
      open
      title={`Demo request from ${request.name}`}
      onSubmit={submit}
      submitLabel="Save"
      pendingLabel="Saving…"
      isLoading={isLoading}
      onClose={onClose}
      error={form.outcome?.severity === 'error' ? form.outcome.text : null}
    >
      <TextField
        select
        label="Status"
        name={status.name}
        value={status.value}
        onChange={(event) => status.onChange(event.target.value)}
        error={status.error !== undefined}
        helperText={status.error}
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        {demoRequestStatuses.map((value) => (
          <option key={value} value={value}>
            {demoStatusLooks[value].label}
          </option>
        ))}
      </TextField>
      <PlainField
        label="Notes"
        required={false}
        minRows={3}
        helperText="For the platform team only"
        {...form.field('notes')}
      />
    </FormDialog>
  );
}
