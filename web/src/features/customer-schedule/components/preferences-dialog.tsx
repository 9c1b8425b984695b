import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { customerMessages, limits, type HouseholdProfile } from '@pickup/contracts/schemas';
import { DateTimeField } from '../../../components/form/date-time-field';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import {
  usePauseServiceMutation,
  useResumeServiceMutation,
  useUpdatePreferencesMutation,
} from '../../household-account/api/household-account-api';
import { preferencesSchema, type PreferencesChange } from '../utils/preferences-form';
import { serviceStatusLabel } from '../utils/schedule-labels';
import { longDay } from '../../../lib/calendar-day-labels';

interface PreferencesDialogProps {
  profile: HouseholdProfile;
  today: string;
  onClose: () => void;
  /** After a change the routing service hears of through events. */
  onScheduleChanged: () => void;
}

function pauseMessage({ from, until }: NonNullable<PreferencesChange['pause']>): string {
  return until
    ? `No pickups from ${longDay(from)} until ${longDay(until)}.`
    : `No pickups from ${longDay(from)} until you resume.`;
}

/**
 * Update Preferences: pickup instructions, the number of buckets, and pausing the service from a day
 * (today or later on the business's clock) until a day or until resumed; a paused household (or one
 * with a pause ahead) resumes here instead.
 */
export function PreferencesDialog({ profile, today, onClose, onScheduleChanged }: PreferencesDialogProps) {
  const { toast } = useToast();
  const [updatePreferences, preferencesState] = useUpdatePreferencesMutation();
  const [pauseService, pauseState] = usePauseServiceMutation();
  const [resumeService, resumeState] = useResumeServiceMutation();
  const isLoading = preferencesState.isLoading || pauseState.isLoading || resumeState.isLoading;
  const form = useForm({
    schema: preferencesSchema(today),
    initial: {
      pickupInstructions: profile.pickupInstructions,
      bucketCount: String(profile.bucketCount),
      from: '',
      until: '',
    },
    isLoading,
  });
  const canPause = profile.pause === null && profile.status === 'active';

  const attempt = async (call: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      toast(failureToast(error, form.fail(error, fallback)));
      return false;
    }
  };

  const save = async ({ preferences, pause }: PreferencesChange) => {
    const changed =
      preferences.pickupInstructions !== profile.pickupInstructions ||
      preferences.bucketCount !== profile.bucketCount;
    if (!changed && !pause) {
      form.fail(null, customerMessages.nothingToChange);
      return;
    }
    if (changed) {
      const saved = await attempt(
        () => updatePreferences(preferences).unwrap(),
        customerMessages.preferencesFailed,
      );
      if (!saved) return;
      onScheduleChanged();
    }
    if (pause) {
      const paused = await attempt(() => pauseService(pause).unwrap(), customerMessages.pauseFailed);
      if (!paused) return;
      onScheduleChanged();
      toast({ title: customerMessages.pauseScheduled, message: pauseMessage(pause), severity: 'success' });
    } else {
      toast({ title: customerMessages.preferencesUpdated, severity: 'success' });
    }
    onClose();
  };

  const resume = async () => {
    const resumed = await attempt(() => resumeService(undefined).unwrap(), customerMessages.resumeFailed);
    if (!resumed) return;
    onScheduleChanged();
    toast({
      title: customerMessages.serviceResumed,
      message: 'Your pickups follow your route again.',
      severity: 'success',
    });
    onClose();
  };

  return (
    <FormDialog
      open
      title="Update Preferences"
      onSubmit={form.onSubmit(save)}
      submitLabel="Save"
      pendingLabel="Saving…"
      isLoading={isLoading}
      onClose={onClose}
      error={form.outcome?.text}
    >
      <PlainField
        label="Pickup instructions"
        {...form.field('pickupInstructions')}
        required={false}
        minRows={3}
        helperText="Where the driver finds your bucket (side gate, by the garage)"
      />
      <PlainField
        label="Buckets"
        type="number"
        {...form.field('bucketCount')}
        helperText={`From 1 to ${limits.householdBuckets}; each beyond the first is an extra bucket`}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
          Pause service
        </Typography>
        {canPause ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateTimeField
              label="Pause from"
              type="date"
              {...form.field('from')}
              required={false}
              helperText="Today or later; leave empty to keep your pickups"
            />
            <DateTimeField
              label="Resume on"
              type="date"
              {...form.field('until')}
              required={false}
              helperText="Leave empty to resume yourself"
            />
          </Box>
        ) : (
          <Alert
            severity="info"
            action={
              profile.pause && (
                <Button color="inherit" size="small" disabled={isLoading} onClick={() => void resume()}>
                  Resume Service
                </Button>
              )
            }
          >
            {profile.pause
              ? `${serviceStatusLabel(profile, today)}.`
              : 'Only an active service can be paused.'}
          </Alert>
        )}
      </Box>
    </FormDialog>
  );
}
