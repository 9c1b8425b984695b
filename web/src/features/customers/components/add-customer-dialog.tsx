import { customerMessages } from '@pickup/contracts/constants';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { AddressField } from '../../../components/form/address-field';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useAddCustomerMutation } from '../api/customers-api';
import { useCustomerAlerts } from '../hooks/use-customer-alerts';
import { addCustomerForm, addCustomerInitial, filled } from '../utils/customer-forms';
import { failureToast } from '../../../components/toast/failure-toast';
import { addedToast } from '../utils/messages';
import { BucketNumberField, PlanSelect, ZoneSelect } from './customer-fields';

interface AddCustomerDialogProps {
  soundNotifications: boolean;
  onClose: () => void;
}

/** Add Customer: full name, e-mail and address required; the rest optional, the bucket number assigned if blank. */
export function AddCustomerDialog({ soundNotifications, onClose }: AddCustomerDialogProps) {
  const [add, { isLoading }] = useAddCustomerMutation();
  const { toast } = useToast();
  const alert = useCustomerAlerts(soundNotifications);
  const form = useForm({ schema: addCustomerForm, initial: addCustomerInitial, isLoading });
  const ready = filled(form.field('fullName').value, form.field('email').value, form.field('address').value);

  const submit = form.onSubmit(async (body) => {
    const result = await add(body);
    if (result.error) {
      form.fail(result.error, customerMessages.addFailed);
      toast(failureToast(result.error, customerMessages.addFailed));
      return;
    }
    onClose();
    toast(addedToast(result.data.autoAssignmentMessage));
    alert(result.data.milestoneResult);
  });

  return (
    <FormDialog
      open
      title="Add Customer"
      onSubmit={submit}
      submitLabel="Add"
      pendingLabel="Adding…"
      isLoading={isLoading}
      submitDisabled={!ready}
      onClose={onClose}
    >
      <PlainField label="Full Name" autoFocus autoComplete="off" {...form.field('fullName')} />
      <PlainField label="Email" type="email" autoComplete="off" {...form.field('email')} />
      <AddressField label="Address" {...form.field('address')} />
      <PlainField label="Phone" type="tel" required={false} autoComplete="off" {...form.field('phone')} />
      <ZoneSelect blankLabel="From the address" {...form.field('zone')} />
      <PlanSelect {...form.field('subscription')} />
      <BucketNumberField required={false} {...form.field('bucketNumber')} />
      <PlainField label="Notes" required={false} minRows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
