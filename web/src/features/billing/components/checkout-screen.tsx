import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageHeader } from '../../../components/page/page-header';
import { CardPayment } from '../../../components/payments/card-payment';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { type PaidState, readCheckout } from '../utils/checkout-query';
import { orderPaidToast } from '../utils/messages';

/**
 * Checkout (/checkout): the payment the cart started, read from the query (client secret, amount,
 * payment id and kind), paid by card or, in development, simulated. Paid, it leads to the orders.
 */
export function CheckoutScreen() {
  const [search] = useSearchParams();
  const payment = useMemo(() => readCheckout(search), [search]);
  const navigate = useNavigate();
  const { toast } = useToast();
  const cart = hrefFor('customerCart', null);
  const orders = hrefFor('orders', null);

  const paid = useCallback(() => {
    toast({ ...orderPaidToast, severity: 'success' });
    void navigate(orders, { replace: true, state: { paidAt: Date.now() } satisfies PaidState });
  }, [toast, navigate, orders]);

  return (
    <>
      <PageHeader
        title="Checkout"
        description="Pay for the extras in your cart."
        actions={
          <Button variant="outlined" component={Link} to={cart} startIcon={<ArrowBackIcon />}>
            Back to Cart
          </Button>
        }
      />
      <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        {payment ? (
          <>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 2,
                mb: 3,
              }}
            >
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Amount due
              </Typography>
              <Typography sx={{ fontSize: 28, fontWeight: 800 }} data-amount-due>
                {formatUsd(toCents(payment.amount))}
              </Typography>
            </Box>
            <CardPayment
              confirmation={payment}
              payLabel={`Pay ${formatUsd(toCents(payment.amount))}`}
              returnPath={orders}
              onSucceeded={paid}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 0.75, justifyContent: 'center' }}
            >
              <LockIcon fontSize="inherit" aria-hidden />
              Payments are processed securely by Stripe.
            </Typography>
          </>
        ) : (
          <EmptyState
            title="Nothing to pay"
            description="This checkout link is missing its payment. Start again from your cart."
            action={
              <Button component={Link} to={cart} variant="contained" disableElevation>
                Go to Cart
              </Button>
            }
          />
        )}
      </Card>
    </>
  );
}
