import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Customer } from '@pickup/contracts/schemas';

/** A customer as the picker lists them. */
export interface StopChoice {
  customerId: string;
  name: string;
  address: string;
  bucketNumber: string;
}

export function choiceOf(customer: Customer): StopChoice {
  return {
    customerId: customer.id,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    address: customer.address,
    bucketNumber: customer.bucketNumber,
  };
}

interface RouteCustomersFieldProps {
  /** The chosen customers, in the route's order. */
  value: readonly StopChoice[];
  onChange: (stops: StopChoice[]) => void;
  /** The customers that may be added (the business's active customers). */
  choices: readonly StopChoice[];
  /** While the choices load, or why they cannot. */
  status?: string;
}

/**
 * The route's customers in order: each with Move up, Move down and Remove, and a list to add one
 * more at the end (the system's own select: light, and right on a phone).
 */
export function RouteCustomersField({ value, onChange, choices, status }: RouteCustomersFieldProps) {
  const chosen = new Set(value.map((stop) => stop.customerId));
  const addable = choices.filter((choice) => !chosen.has(choice.customerId));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [stop] = next.splice(index, 1);
    if (stop) next.splice(index + by, 0, stop);
    onChange(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Customers ({value.length})
      </Typography>
      {value.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'grid', gap: 0.75 }}>
          {value.map((stop, index) => (
            <Box
              component="li"
              key={stop.customerId}
              data-stop-choice={stop.customerId}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                pl: 1.5,
                pr: 0.5,
                py: 0.5,
              }}
            >
              <Typography sx={{ fontWeight: 700, minWidth: 20, fontVariantNumeric: 'tabular-nums' }}>
                {index + 1}.
              </Typography>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{stop.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[stop.address || 'No address', stop.bucketNumber].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton
                  size="small"
                  aria-label={`Move ${stop.name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <UpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${stop.name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <DownIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Remove ${stop.name}`}
                  onClick={() => onChange(value.filter((each) => each.customerId !== stop.customerId))}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <TextField
        select
        label="Add a customer"
        name="addCustomer"
        value=""
        onChange={(event) => {
          const picked = addable.find((choice) => choice.customerId === event.target.value);
          if (picked) onChange([...value, picked]);
        }}
        helperText={status ?? (addable.length === 0 ? 'Every active customer is on this route.' : undefined)}
        disabled={addable.length === 0}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a customer…</option>
        {addable.map((choice) => (
          <option key={choice.customerId} value={choice.customerId}>
            {choice.name}
            {choice.bucketNumber ? ` (${choice.bucketNumber})` : ''}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
