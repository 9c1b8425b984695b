import AccountIcon from '@mui/icons-material/AccountBalanceOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ConnectAccountStatus } from '@pickup/contracts/schemas';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SpreadRow } from '../../../components/page/spread-row';
import { useToast } from '../../../components/toast/toast-context';
import { visuallyHidden } from '../../../components/visually-hidden';
import { serverMessage } from '../../../lib/api-error';
import {
  useConnectAccountStatusQuery,
  useConnectCreateAccountMutation,
  useConnectRefreshOnboardingMutation,
} from '../api/connect-api';
import { accountBadge, type AccountBadge } from '../utils/account-badge';

// Dark enough for 4.5:1 on white (WCAG AA).
const badgeColors: Record<AccountBadge, string> = {
  Active: '#1b5e20',
  'Under Review': '#8a4600',
  'Setup Required': '#b3261e',
};

/**
 * The business's connected Stripe account (the Connect screen and Settings, Payments): its status and
 * badge, the onboarding link while details are missing, or the way to create one.
 */
export function ConnectAccountCard() {
  const account = useConnectAccountStatusQuery(undefined);
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }} data-connect-account>
      {account.isLoading ? (
        <LoadingState label="Loading your payment account" />
      ) : account.isError ? (
        <ErrorState
          title={serverMessage(account.error, 'Failed to fetch account status')}
          onRetry={() => void account.refetch()}
        />
      ) : account.data ? (
        <AccountStatus account={account.data} />
      ) : (
        <NoAccount />
      )}
    </Card>
  );
}

function NoAccount() {
  const [create, { isLoading }] = useConnectCreateAccountMutation();
  const { toast } = useToast();

  const createAccount = async () => {
    const result = await create(undefined);
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to create Stripe Connect account'),
        severity: 'error',
      });
      return;
    }
    toast({ title: 'Stripe Connect account created successfully!', severity: 'success' });
    window.open(result.data.onboardingUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <EmptyState
      icon={<AccountIcon />}
      title="No Connected Account"
      description="Connect a Stripe account to take card payments from your customers. Payouts go straight to your bank."
      action={
        <Button
          variant="contained"
          disableElevation
          disabled={isLoading}
          onClick={() => void createAccount()}
        >
          {isLoading ? 'Creating account…' : 'Create Stripe Account'}
        </Button>
      }
    />
  );
}

function yesNo(value: boolean, yes: string, no: string): string {
  return value ? yes : no;
}

function AccountStatus({ account }: { account: ConnectAccountStatus }) {
  const [refresh, { isLoading: refreshing }] = useConnectRefreshOnboardingMutation();
  const { toast } = useToast();
  const badge = accountBadge(account);
  const onboarding = !account.detailsSubmitted && account.onboardingUrl ? account.onboardingUrl : null;

  const refreshLink = async () => {
    const result = await refresh(undefined);
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to refresh onboarding link'),
        severity: 'error',
      });
      return;
    }
    toast({ title: 'Onboarding link refreshed!', severity: 'success' });
  };

  const rows: [string, string][] = [
    ['Account ID', account.accountId],
    ['Status', account.status],
    ['Card payments', yesNo(account.chargesEnabled, 'Enabled', 'Not enabled')],
    ['Payouts', yesNo(account.payoutsEnabled, 'Enabled', 'Not enabled')],
    ['Business details', yesNo(account.detailsSubmitted, 'Submitted', 'Not submitted')],
  ];

  return (
    <>
      <SpreadRow>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Stripe Account
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={badge}
          data-account-badge
          sx={{ color: badgeColors[badge], borderColor: badgeColors[badge], fontWeight: 600 }}
        />
      </SpreadRow>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
      </Box>
      {onboarding && (
        <>
          <Alert severity="info" sx={{ mt: 2 }}>
            Finish onboarding with Stripe so your business can take card payments and receive payouts.
          </Alert>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button
              component="a"
              href={onboarding}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              disableElevation
              endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
            >
              Complete Onboarding
              <Box component="span" sx={visuallyHidden}>
                (opens in a new tab)
              </Box>
            </Button>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              disabled={refreshing}
              onClick={() => void refreshLink()}
            >
              {refreshing ? 'Refreshing…' : 'Refresh Link'}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
