import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Customer } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useSendSupportMessageMutation } from '../api/customers-api';
import { fullName } from '../utils/labels';
import { messageFailedToast, messageSentToast } from '../utils/messages';

interface MessageCustomerDialogProps {
  /** A customer with a login: the row offers Message only to them. */
  customer: Customer & { userId: string };
  onClose: () => void;
}

/** Support messaging: a message from the owner to the customer's account. */
export function MessageCustomerDialog({ customer, onClose }: MessageCustomerDialogProps) {
  const [content, setContent] = useState('');
  const [send, { isLoading }] = useSendSupportMessageMutation();
  const { toast } = useToast();
  const text = content.trim();
  const title = `Message ${fullName(customer)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text || isLoading) return;
    // The thread is the customer's; who sends comes from the session.
    const result = await send({ receiverId: customer.id, content: text });
    if (result.error) {
      toast(messageFailedToast);
      return;
    }
    onClose();
    toast(messageSentToast);
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Message"
            name="content"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={4}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disableElevation disabled={!text || isLoading}>
            {isLoading ? 'Sending…' : 'Send'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
