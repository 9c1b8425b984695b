import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatUsd } from '@pickup/contracts/money';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useGetCartQuery } from '../api/cart-api';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { cartTotals, lineCents } from '../utils/cart-totals';
import { checkoutIssueToast } from '../utils/messages';
import { OrderSummary } from './order-summary';

interface CartDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart dialog (customer spec, "Cart dialog"): the signed-in customer's items and totals, and
 * Proceed to Checkout, which opens /checkout with the payment in the query.
 */
export function CartDialog({ open, onClose }: CartDialogProps) {
  const userId = useSession().user?.id;
  const tenant = useTenantPrefix();
  const cart = useGetCartQuery(open && userId ? userId : skipToken);
  const { start, isLoading } = useStartCheckout(checkoutIssueToast);
  const items = cart.data ?? [];
  const totals = cartTotals(items);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      sx={{
        '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } },
      }}
    >
      <DialogTitle>Your Cart</DialogTitle>
      <DialogContent>
        {cart.isLoading ? (
          <LoadingState label="Loading your cart" />
        ) : cart.isError ? (
          <ErrorState title="Your cart could not load" onRetry={() => void cart.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState headingLevel="h3" title="Your cart is empty" />
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Items">
              {items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  data-dialog-item={item.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {item.quantity} × {item.name}
                    </Typography>
                    {!item.available && (
                      <Typography variant="body2" color="text.secondary">
                        No longer available: not charged
                      </Typography>
                    )}
                  </Box>
                  <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
                    {formatUsd(lineCents(item))}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Divider sx={{ my: 1.5 }} />
            <OrderSummary totals={totals} />
          </>
        )}
      </DialogContent>
      {/* On a phone the buttons stack, checkout first, each the dialog's width. */}
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Button component={Link} to={hrefFor('customerCart', tenant)} onClick={onClose}>
          Edit Cart
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={isLoading || totals.totalCents === 0}
          onClick={() => void start(items)}
        >
          {isLoading ? 'Starting checkout…' : 'Proceed to Checkout'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
