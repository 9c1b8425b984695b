import Box from '@mui/material/Box';
import { customerMessages } from '@pickup/contracts/constants';
import type { Customer } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { AddressField } from '../../../components/form/address-field';
import { PlainField } from '../../../components/form/plain-field';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateCustomerMutation } from '../api/customers-api';
import { editCustomerForm, editCustomerInitial, filled, statusIsEditable } from '../utils/customer-forms';
import { fullName, statusLooks } from '../utils/labels';
import { failureToast } from '../../../components/toast/failure-toast';
import { BucketNumberField, PlanSelect, ZoneSelect } from './customer-fields';

const statusOptions = (['active', 'paused', 'inactive'] as const).map((status) => ({
  value: status,
  label: statusLooks[status].label,
}));

/** Edit Customer: names, contact, address and zone, plan, buckets, instructions, notes and status. */
export function EditCustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateCustomerMutation();
  const { toast } = useToast();
  const form = useForm({ schema: editCustomerForm, initial: editCustomerInitial(customer), isLoading });
  const ready = filled(form.field('firstName').value, form.field('email').value, form.field('address').value);

  const submit = form.onSubmit(async (body) => {
    const result = await update({ id: customer.id, body });
    if (result.error) {
      form.fail(result.error, customerMessages.updateFailed);
      toast(failureToast(result.error, customerMessages.updateFailed));
      return;
    }
    onClose();
    toast({ title: customerMessages.updated, message: fullName(result.data.customer), severity: 'success' });
  });

  return (
    <FormDialog
      open
      title="Edit Customer"
      onSubmit={submit}
      submitLabel="Update"
      pendingLabel="Updating…"
      isLoading={isLoading}
      submitDisabled={!ready}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PlainField label="First Name" autoComplete="off" {...form.field('firstName')} />
        <PlainField label="Last Name" required={false} autoComplete="off" {...form.field('lastName')} />
      </Box>
      <PlainField label="Email" type="email" autoComplete="off" {...form.field('email')} />
      <PlainField label="Phone" type="tel" required={false} autoComplete="off" {...form.field('phone')} />
      <AddressField label="Address" {...form.field('address')} />
      <ZoneSelect blankLabel="No zone" {...form.field('zone')} />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PlanSelect {...form.field('subscription')} />
        {statusIsEditable(customer) && (
          <SelectField label="Status" options={statusOptions} {...form.field('status')} />
        )}
      </Box>
      <BucketNumberField required {...form.field('bucketNumber')} />
      <PlainField label="Buckets" type="number" step={1} required={false} {...form.field('bucketCount')} />
      <PlainField
        label="Pickup Instructions"
        required={false}
        minRows={2}
        {...form.field('pickupInstructions')}
      />
      <PlainField label="Notes" required={false} minRows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
