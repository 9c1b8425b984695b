import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { hexColorPattern, tenantMessages } from '@pickup/contracts/constants';
import { useState } from 'react';

interface ColorFieldProps {
  label: string;
  name: string;
  /** The colour in use, always #RRGGBB. */
  value: string;
  onChange: (color: string) => void;
  /** The server's word on the field after a save. */
  error?: string;
}

/**
 * A colour by picker or by hex code. The typed code applies only once it is # and six hex digits
 * (the spec's rule), so the page never shows a half-typed colour; until then the field says why.
 */
export function ColorField({ label, name, value, onChange, error }: ColorFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A colour chosen with the picker (or undone elsewhere) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const typedInvalid = !hexColorPattern.test(text);
  const message = typedInvalid ? tenantMessages.invalidColor : error;

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={value.toLowerCase()}
        onChange={(event) => onChange(event.target.value)}
        aria-label={`${label} picker`}
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextField
        label={label}
        name={name}
        value={text}
        onChange={(event) => {
          const typed = event.target.value.trim();
          setText(typed);
          if (hexColorPattern.test(typed)) onChange(typed);
        }}
        error={message !== undefined}
        helperText={message ?? 'A hex code such as #3c6650'}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'none' } }}
      />
    </Box>
  );
}
