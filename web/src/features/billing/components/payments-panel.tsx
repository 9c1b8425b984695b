import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterTextLink } from '../../../components/router-text-link';
import { hrefFor } from '../../../config/paths';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { ConnectAccountCard } from './connect-account-card';

/** Settings, Payments: the same connected-account card as the Stripe Connect screen. */
export function PaymentsPanel() {
  const tenant = useTenantPrefix();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ConnectAccountCard />
      <Typography color="text.secondary">
        A test payment and how the platform fee splits it are on{' '}
        <RouterTextLink to={hrefFor('stripeConnect', tenant)}>Stripe Connect</RouterTextLink>.
      </Typography>
    </Box>
  );
}
