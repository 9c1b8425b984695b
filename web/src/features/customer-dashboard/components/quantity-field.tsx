import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { maxCartQuantity } from '@pickup/contracts/constants';

/** A whole number between 1 and the cart's limit, whatever was typed. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxCartQuantity, Math.max(1, Math.round(value)));
}

/** How many to add: minus, the number (typed or stepped), plus; 1 to 99. */
export function QuantityField({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <RemoveIcon />
      </IconButton>
      <TextField
        label="Quantity"
        name="quantity"
        type="number"
        size="small"
        value={value}
        onChange={(event) => onChange(clampQuantity(Number.parseInt(event.target.value, 10)))}
        slotProps={{ htmlInput: { min: 1, max: maxCartQuantity, inputMode: 'numeric' } }}
        sx={{ width: 96 }}
      />
      <IconButton
        aria-label="Increase quantity"
        disabled={value >= maxCartQuantity}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
