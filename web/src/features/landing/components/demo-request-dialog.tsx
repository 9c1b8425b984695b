import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { tenantMessages } from '@pickup/contracts/constants';
import { demoRequestBody } from '@pickup/contracts/schemas';
import { useEffect, useState } from 'react';
import { PlainField } from '../../../components/form/plain-field';
import { useForm, type FieldProps } from '../../../components/form/use-form';
import { useRequestDemoMutation } from '../api/landing-api';

export const demoRequestFailed = 'Failed to submit demo request. Please try again or contact us directly.';
/** The spec closes the form this long after a request is received. */
export const demoFormCloseMs = 2000;

const requiredMessage = tenantMessages.demoRequestRequired;

interface DemoRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The demo request (business spec §2.2): name, e-mail and company required, phone and message
 * optional, every value trimmed. The spec's one message for the missing required fields shows once
 * above the form, the fields it names marked; once received, a confirmation, and the form closes
 * after 2 seconds.
 */
export function DemoRequestDialog({ open, onClose }: DemoRequestDialogProps) {
  const [requestDemo, { isLoading }] = useRequestDemoMutation();
  const [received, setReceived] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm({
    schema: demoRequestBody,
    initial: { name: '', email: '', company: '', phone: '', message: '' },
    isLoading,
  });

  useEffect(() => {
    if (!received) return;
    const timer = setTimeout(onClose, demoFormCloseMs);
    return () => clearTimeout(timer);
  }, [received, onClose]);

  const submit = form.onSubmit(async (body) => {
    setFailed(false);
    const result = await requestDemo(body);
    if (result.error) {
      form.fail(result.error, demoRequestFailed);
      setFailed(true);
      return;
    }
    setReceived(true);
  });

  // The one required-fields message is said once, above the fields; each field it names turns red.
  const field = (name: Parameters<typeof form.field>[0]): FieldProps => {
    const props = form.field(name);
    return props.error === requiredMessage ? { ...props, error: '' } : props;
  };
  const missingRequired = (['name', 'email', 'company'] as const).some(
    (name) => form.field(name).error === requiredMessage,
  );

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="demo-request-title"
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id="demo-request-title">Request a demo</DialogTitle>
      {received ? (
        <DialogContent>
          <Alert severity="success" role="status">
            {tenantMessages.demoRequestReceived}
          </Alert>
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-labelledby="demo-request-title">
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.25} sx={{ pt: 1 }}>
              {missingRequired && <Alert severity="error">{requiredMessage}</Alert>}
              {failed && <Alert severity="error">{demoRequestFailed}</Alert>}
              <PlainField label="Name" autoComplete="name" autoFocus {...field('name')} />
              <PlainField label="Email" type="email" autoComplete="email" {...field('email')} />
              <PlainField label="Company Name" autoComplete="organization" {...field('company')} />
              <PlainField label="Phone" autoComplete="tel" required={false} {...field('phone')} />
              <PlainField
                label="What would you like to see?"
                required={false}
                minRows={3}
                {...field('message')}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disableElevation disabled={isLoading}>
              {isLoading ? 'Sending…' : 'Request Demo'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
