import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Customer } from '@pickup/contracts/schemas';
import { StatusChip } from '../../../components/status-chip';
import { dollars, fullName, planLabels, shortDate, statusLooks, zoneName } from '../utils/labels';

/** Billing's standing of the card subscription (past_due → Past due); 'none' is no subscription. */
function subscriptionStatusLabel(status: string): string {
  if (status === 'none') return '';
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Fact {
  label: string;
  value: string;
}

/** Every field of the customer that has a value, in the order an owner looks for them. */
function factsOf(customer: Customer): Fact[] {
  // Owners often type the town into the address itself; it is not repeated.
  const typed = customer.address.toLowerCase();
  const place = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')]
    .filter((part) => part !== '' && !typed.includes(part.toLowerCase()))
    .join(', ');
  const facts: [string, string | number | null][] = [
    ['Email', customer.email],
    ['Phone', customer.phone],
    ['Address', [customer.address, place].filter(Boolean).join(', ')],
    ['Zone', zoneName(customer.zone)],
    ['Pickup Day', customer.pickupDay],
    ['Bucket Number', customer.bucketNumber],
    ['Buckets', customer.bucketCount],
    ['Container', customer.containerType],
    ['Plan', planLabels[customer.subscription]],
    ['Subscription Status', subscriptionStatusLabel(customer.subscriptionStatus)],
    ['Monthly Spend', dollars(customer.monthlySpend)],
    ['Next Pickup', customer.nextPickup ?? (customer.nextPickupDate && shortDate(customer.nextPickupDate))],
    ['Total Orders', customer.totalOrders],
    ['Last Order', customer.lastOrderDate && shortDate(customer.lastOrderDate)],
    ['Pickup Instructions', customer.pickupInstructions],
    ['Notes', customer.notes],
    ['Joined', shortDate(customer.joinDate)],
    ['Last Activity', shortDate(customer.lastActivity)],
  ];
  return facts.flatMap(([label, value]) =>
    value === null || value === '' ? [] : [{ label, value: String(value) }],
  );
}

interface CustomerDetailsDialogProps {
  customer: Customer;
  onEdit: () => void;
  onClose: () => void;
}

/** A customer's details, opened from their row, with Edit. */
export function CustomerDetailsDialog({ customer, onEdit, onClose }: CustomerDetailsDialogProps) {
  const titleId = `customer-details-${customer.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {fullName(customer)}
        <StatusChip {...statusLooks[customer.status]} />
      </DialogTitle>
      {/* Focusable, so that a keyboard can scroll the facts when they are longer than a phone's screen. */}
      <DialogContent tabIndex={0}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, auto) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.25 },
          }}
        >
          {factsOf(customer).map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0, whiteSpace: 'pre-line' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disableElevation onClick={onEdit}>
          Edit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
