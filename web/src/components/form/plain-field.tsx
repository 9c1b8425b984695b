import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface PlainFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'number' | 'tel' | 'url';
  autoComplete?: string;
  autoFocus?: boolean;
  autoCapitalize?: string;
  /** Default true; an optional field says so by its label alone. */
  required?: boolean;
  /** A text area of at least this many rows. */
  minRows?: number;
  /** A unit before the value ("$"). */
  prefix?: string;
  /** For a number: the smallest step the keyboard arrows take (0.01 for dollars). */
  step?: number;
  /** Shown under the field while it has no error. */
  helperText?: string;
}

/** A text input of a form (required unless told otherwise). */
export function PlainField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  autoCapitalize,
  required = true,
  minRows,
  prefix,
  step,
  helperText,
}: PlainFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      autoCapitalize={autoCapitalize}
      required={required}
      multiline={minRows !== undefined}
      minRows={minRows}
      fullWidth
      slotProps={{
        input: prefix ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } : {},
        htmlInput: step !== undefined ? { step, min: 0 } : {},
      }}
    />
  );
}
