import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { messagingLimits } from '@pickup/contracts/schemas';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface ChatComposerProps {
  /** Names the text box ("Message Robin Lee"). */
  label: string;
  /** Names the form, when it says more than the text box ("Send a message to support"). */
  formLabel?: string;
  /** Sends the trimmed text; resolves true once it is sent, which empties the box. */
  onSend: (text: string) => Promise<boolean>;
  /** A send is on its way: the button waits, and Enter does nothing. */
  sending: boolean;
  placeholder?: string;
}

/**
 * The box a message is written in (business spec §2.10, §5; customer spec §5): Enter sends, Shift+Enter starts a new
 * line; nothing is sent while the text is empty after trimming or while a send is on its way. A
 * failed send keeps the text, so nothing typed is lost.
 */
export function ChatComposer({
  label,
  formLabel = label,
  onSend,
  sending,
  placeholder = 'Write a message…',
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const canSend = trimmed !== '' && !sending;

  const send = async () => {
    if (!canSend) return;
    if (await onSend(trimmed)) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const keyDown = (event: KeyboardEvent) => {
    // A key that ends an input method's composition (Japanese, Chinese) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={formLabel}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: { xs: 1.5, sm: 2 } }}
    >
      <TextField
        label={label}
        name="content"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        placeholder={placeholder}
        multiline
        maxRows={5}
        fullWidth
        size="small"
        helperText="Enter sends · Shift+Enter adds a line"
        slotProps={{
          htmlInput: { maxLength: messagingLimits.messageLength, readOnly: sending },
          // A phone's keyboard has no Shift+Enter to speak of.
          formHelperText: { sx: { display: { xs: 'none', sm: 'block' } } },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        disabled={!canSend}
        endIcon={<SendIcon />}
        sx={{ flexShrink: 0, mb: { xs: 0, sm: 2.875 } }}
      >
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </Box>
  );
}
