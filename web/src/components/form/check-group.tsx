import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

interface CheckGroupProps<T extends string> {
  label: string;
  name: string;
  options: readonly { value: T; label: string }[];
  /** The options ticked, in the options' order. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** Shown under the boxes. */
  helperText?: string;
}

/** Any number of a few choices, as a labelled group of checkboxes in a row that wraps. */
export function CheckGroup<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  helperText,
}: CheckGroupProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(
      options.map((each) => each.value).filter((each) => (each === option ? checked : value.includes(each))),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontSize: 14, mb: 0.25 }}>
        {label}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText && <FormHelperText sx={{ mx: 0 }}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
