import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  driverRoles,
  routingMessages,
  vehicleTypes,
  type DriverRole,
  type VehicleType,
} from '@pickup/contracts/constants';
import type { DriverView } from '@pickup/contracts/schemas';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PasswordField } from '../../../components/form/password-field';
import { PlainField } from '../../../components/form/plain-field';
import { SelectField } from '../../../components/form/select-field';
import { useForm, type FieldProps } from '../../../components/form/use-form';
import { failureToast, titledToast } from '../../../components/toast/failure-toast';
import { useToast, type Toaster } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useCreateDriverMutation, useUpdateDriverMutation } from '../api/drivers-api';
import {
  addDriverForm,
  addDriverInitial,
  editDriverForm,
  editDriverInitial,
  requiredFilled,
  type DriverFormField,
} from '../utils/driver-forms';
import { roleLooks, vehicleLabels } from '../utils/labels';

const vehicleOptions = vehicleTypes.map((type: VehicleType) => ({ value: type, label: vehicleLabels[type] }));

const pair = { display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The e-mail another driver of the business already has (a 409), shown under the field until the
 * e-mail changes: the server's conflict names no field, so the dialog places it.
 */
function useTakenEmail() {
  const [taken, setTaken] = useState<string | null>(null);
  return {
    /** Remembers the e-mail when the failure was the conflict; true when it was. */
    record: (error: unknown, email: string): boolean => {
      const conflict = isApiError(error) && error.status === 409;
      setTaken(conflict ? email.trim().toLowerCase() : null);
      return conflict;
    },
    errorFor: (email: FieldProps): FieldProps => ({
      ...email,
      error:
        email.error ??
        (taken !== null && email.value.trim().toLowerCase() === taken
          ? routingMessages.driverEmailTaken
          : undefined),
    }),
  };
}

/** The three roles, each with what it may do, read whole on a phone as on a desktop. */
function RoleChoice({ name, value, onChange }: FieldProps) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontSize: 14, mb: 0.5 }}>
        Role
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {driverRoles.map((role: DriverRole) => (
          <FormControlLabel
            key={role}
            value={role}
            control={<Radio sx={{ py: 0.5 }} />}
            sx={{ alignItems: 'flex-start', py: 0.25 }}
            label={
              <Box component="span" sx={{ display: 'block', pt: 0.5 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {roleLooks[role].label}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
                  {roleLooks[role].meaning}
                </Box>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

interface DriverFieldsProps {
  field: (name: DriverFormField) => FieldProps;
  email: FieldProps;
  /** The password field, which differs between adding and editing. */
  password: ReactNode;
}

/** Every field of a driver (business spec §3), as the add and edit dialogs show them. */
function DriverFields({ field, email, password }: DriverFieldsProps) {
  return (
    <>
      <PlainField label="Name" autoFocus autoComplete="off" {...field('name')} />
      <PlainField label="Email" type="email" autoComplete="off" {...email} />
      <Box sx={pair}>
        <PlainField label="Phone" type="tel" required={false} autoComplete="off" {...field('phone')} />
        <PlainField label="License Number" required={false} autoComplete="off" {...field('licenseNumber')} />
      </Box>
      <Box sx={pair}>
        <SelectField label="Vehicle Type" options={vehicleOptions} {...field('vehicleType')} />
        <PlainField label="Vehicle Plate" required={false} autoComplete="off" {...field('vehiclePlate')} />
      </Box>
      <Box sx={pair}>
        <PlainField
          label="Vehicle Capacity"
          required={false}
          autoComplete="off"
          helperText="As you describe it, e.g. 14 ft box"
          {...field('vehicleCapacity')}
        />
        <PlainField
          label="Bucket Capacity"
          type="number"
          step={1}
          required={false}
          helperText="Buckets it holds: routes beyond it are flagged"
          {...field('maxBuckets')}
        />
      </Box>
      <RoleChoice {...field('role')} />
      <PlainField
        label="Google Calendar ID"
        required={false}
        autoComplete="off"
        helperText="Optional: the calendar their routes are shared with"
        {...field('googleCalendarId')}
      />
      {password}
    </>
  );
}

/** Add Driver: name and e-mail required; a password gives the driver a login for the drivers' app. */
export function AddDriverDialog({ onClose }: { onClose: () => void }) {
  const [create, { isLoading }] = useCreateDriverMutation();
  const { toast } = useToast();
  const taken = useTakenEmail();
  const form = useForm({
    schema: addDriverForm,
    initial: addDriverInitial,
    untrimmed: ['password'],
    isLoading,
  });
  const ready = requiredFilled({ name: form.field('name').value, email: form.field('email').value });

  const submit = form.onSubmit(
    async (body) => {
      const result = await create(body);
      if (result.error) {
        if (!taken.record(result.error, body.email)) form.fail(result.error, routingMessages.driverAddFailed);
        toast(failureToast(result.error, routingMessages.driverAddFailed));
        return;
      }
      onClose();
      toast({ title: routingMessages.driverAdded, message: result.data.driver.name, severity: 'success' });
    },
    (values) => missingInformation(values, toast),
  );

  return (
    <FormDialog
      open
      title="Add Driver"
      onSubmit={submit}
      submitLabel="Add Driver"
      pendingLabel="Adding…"
      isLoading={isLoading}
      submitDisabled={!ready}
      onClose={onClose}
    >
      <DriverFields
        field={form.field}
        email={taken.errorFor(form.field('email'))}
        password={
          <PasswordField
            label="Login Password"
            autoComplete="new-password"
            required={false}
            helperText="The driver’s login for the drivers’ app (at least 6 characters). Leave blank to add them without a login."
            {...form.field('password')}
          />
        }
      />
    </FormDialog>
  );
}

/** Edit Driver: every field; a password typed sets the driver's login for the drivers' app. */
export function EditDriverDialog({ driver, onClose }: { driver: DriverView; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateDriverMutation();
  const { toast } = useToast();
  const taken = useTakenEmail();
  const form = useForm({
    schema: editDriverForm,
    initial: editDriverInitial(driver),
    untrimmed: ['password'],
    isLoading,
  });
  const ready = requiredFilled({ name: form.field('name').value, email: form.field('email').value });

  const submit = form.onSubmit(
    async (body) => {
      const result = await update({ id: driver.id, body });
      if (result.error) {
        if (!taken.record(result.error, body.email))
          form.fail(result.error, routingMessages.driverUpdateFailed);
        toast(failureToast(result.error, routingMessages.driverUpdateFailed));
        return;
      }
      onClose();
      toast({ title: routingMessages.driverUpdated, message: result.data.driver.name, severity: 'success' });
    },
    (values) => missingInformation(values, toast),
  );

  return (
    <FormDialog
      open
      title="Edit Driver"
      onSubmit={submit}
      submitLabel="Save Changes"
      pendingLabel="Saving…"
      isLoading={isLoading}
      submitDisabled={!ready}
      onClose={onClose}
    >
      <DriverFields
        field={form.field}
        email={taken.errorFor(form.field('email'))}
        password={
          <PasswordField
            label={driver.hasLogin ? 'Set a New Password' : 'Login Password'}
            autoComplete="new-password"
            required={false}
            helperText={
              driver.hasLogin
                ? 'Optional: a new password for their login to the drivers’ app. Leave blank to keep the current one.'
                : 'Optional: gives the driver a login for the drivers’ app (at least 6 characters).'
            }
            {...form.field('password')}
          />
        }
      />
    </FormDialog>
  );
}

/** The spec's 'Missing Information' toast when name or e-mail is blank; true ends the submit. */
function missingInformation(values: Record<'name' | 'email', string>, toast: Toaster['toast']): boolean {
  if (requiredFilled(values)) return false;
  toast(titledToast(routingMessages.driverMissingInformation, 'error'));
  return true;
}
