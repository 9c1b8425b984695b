import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messagingLimits } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';

interface SendBoxProps {
  /** Sends the trimmed text; resolves true once it is sent, which empties the box. */
  onSend: (text: string) => Promise<boolean>;
  /** A send is on its way: the button is disabled until it ends. */
  sending: boolean;
}

/**
 * The chat's text input and Send (customer spec §5): a message empty after trimming is not sent,
 * and Send is disabled while a send is pending. A failed send keeps the text, so nothing is lost.
 */
export function SendBox({ onSend, sending }: SendBoxProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const canSend = trimmed !== '' && !sending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if (await onSend(trimmed)) setText('');
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Send a message to support"
      onSubmit={(event) => void submit(event)}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        p: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        label="Message"
        name="content"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message…"
        autoComplete="off"
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: messagingLimits.messageLength } }}
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        disabled={!canSend}
        endIcon={<SendIcon />}
        sx={{ flexShrink: 0 }}
      >
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </Box>
  );
}
