import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The form's submit handler: `form.onSubmit(...)` of use-form. */
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The submit button's label while the request is pending ("Saving…"). */
  pendingLabel: string;
  isLoading: boolean;
  onClose: () => void;
  /** A failure of the last send, shown above the fields (`form.outcome`). */
  error?: string | null;
  /** Keeps the submit button disabled, e.g. until the required fields are filled. */
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog (add, edit): fields stacked, Cancel and the submit button at the bottom, with
 * narrow margins below 600 px so a phone keeps the fields wide. It cannot be dismissed while sending.
 */
export function FormDialog({
  open,
  title,
  onSubmit,
  submitLabel,
  pendingLabel,
  isLoading,
  onClose,
  error,
  submitDisabled = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disableElevation disabled={isLoading || submitDisabled}>
            {isLoading ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
