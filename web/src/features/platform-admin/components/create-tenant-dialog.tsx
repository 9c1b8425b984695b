import Alert from '@mui/material/Alert';
import { adminCreateTenantBody, z } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateTenantMutation } from '../api/admin-api';
import { SubscriptionSelect } from './subscription-select';

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** The contract's request over the form's text: the owner's names may be left blank. */
const createTenantForm = adminCreateTenantBody.extend({
  ownerFirstName: z.preprocess(blankAsMissing, adminCreateTenantBody.shape.ownerFirstName),
  ownerLastName: z.preprocess(blankAsMissing, adminCreateTenantBody.shape.ownerLastName),
});

/** Add Tenant: a business and its owner, who is invited by e-mail to choose a password. */
export function CreateTenantDialog({ onClose }: { onClose: () => void }) {
  const [create, { isLoading }] = useCreateTenantMutation();
  const { toast } = useToast();
  const form = useForm({
    schema: createTenantForm,
    initial: {
      businessName: '',
      subdomain: '',
      ownerEmail: '',
      ownerFirstName: '',
      ownerLastName: '',
      customDomain: '',
      subscriptionStatus: 'trial',
    },
    isLoading,
  });

  const submit = form.onSubmit(async (body) => {
    const result = await create(body);
    if (result.error) {
      form.fail(result.error, 'Failed to create tenant.');
      return;
    }
    onClose();
    toast({
      title: 'Tenant Created',
      message: `${body.businessName}: an invitation is on its way to ${body.ownerEmail}.`,
      severity: 'success',
    });
  });

  return (
    <FormDialog
      open
      title="Add Tenant"
      onSubmit={submit}
      submitLabel="Create Tenant"
      pendingLabel="Creating…"
      isLoading={isLoading}
      onClose={onClose}
      error={form.outcome?.severity === 'error' ? form.outcome.text : null}
    >
      <Alert severity="info" role="note">
        The owner gets an e-mail inviting them to choose a password and sign in.
      </Alert>
      <PlainField label="Business Name" autoFocus {...form.field('businessName')} />
      <PlainField
        label="Subdomain"
        autoCapitalize="none"
        helperText="Lowercase letters, numbers and hyphens: the business's address and path"
        {...form.field('subdomain')}
      />
      <PlainField label="Owner Email" type="email" autoComplete="off" {...form.field('ownerEmail')} />
      <PlainField label="Owner First Name" required={false} {...form.field('ownerFirstName')} />
      <PlainField label="Owner Last Name" required={false} {...form.field('ownerLastName')} />
      <PlainField
        label="Custom Domain"
        required={false}
        autoCapitalize="none"
        helperText="Optional, e.g. pickup.example.com"
        {...form.field('customDomain')}
      />
      <SubscriptionSelect {...form.field('subscriptionStatus')} />
    </FormDialog>
  );
}
