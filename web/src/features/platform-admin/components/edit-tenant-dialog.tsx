import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  adminUpdateTenantBody,
  z,
  type AdminTenant,
  type AdminUpdateTenantBody,
} from '@pickup/contracts/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useUpdateTenantMutation } from '../api/admin-api';
import { SubscriptionSelect } from './subscription-select';

/** The contract's request over the form's text: the active switch is 'true' or 'false'. */
const editTenantForm = adminUpdateTenantBody.required().extend({
  customDomain: adminUpdateTenantBody.shape.customDomain,
  isActive: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** Only what the operator changed is sent. */
function changesOf(tenant: AdminTenant, body: z.infer<typeof editTenantForm>): AdminUpdateTenantBody {
  const changes: AdminUpdateTenantBody = {};
  if (body.businessName !== tenant.businessName) changes.businessName = body.businessName;
  if (body.subdomain !== tenant.subdomain) changes.subdomain = body.subdomain;
  if ((body.customDomain ?? null) !== tenant.customDomain) changes.customDomain = body.customDomain ?? null;
  if (body.subscriptionStatus !== tenant.subscriptionStatus)
    changes.subscriptionStatus = body.subscriptionStatus;
  if (body.isActive !== tenant.isActive) changes.isActive = body.isActive;
  return changes;
}

/** Edit a business; switching it off is confirmed first, as it stops its sign-ins and public pages. */
export function EditTenantDialog({ tenant, onClose }: { tenant: AdminTenant; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateTenantMutation();
  const [confirming, setConfirming] = useState<AdminUpdateTenantBody | null>(null);
  const { toast } = useToast();
  const form = useForm({
    schema: editTenantForm,
    initial: {
      businessName: tenant.businessName,
      subdomain: tenant.subdomain,
      customDomain: tenant.customDomain ?? '',
      subscriptionStatus: tenant.subscriptionStatus,
      isActive: String(tenant.isActive),
    },
    isLoading,
  });
  const active = form.field('isActive');

  const send = async (changes: AdminUpdateTenantBody) => {
    const result = await update({ id: tenant.id, body: changes });
    setConfirming(null);
    if (result.error) {
      form.fail(result.error, 'Failed to update tenant.');
      return;
    }
    onClose();
    toast({ title: 'Tenant Updated', message: result.data.tenant.businessName, severity: 'success' });
  };

  const submit = form.onSubmit(async (body) => {
    const changes = changesOf(tenant, body);
    if (Object.keys(changes).length === 0) return onClose();
    if (changes.isActive === false) return setConfirming(changes);
    await send(changes);
  });

  return (
    <>
      <FormDialog
        open={confirming === null}
        title={`Edit ${tenant.businessName}`}
        onSubmit={submit}
        submitLabel="Save Changes"
        pendingLabel="Saving…"
        isLoading={isLoading}
        onClose={onClose}
        error={form.outcome?.severity === 'error' ? form.outcome.text : null}
      >
        <PlainField label="Business Name" {...form.field('businessName')} />
        <PlainField label="Subdomain" autoCapitalize="none" {...form.field('subdomain')} />
        <PlainField
          label="Custom Domain"
          required={false}
          autoCapitalize="none"
          {...form.field('customDomain')}
        />
        <SubscriptionSelect {...form.field('subscriptionStatus')} />
        <FormControlLabel
          control={
            <Switch
              name={active.name}
              checked={active.value === 'true'}
              onChange={(event) => active.onChange(String(event.target.checked))}
            />
          }
          label="Active: the business can sign in and its pages are open"
        />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={`Deactivate ${tenant.businessName}?`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating…"
        destructive
        isLoading={isLoading}
        onConfirm={() => {
          if (confirming) void send(confirming);
        }}
        onClose={() => setConfirming(null)}
      >
        Its owner, customers and drivers can no longer sign in, and its public pages close until it is
        activated again.
      </ConfirmDialog>
    </>
  );
}
