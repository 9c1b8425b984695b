import TextField from '@mui/material/TextField';
import { tenantSubscriptionStatuses } from '@pickup/contracts/constants';
import type { FieldProps } from '../../../components/form/use-form';
import { subscriptionLooks } from '../utils/labels';

/** A business's subscription: trial, active or cancelled. */
export function SubscriptionSelect({ name, value, onChange, error }: FieldProps) {
  return (
    <TextField
      select
      label="Subscription"
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {tenantSubscriptionStatuses.map((status) => (
        <option key={status} value={status}>
          {subscriptionLooks[status].label}
        </option>
      ))}
    </TextField>
  );
}
