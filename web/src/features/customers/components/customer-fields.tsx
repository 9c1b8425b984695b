import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { customerPlanChoices } from '@pickup/contracts/schemas';
import { PlainField } from '../../../components/form/plain-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { FieldProps } from '../../../components/form/use-form';
import { useToast } from '../../../components/toast/toast-context';
import { useLazyNextBucketNumberQuery, useServiceZonesQuery } from '../api/customers-api';
import { planLabels } from '../utils/labels';

const planOptions: readonly SelectOption[] = customerPlanChoices.map((plan) => ({
  value: plan,
  label: planLabels[plan],
}));

/** The plan on record: weekly, biweekly, monthly or No Subscription. */
export function PlanSelect(props: FieldProps) {
  return <SelectField label="Plan" options={planOptions} {...props} />;
}

/** The service zones from the customer service; `blankLabel` says what no choice means. */
export function ZoneSelect({ blankLabel, ...props }: FieldProps & { blankLabel: string }) {
  const zones = useServiceZonesQuery(undefined);
  const options = [
    { value: '', label: blankLabel },
    ...(zones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name })),
  ];
  return <SelectField label="Zone" options={options} {...props} />;
}

/** The bucket number, and Auto-assign, which fills in the next free B-NNN of the business. */
export function BucketNumberField({ required, ...props }: FieldProps & { required: boolean }) {
  const [nextNumber, { isFetching }] = useLazyNextBucketNumberQuery();
  const { toast } = useToast();
  const autoAssign = async () => {
    const result = await nextNumber(undefined);
    if (result.data) props.onChange(result.data);
    else
      toast({
        title: 'Error',
        message: 'No bucket number could be suggested. Please try again.',
        severity: 'error',
      });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <PlainField
        label="Bucket Number"
        required={required}
        helperText={required ? undefined : 'Blank: the next number is assigned'}
        {...props}
      />
      <Button
        variant="outlined"
        onClick={() => void autoAssign()}
        disabled={isFetching}
        sx={{ flexShrink: 0, height: 56 }}
      >
        {isFetching ? 'Assigning…' : 'Auto-assign'}
      </Button>
    </Box>
  );
}
