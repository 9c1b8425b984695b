import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { existingAccountTitle, goToMyAccountLabel, type ExistingAccount } from '../utils/signup-messages';

interface ExistingAccountDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  account: ExistingAccount | null;
  /** Where the household signs in when the answer named no address: the business's login. */
  fallbackLoginPath: string;
  onClose: () => void;
}

/** The e-mail is already a customer of this business (409): sign in instead, or change the e-mail. */
export function ExistingAccountDialog({
  open,
  account,
  fallbackLoginPath,
  onClose,
}: ExistingAccountDialogProps) {
  const navigate = useNavigate();

  const goToAccount = () => {
    const target = new URL(account?.loginUrl ?? fallbackLoginPath, window.location.origin);
    // The business's login on this site opens in place; on its own domain, the browser goes there.
    if (target.origin === window.location.origin) {
      void navigate(`${target.pathname}${target.search}${target.hash}`);
      return;
    }
    window.location.assign(target.href);
  };

  return (
    <ConfirmDialog
      open={open}
      title={existingAccountTitle}
      confirmLabel={goToMyAccountLabel}
      pendingLabel={goToMyAccountLabel}
      isLoading={false}
      onConfirm={goToAccount}
      onClose={onClose}
    >
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        {account?.error}
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {account?.suggestion}
      </Typography>
    </ConfirmDialog>
  );
}
