import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cartTaxRate } from '@pickup/contracts/constants';
import { formatUsd } from '@pickup/contracts/money';
import type { CartTotals } from '../utils/cart-totals';

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        // The total is set apart by a rule: a <dl> may hold only its rows.
        ...(strong && { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 }),
      }}
      data-summary-row={label}
    >
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {formatUsd(cents)}
      </Typography>
    </Box>
  );
}

/** Subtotal, the spec's 8 % tax and the total, as a description list. */
export function OrderSummary({ totals }: { totals: CartTotals }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label="Subtotal" cents={totals.subtotalCents} />
      <Row label={`Tax (${Math.round(cartTaxRate * 100)}%)`} cents={totals.taxCents} />
      <Row label="Total" cents={totals.totalCents} strong />
    </Box>
  );
}
