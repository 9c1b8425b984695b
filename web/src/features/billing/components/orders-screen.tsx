import TrackIcon from '@mui/icons-material/LocalShippingOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReorderIcon from '@mui/icons-material/Replay';
import OrdersIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { Order } from '@pickup/contracts/schemas';
import { deliveryLine } from '../../../lib/order-delivery';
import Alert from '@mui/material/Alert';
import { format, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { InfoDialog } from '../../../components/dialogs/info-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { SpreadRow } from '../../../components/page/spread-row';
import { paymentFailedTitle } from '../../../components/payments/payment-messages';
import { useStripeReturn } from '../../../components/payments/use-stripe-return';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTenantPrefix } from '../../../lib/use-tenant';
import { useListOrdersQuery, useOrderReceiptMutation, useReorderMutation } from '../api/orders-api';
import { lineCents } from '../utils/cart-totals';
import type { PaidState } from '../utils/checkout-query';
import { longDate } from '../utils/dates';
import { addFailedToast, orderPaidToast } from '../utils/messages';
import { CartDialog } from './cart-dialog';
import { OrderStatusChip } from './order-status-chip';

const ordersPageSize = 10;

// Stripe's webhook places the order a moment after the card is confirmed: until the order shows,
// the list is asked again every 2 s, for at most 30 s. Server and browser clocks may differ by a
// minute or two, hence the margin when telling the new order from older ones.
const awaitOrderEveryMs = 2000;
const awaitOrderForMs = 30_000;
const clockMarginMs = 120_000;

function paidAtOf(state: unknown, returned: string | null): number | null {
  const paidAt = (state as Partial<PaidState> | null)?.paidAt;
  if (typeof paidAt === 'number') return paidAt;
  return returned === 'succeeded' || returned === 'processing' ? Date.now() : null;
}

// An object URL of a receipt is kept a minute: long enough for the new tab to read it.
const receiptUrlLifetimeMs = 60_000;

/** Stripe's receipt page when real payments are on; this API's own PDF otherwise. */
function isExternal(url: string): boolean {
  try {
    return new URL(url, window.location.origin).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** The search parameter naming the order whose tracking dialog is open (the dashboard's Track links here). */
const trackParam = 'track';

/** Where the order's extras are; one delivered by hand, on no pickup, is simply delivered. */
const whereExtrasAre = (order: Order) =>
  deliveryLine(order) ?? (order.status === 'delivered' ? 'Delivered' : null);

/**
 * The customer's orders (/orders), newest first, a page at a time: status, where the extras are,
 * lines, totals, date, the receipt, Track on an order in transit, and Reorder, which puts the
 * products back in the cart and shows it.
 */
export function OrdersScreen() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const returned = useStripeReturn();
  const { state } = useLocation();
  const [paidAt] = useState(() => paidAtOf(state, returned));
  const [gaveUp, setGaveUp] = useState(false);
  const [newest, setNewest] = useState<string | null>(null);
  const orderShown = paidAt !== null && newest !== null && Date.parse(newest) >= paidAt - clockMarginMs;
  const awaiting = paidAt !== null && !orderShown && !gaveUp;
  const orders = useListOrdersQuery(
    { page, limit: ordersPageSize },
    { pollingInterval: awaiting && page === 1 ? awaitOrderEveryMs : 0 },
  );
  if (orders.data && (orders.data.orders[0]?.date ?? null) !== newest)
    setNewest(orders.data.orders[0]?.date ?? null);
  const [cartOpen, setCartOpen] = useState(false);

  useEffect(() => {
    if (paidAt === null) return;
    const timer = window.setTimeout(() => setGaveUp(true), paidAt + awaitOrderForMs - Date.now());
    return () => window.clearTimeout(timer);
  }, [paidAt]);
  const { toast } = useToast();

  useEffect(() => {
    if (returned === 'succeeded' || returned === 'processing')
      toast({ ...orderPaidToast, severity: 'success' });
    if (returned === 'failed') {
      toast({ title: paymentFailedTitle, message: 'Your payment was not completed.', severity: 'error' });
    }
  }, [returned, toast]);

  const goTo = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });
  const setTracked = (orderId: string | null) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (orderId) params.set(trackParam, orderId);
      else params.delete(trackParam);
      return params;
    });
  const trackedId = search.get(trackParam);
  const tracked = orders.data?.orders.find(
    (order) => order.id === trackedId && order.status === 'in_transit' && order.delivery !== null,
  );

  return (
    <>
      <PageHeader title="Your Orders" description="Extras you ordered, newest first." />
      {awaiting && !orders.isLoading && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Confirming your payment: your new order appears here in a moment.
        </Alert>
      )}
      {orders.isLoading ? (
        <LoadingState label="Loading your orders" />
      ) : orders.isError || !orders.data ? (
        <ErrorState
          title="Your orders could not load"
          message="Please try again in a moment."
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        <Card variant="outlined">
          <EmptyState
            icon={<OrdersIcon />}
            title="No orders yet"
            description="Extras you order from your cart show here, with their receipts."
            action={
              <Button
                component={Link}
                to={hrefFor('customerCart', null)}
                variant="contained"
                disableElevation
              >
                Go to Cart
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {orders.data.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                onTrack={() => setTracked(order.id)}
                onReordered={() => setCartOpen(true)}
              />
            ))}
          </Stack>
          {orders.data.totalPages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={orders.data.totalPages}
                page={page}
                onChange={(_event, next) => goTo(next)}
                color="primary"
                siblingCount={0}
              />
            </Box>
          )}
        </>
      )}
      <CartDialog open={cartOpen} onClose={() => setCartOpen(false)} />
      {tracked?.delivery && (
        <TrackDialog order={tracked} delivery={tracked.delivery} onClose={() => setTracked(null)} />
      )}
    </>
  );
}

interface OrderCardProps {
  order: Order;
  onTrack: () => void;
  onReordered: () => void;
}

function OrderCard({ order, onTrack, onReordered }: OrderCardProps) {
  const userId = useSession().user?.id ?? '';
  const [reorder, { isLoading: reordering }] = useReorderMutation();
  const { toast } = useToast();
  const headingId = `order-${order.id}`;
  const delivery = whereExtrasAre(order);

  const again = async () => {
    const result = await reorder({ orderId: order.id, userId });
    if (result.error) {
      toast({ ...addFailedToast, severity: 'error' });
      return;
    }
    onReordered();
  };

  return (
    <Card component="li" variant="outlined" data-order={order.id} sx={{ p: { xs: 2, sm: 3 } }}>
      <SpreadRow sx={{ mb: 1.5 }}>
        <Box>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Order {order.number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {longDate(order.date)}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </SpreadRow>
      {delivery && (
        <Typography sx={{ mb: 1.5, fontWeight: 600 }} data-delivery>
          {delivery}
        </Typography>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={`Items of order ${order.number}`}
      >
        {order.items.map((line) => (
          <Box
            component="li"
            key={line.productId}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
          >
            <Typography>
              {line.quantity} × {line.name}
            </Typography>
            <Typography sx={{ flexShrink: 0 }}>{formatUsd(lineCents(line))}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1.5,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        <Typography component="dt" color="text.secondary">
          Subtotal
        </Typography>
        <Typography component="dd" color="text.secondary">
          {formatUsd(toCents(order.subtotal))}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Tax
        </Typography>
        <Typography component="dd" color="text.secondary">
          {formatUsd(toCents(order.tax))}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ fontWeight: 700 }} data-order-total>
          {formatUsd(toCents(order.amount))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        <ReceiptButton order={order} />
        {order.status === 'in_transit' && order.delivery && (
          <Button variant="outlined" startIcon={<TrackIcon />} onClick={onTrack} aria-describedby={headingId}>
            Track
          </Button>
        )}
        <Button
          variant="contained"
          disableElevation
          startIcon={<ReorderIcon />}
          disabled={reordering || !userId}
          onClick={() => void again()}
          aria-describedby={headingId}
        >
          {reordering ? 'Adding…' : 'Reorder'}
        </Button>
      </Box>
    </Card>
  );
}

/** Where an order in transit is: the route, day and window of the pickup it rides on. */
function TrackDialog({
  order,
  delivery,
  onClose,
}: {
  order: Order;
  delivery: NonNullable<Order['delivery']>;
  onClose: () => void;
}) {
  const tenant = useTenantPrefix();
  return (
    <InfoDialog
      title={
        <>
          <span>Track Order {order.number}</span>
          <OrderStatusChip status={order.status} />
        </>
      }
      onClose={onClose}
      actions={
        <Button component={Link} to={hrefFor('customerSchedule', tenant)} variant="outlined">
          View Schedule
        </Button>
      }
    >
      <Typography>Your order is on its way with your pickup.</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <Typography component="dt">Route</Typography>
        <Typography component="dd">{delivery.routeName}</Typography>
        <Typography component="dt">Day</Typography>
        <Typography component="dd">{format(parseISO(delivery.date), 'EEEE, MMMM d, yyyy')}</Typography>
        <Typography component="dt">Window</Typography>
        <Typography component="dd">{delivery.timeWindow}</Typography>
      </Box>
    </InfoDialog>
  );
}

function ReceiptButton({ order }: { order: Order }) {
  const [fetchReceipt, { isLoading }] = useOrderReceiptMutation();
  const { toast } = useToast();

  if (isExternal(order.receiptUrl)) {
    return (
      <Button
        component="a"
        href={order.receiptUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        startIcon={<ReceiptIcon />}
        endIcon={<OpenInNewIcon fontSize="small" />}
        aria-describedby={`order-${order.id}`}
      >
        Receipt
      </Button>
    );
  }

  // The PDF needs the session's token, so it is fetched here and opened from memory.
  const open = async () => {
    const result = await fetchReceipt(order.id);
    if (result.error) {
      toast({ title: 'Error', message: 'Failed to open the receipt. Please try again.', severity: 'error' });
      return;
    }
    const url = result.data;
    if (!window.open(url, '_blank')) {
      // A blocked new tab: the receipt downloads instead.
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${order.number}.pdf`;
      link.click();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), receiptUrlLifetimeMs);
  };

  return (
    <Button
      variant="outlined"
      startIcon={<ReceiptIcon />}
      disabled={isLoading}
      onClick={() => void open()}
      aria-describedby={`order-${order.id}`}
    >
      {isLoading ? 'Opening…' : 'Receipt'}
    </Button>
  );
}
