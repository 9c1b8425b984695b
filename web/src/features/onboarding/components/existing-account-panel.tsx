import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { tenantMessages } from '@pickup/contracts/constants';
import { hrefFor } from '../../../config/paths';
import type { ExistingAccount } from '../utils/wizard';

interface ExistingAccountPanelProps {
  account: ExistingAccount;
  onTryAgain: () => void;
}

/** Registration met an account with that e-mail: sign in to it, or change what was typed. */
export function ExistingAccountPanel({ account, onTryAgain }: ExistingAccountPanelProps) {
  return (
    <Box data-existing-account>
      <Alert severity="info" sx={{ mb: 2.5 }}>
        <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
          You already have an account
        </AlertTitle>
        {account.businessName
          ? `This email already has an account with ${account.businessName}. `
          : `${tenantMessages.existingAccount}. `}
        {tenantMessages.existingAccountSuggestion}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          href={account.loginUrl ?? hrefFor('login', null)}
          variant="contained"
          disableElevation
          size="large"
        >
          Sign in to your account
        </Button>
        <Button variant="outlined" size="large" onClick={onTryAgain}>
          Try Different Information
        </Button>
      </Stack>
    </Box>
  );
}
