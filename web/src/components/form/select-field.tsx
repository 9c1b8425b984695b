import TextField from '@mui/material/TextField';
import type { FieldProps } from './use-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldProps {
  label: string;
  options: readonly SelectOption[];
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** Marks the label as required (default false: most choices have a default). */
  required?: boolean;
}

/** A choice among a few options of a form, as the system's own select (light, and right on a phone). */
export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  options,
  helperText,
  required = false,
}: SelectFieldProps) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      required={required}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
