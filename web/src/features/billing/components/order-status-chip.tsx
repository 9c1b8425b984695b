import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@pickup/contracts/constants';

// Text colours dark enough for 4.5:1 on white (WCAG AA), each with its own hue.
const looks: Record<OrderStatus, { label: string; color: string }> = {
  placed: { label: 'Placed', color: '#0b5394' },
  in_transit: { label: 'In Transit', color: '#8a4600' },
  delivered: { label: 'Delivered', color: '#1b5e20' },
  cancelled: { label: 'Cancelled', color: '#555555' },
};

/** An order's status as a chip: Placed, In Transit, Delivered or Cancelled. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, color } = looks[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-status={status}
      sx={{ color, borderColor: color, fontWeight: 600 }}
    />
  );
}
