import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { CartItem } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useGetCartQuery, useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cart-api';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { cartTotals } from '../utils/cart-totals';
import { checkoutFailedToast } from '../utils/messages';
import { CartItemRow } from './cart-item-row';
import { OrderSummary } from './order-summary';
import { ProductPicker } from './product-picker';

// The spec's words (customer spec §8).
const quantityFailedMessage = 'Failed to update item quantity';
const removeFailedMessage = 'Failed to remove item';
export const checkoutFailed = {
  title: 'Checkout Failed',
  message: 'Unable to process checkout. Please try again.',
};

/**
 * The customer's cart (/customer/cart): items with minus and plus, remove, the order summary with the
 * 8 % tax, Proceed to Checkout and the way back to the dashboard. Below the cart, the business's
 * products on sale can be added (the cart's own way to shop until the dashboard offers them).
 */
export function CartScreen() {
  const userId = useSession().user?.id;
  const tenant = useTenantPrefix();
  const cart = useGetCartQuery(userId ?? skipToken);

  return (
    <>
      <PageHeader
        title="Your Cart"
        description="Extras delivered with your next pickup."
        actions={
          <Button
            variant="outlined"
            component={Link}
            to={hrefFor('customerDashboard', tenant)}
            startIcon={<ArrowBackIcon />}
          >
            Back to Dashboard
          </Button>
        }
      />
      {cart.isLoading ? (
        <LoadingState label="Loading your cart" />
      ) : cart.isError || !cart.data || !userId ? (
        <ErrorState
          title="Your cart could not load"
          message="Please try again in a moment."
          onRetry={() => void cart.refetch()}
        />
      ) : cart.data.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <FilledCart userId={userId} items={cart.data} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 2 }}>
            Add more to your order
          </Typography>
          <ProductPicker />
        </>
      )}
    </>
  );
}

function EmptyCart() {
  return (
    <>
      <Card variant="outlined" sx={{ mb: 4 }}>
        <EmptyState
          icon={<CartIcon />}
          title="Your cart is empty"
          description="Add extras from the products below; they come with your next pickup."
        />
      </Card>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Products
      </Typography>
      <ProductPicker />
    </>
  );
}

function FilledCart({ userId, items }: { userId: string; items: CartItem[] }) {
  const [update] = useUpdateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const { start, isLoading: startingCheckout } = useStartCheckout(checkoutFailedToast);
  const { toast } = useToast();
  const totals = cartTotals(items);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  const setQuantity = async (item: CartItem, quantity: number) => {
    const result = await update({ userId, itemId: item.id, quantity });
    if (result.error) toast({ title: 'Error', message: quantityFailedMessage, severity: 'error' });
  };
  const removeItem = async (item: CartItem) => {
    const result = await remove({ userId, itemId: item.id });
    if (result.error) toast({ title: 'Error', message: removeFailedMessage, severity: 'error' });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Card variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Items ({count})
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              onQuantity={(quantity) => void setQuantity(item, quantity)}
              onRemove={() => void removeItem(item)}
            />
          ))}
        </Box>
      </Card>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 140 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Order Summary
        </Typography>
        <OrderSummary totals={totals} />
        <Button
          variant="contained"
          size="large"
          disableElevation
          fullWidth
          sx={{ mt: 2.5 }}
          disabled={startingCheckout || totals.totalCents === 0}
          onClick={() => void start(items)}
        >
          {startingCheckout ? 'Starting checkout…' : 'Proceed to Checkout'}
        </Button>
        {totals.totalCents === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            None of these items is on sale any more: remove them to check out.
          </Typography>
        )}
      </Card>
    </Box>
  );
}
