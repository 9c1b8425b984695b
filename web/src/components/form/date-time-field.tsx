import TextField from '@mui/material/TextField';
import type { FieldProps } from './use-form';

interface DateTimeFieldProps extends FieldProps {
  label: string;
  /** The browser's own day or time picker: values yyyy-MM-dd or HH:mm. */
  type: 'date' | 'time';
  /** Default true; an optional field says so by its label alone. */
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
}

/** A day or a time of a form, as the system's own picker (light, and right on a phone). */
export function DateTimeField({
  label,
  type,
  name,
  value,
  onChange,
  error,
  required = true,
  helperText,
}: DateTimeFieldProps) {
  return (
    <TextField
      label={label}
      type={type}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      required={required}
      fullWidth
      // The picker shows its own placeholder (--:-- --): the label stays above it.
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
