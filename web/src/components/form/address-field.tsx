import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { limits } from '@pickup/contracts/constants';
import type { AddressPrediction } from '@pickup/contracts/schemas';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAddressSuggestionsQuery } from './address-suggestions-api';
import type { FieldProps } from './use-form';

/** The spec's address suggestions (business spec §5, §9): asked for past 2 characters, 300 ms after typing pauses. */
export const addressSuggestionRules = { minLength: 3, debounceMs: 300, hideAfterBlurMs: 150 } as const;

interface AddressFieldProps extends FieldProps {
  label: string;
  /** Default true; an optional field says so by its label alone. */
  required?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
}

/**
 * A street address with suggestions from the business's known addresses and service towns: a
 * combobox whose list opens under the field as the owner types (arrows move, Enter picks, Escape
 * closes). A failed request shows no list and no message, as the spec asks.
 */
export function AddressField({
  label,
  name,
  value,
  onChange,
  error,
  required = true,
  helperText,
}: AddressFieldProps) {
  const listId = useId();
  const [typed, setTyped] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState('');
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), addressSuggestionRules.debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const wanted = typed && asked.length >= addressSuggestionRules.minLength;
  const { currentData } = useAddressSuggestionsQuery(asked, { skip: !wanted });
  const predictions = wanted ? (currentData ?? []).slice(0, limits.addressSuggestions) : [];
  const shown = focused && predictions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (prediction: AddressPrediction) => {
    onChange(prediction.description);
    setTyped(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Past the last suggestion (or above the first) the typed text is back to itself, as in a native list.
      const positions = predictions.length + 1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < predictions.length) {
      event.preventDefault();
      const picked = predictions[active];
      if (picked) choose(picked);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog the field sits in.
      event.stopPropagation();
      setTyped(false);
      setActive(-1);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(true);
          setActive(-1);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setFocused(false), addressSuggestionRules.hideAfterBlurMs);
        }}
        onKeyDown={onKeyDown}
        error={error !== undefined}
        helperText={error ?? helperText}
        required={required}
        autoComplete="off"
        fullWidth
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': shown,
            'aria-controls': shown ? listId : undefined,
            'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
          },
        }}
      />
      {shown && (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label={`${label} suggestions`}
          elevation={8}
          sx={{
            position: 'absolute',
            top: 58,
            left: 0,
            right: 0,
            // Above the outlined labels of the fields below, which sit at z-index 1.
            zIndex: 2,
            listStyle: 'none',
            m: 0,
            py: 0.5,
            px: 0,
          }}
        >
          {predictions.map((prediction, index) => (
            <Box
              component="li"
              role="option"
              key={prediction.place_id}
              id={optionId(index)}
              aria-selected={index === active}
              // Keeps the focus in the field, so typing can go on after a pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(prediction)}
              onMouseEnter={() => setActive(index)}
              sx={{
                px: 2,
                py: 1,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.selected' : undefined,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{prediction.structured_formatting.main_text}</Typography>
              <Typography variant="body2" color="text.secondary">
                {prediction.structured_formatting.secondary_text}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
