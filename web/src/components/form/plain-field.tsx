import TextField from '@mui/material/TextField';

interface PlainFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  autoCapitalize?: string;
}

/** A required text input of a form. */
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
}: PlainFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      autoCapitalize={autoCapitalize}
      required
      fullWidth
    />
  );
}
