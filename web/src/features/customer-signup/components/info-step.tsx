import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../components/form/field-errors';
import { PlainField } from '../../../components/form/plain-field';
import { useForm, type FieldProps } from '../../../components/form/use-form';
import { signupInfoSchema, type SignupInfo } from '../utils/signup-info-schema';
import { canChoosePlan, emptySignupDraft, type SignupDraft, type SignupField } from '../utils/signup-request';
import { StepHeading } from './step-heading';

/** Values the server refused (400) and its message for each. */
export interface RefusedDetails {
  values: SignupDraft;
  errors: FieldErrors<SignupField>;
}

interface InfoStepProps {
  /** What was typed before: step 1 opens again as it was left. */
  draft: SignupDraft;
  /** The server's messages, shown under their fields until the value changes. */
  refused: RefusedDetails | null;
  /** The details pass the checks: on to the plans. */
  onDone: (info: SignupInfo, draft: SignupDraft) => void;
}

const fields = Object.keys(emptySignupDraft) as SignupField[];
const hintId = 'choose-plan-hint';

/** Step 1: who the household is and where its bucket is picked up. */
export function InfoStep({ draft, refused, onDone }: InfoStepProps) {
  const form = useForm({ schema: signupInfoSchema, initial: draft, isLoading: false });
  const field = (name: SignupField): FieldProps => {
    const props = form.field(name);
    const rejected = refused?.errors[name];
    return rejected && props.value === refused.values[name]
      ? { ...props, error: props.error ?? rejected }
      : props;
  };
  const typed = (): SignupDraft =>
    Object.fromEntries(fields.map((name) => [name, form.field(name).value])) as SignupDraft;
  const canContinue = canChoosePlan((name) => form.field(name).value);
  const onSubmit = form.onSubmit(async (info) => onDone(info, typed()));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="info-step-heading">
      <StepHeading
        id="info-step-heading"
        title="Your details"
        description="Where we pick up, and how we reach you about your pickups."
      />
      <Stack spacing={2.25}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
          <PlainField label="First name" autoComplete="given-name" autoFocus {...field('firstName')} />
          <PlainField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.25}>
          <PlainField label="Email" type="email" autoComplete="email" {...field('email')} />
          <PlainField label="Phone" type="tel" autoComplete="tel" required={false} {...field('phone')} />
        </Stack>
        <PlainField label="Street address" autoComplete="address-line1" {...field('address')} />
        <Box
          sx={{
            display: 'grid',
            gap: 2.25,
            gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <PlainField label="City" autoComplete="address-level2" {...field('city')} />
          <PlainField label="State" autoComplete="address-level1" {...field('state')} />
          <PlainField label="ZIP code" autoComplete="postal-code" {...field('zipCode')} />
        </Box>
        <PlainField
          label="Pickup instructions"
          required={false}
          minRows={3}
          helperText="Where we find your bucket: a side gate, the back porch, a code for the gate."
          {...field('pickupInstructions')}
        />
      </Stack>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'flex-end',
          gap: 1.5,
        }}
      >
        {!canContinue && (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ textAlign: { xs: 'center' } }}>
            Fill in your name, email and address to choose a plan.
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disableElevation
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : hintId}
          endIcon={<ArrowForwardIcon />}
        >
          Choose plan
        </Button>
      </Box>
    </Box>
  );
}
