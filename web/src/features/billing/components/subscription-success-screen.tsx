import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useStripeReturn } from '../../../components/payments/use-stripe-return';
import { hrefFor } from '../../../config/paths';
import { usePlatformSubscriptionQuery } from '../api/platform-api';

/**
 * After the plan's card is confirmed (/subscription-success; also where Stripe returns after a
 * redirect): the plan is active, and the next steps are the business profile and the dashboard.
 */
export function SubscriptionSuccessScreen() {
  const returned = useStripeReturn();
  // Asked again on arrival: the plan was activated after the cached answer.
  const subscription = usePlatformSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true });
  const failed = returned === 'failed';
  const plan = subscription.data?.status === 'active' ? subscription.data.planName : null;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Card
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      >
        {failed ? (
          <>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
              Payment Failed
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Your card was not accepted, so your plan has not started. Please try again.
            </Typography>
            <Button component={Link} to={hrefFor('subscription', null)} variant="contained" disableElevation>
              Back to Plans
            </Button>
          </>
        ) : (
          <>
            <CheckIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 1, mb: 1.5 }}>
              Subscription Activated!
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {plan ? `Your ${plan} plan is active. ` : 'Your plan is active. '}
              Set up your business profile so your customers know who you are.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
              <Button
                component={Link}
                to={hrefFor('businessSettings', null)}
                variant="contained"
                disableElevation
              >
                Set Up Business Profile
              </Button>
              <Button component={Link} to="/" variant="outlined">
                Go to Dashboard
              </Button>
            </Box>
          </>
        )}
      </Card>
    </Box>
  );
}
