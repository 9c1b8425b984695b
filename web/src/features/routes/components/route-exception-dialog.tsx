import Typography from '@mui/material/Typography';
import { routingMessages } from '@pickup/contracts/constants';
import { routeExceptionBody, z, type Route } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { DateTimeField } from '../../../components/form/date-time-field';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useAddRouteExceptionMutation } from '../api/routes-api';
import { longDay } from '../utils/dates';
import { failureToast, successToast } from '../utils/messages';

interface RouteExceptionDialogProps {
  route: Route;
  /** Skip: the occurrence is not run (a holiday). Move: it runs on another day instead. */
  action: 'skip' | 'move';
  onClose: () => void;
}

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const exceptionForm = z.object({
  movedTo: z.preprocess(blankAsMissing, routeExceptionBody.shape.movedTo),
  reason: routeExceptionBody.shape.reason,
});

/** Skip this date or Move to…: a one-off change to one occurrence; every other week stays as planned. */
export function RouteExceptionDialog({ route, action, onClose }: RouteExceptionDialogProps) {
  const [addException, { isLoading }] = useAddRouteExceptionMutation();
  const { toast } = useToast();
  const form = useForm({ schema: exceptionForm, initial: { movedTo: '', reason: '' }, isLoading });
  // A moved occurrence is known by the day it was planned for.
  const planned = route.movedFrom ?? route.date;
  const movedTo = form.field('movedTo');

  const submit = form.onSubmit(async ({ movedTo: day, reason }) => {
    const body =
      action === 'skip' ? { date: planned, action, reason } : { date: planned, action, movedTo: day, reason };
    const result = await addException({ id: route.id, body });
    if (result.error) {
      form.fail(result.error, routingMessages.updateFailed);
      toast(failureToast(result.error, routingMessages.updateFailed));
      return;
    }
    onClose();
    toast(
      successToast(
        routingMessages.routeUpdated,
        action === 'skip'
          ? `${route.name} is not run on ${longDay(planned)}.`
          : `${route.name} runs on ${longDay(day ?? planned)} instead of ${longDay(planned)}.`,
      ),
    );
  });

  return (
    <FormDialog
      open
      title={action === 'skip' ? 'Skip this date' : 'Move to another day'}
      onSubmit={submit}
      submitLabel={action === 'skip' ? 'Skip' : 'Move'}
      pendingLabel="Saving…"
      isLoading={isLoading}
      submitDisabled={action === 'move' && movedTo.value === ''}
      error={form.outcome?.severity === 'error' ? form.outcome.text : null}
      onClose={onClose}
    >
      <Typography>
        {action === 'skip'
          ? `${route.name} will not run on ${longDay(planned)}. Every other ${route.pickupDay} stays as planned.`
          : `${route.name} on ${longDay(planned)} runs on the day you choose instead, once.`}
      </Typography>
      {action === 'move' && <DateTimeField label="New Date" type="date" {...movedTo} />}
      <PlainField
        label="Reason"
        required={false}
        autoComplete="off"
        helperText="A holiday, the weather…"
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
