import NextIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { RouterTextLink } from '../../../components/router-text-link';
import { visuallyHidden } from '../../../components/visually-hidden';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useConnectAccountStatusQuery } from '../api/connect-api';

const features = [
  'Stripe Express accounts with Stripe-hosted onboarding',
  'Card payments from your customers go to your own account',
  'A 10% platform fee taken from each payment, the rest paid out to you',
  'Customer subscriptions and cart orders charged to your account',
  'Receipts for every order',
];

/**
 * What Stripe Connect does here and the owner's next steps, each ticked off as the account gets
 * there (business spec §2.13: the informational card).
 */
export function ConnectGuideCard() {
  const { data: account } = useConnectAccountStatusQuery(undefined);
  const tenant = useTenantPrefix();
  const steps = [
    { label: 'Create your Stripe account', done: Boolean(account) },
    { label: 'Submit your business details to Stripe', done: Boolean(account?.detailsSubmitted) },
    {
      label: 'Wait for card payments and payouts to be enabled',
      done: Boolean(account?.chargesEnabled && account.payoutsEnabled),
    },
  ];

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        How payments work
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Included
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {features.map((feature) => (
              <Typography component="li" key={feature}>
                {feature}
              </Typography>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Next steps
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {steps.map(({ label, done }) => (
              <Box component="li" key={label} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {done ? (
                  <CheckIcon color="primary" fontSize="small" aria-hidden />
                ) : (
                  <TodoIcon color="action" fontSize="small" aria-hidden />
                )}
                <Typography>
                  {label}
                  <Box component="span" sx={visuallyHidden}>
                    {done ? ' (done)' : ' (to do)'}
                  </Box>
                </Typography>
              </Box>
            ))}
            <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <NextIcon color="action" fontSize="small" aria-hidden />
              <Typography>
                Set the extras your customers can order in{' '}
                <RouterTextLink to={`${hrefFor('businessSettings', tenant)}?tab=products`}>
                  Settings, Products
                </RouterTextLink>
              </Typography>
            </Box>
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
