import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { hrefFor } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-error';
import { useCompleteOnboardingMutation } from '../api/onboarding-api';

export const completeFailed = 'Failed to complete onboarding.';

/** Step 5: the set-up is recorded as complete, and the owner goes on to the dashboard or the settings. */
export function CompleteStep() {
  const [complete, { isLoading, isSuccess, error }] = useCompleteOnboardingMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void complete(undefined);
  }, [complete]);

  if (error) {
    return (
      <ErrorState title={serverMessage(error, completeFailed)} onRetry={() => void complete(undefined)} />
    );
  }
  if (isLoading || !isSuccess) return <LoadingState label="Finishing your set-up" />;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        Your business is ready
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 460, mx: 'auto' }}>
        Add your logo and colours, set your reminders, and invite your first customers.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button
          component={Link}
          to={hrefFor('tenantDashboard', null)}
          variant="contained"
          size="large"
          disableElevation
        >
          Go to your dashboard
        </Button>
        <Button component={Link} to={hrefFor('businessSettings', null)} variant="outlined" size="large">
          Business settings
        </Button>
      </Stack>
    </Box>
  );
}
