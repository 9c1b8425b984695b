import ReorderIcon from '@mui/icons-material/Replay';
import OrdersIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import TrackIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { OrderList } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { SpreadRow } from '../../../components/page/spread-row';
import { hrefFor } from '../../../config/paths';
import { deliveryLine } from '../../../lib/order-delivery';
import { dayOfInstant } from '../utils/dates';
import type { DashboardSources, Loadable } from './dashboard-sources';

/** Orders the panel shows: the newest few, the rest are on /orders. */
export const recentOrdersShown = 5;

/** The Orders screen opens its tracking dialog for the order this names. */
export function trackHref(orderId: string): string {
  return `${hrefFor('orders', null)}?track=${encodeURIComponent(orderId)}`;
}

interface RecentOrdersPanelProps {
  orders: Loadable<OrderList>;
  reorder: DashboardSources['reorder'];
  OrderStatusChip: DashboardSources['OrderStatusChip'];
  /** Shows the cart once a reorder filled it. */
  onReordered: () => void;
}

/**
 * Recent Orders (customer spec §2): the newest orders with their status and delivery; Reorder on a
 * delivered one, Track on one in transit; View All leads to /orders.
 */
export function RecentOrdersPanel({ orders, reorder, OrderStatusChip, onReordered }: RecentOrdersPanelProps) {
  const [reordering, setReordering] = useState<string | null>(null);

  const again = async (orderId: string) => {
    setReordering(orderId);
    const done = await reorder(orderId);
    setReordering(null);
    if (done) onReordered();
  };

  return (
    <SectionCard
      title="Recent Orders"
      action={
        <Button component={Link} to={hrefFor('orders', null)} size="small">
          View All
        </Button>
      }
    >
      {orders.isLoading ? (
        <LoadingState label="Loading your orders" />
      ) : orders.isError || !orders.data ? (
        <ErrorState title="Your orders could not load" onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<OrdersIcon />}
          title="No orders yet"
          description="Extras you order ride along with your next pickup, and show here."
        />
      ) : (
        <Box component="ul" aria-label="Recent orders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.orders.slice(0, recentOrdersShown).map((order) => {
            const nameId = `recent-order-${order.id}`;
            const delivery = deliveryLine(order);
            return (
              <Box
                component="li"
                key={order.id}
                data-order={order.id}
                sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
              >
                <SpreadRow>
                  <Typography id={nameId} sx={{ fontWeight: 700 }}>
                    Order {order.number}
                  </Typography>
                  <OrderStatusChip status={order.status} />
                </SpreadRow>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {dayOfInstant(order.date)} · {formatUsd(toCents(order.amount))} ·{' '}
                  {order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}
                </Typography>
                {delivery && (
                  <Typography variant="body2" sx={{ mt: 0.25 }} data-delivery>
                    {delivery}
                  </Typography>
                )}
                {(order.status === 'delivered' || order.status === 'in_transit') && (
                  <Box sx={{ mt: 1 }}>
                    {order.status === 'delivered' ? (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<ReorderIcon />}
                        aria-describedby={nameId}
                        disabled={reordering !== null}
                        onClick={() => void again(order.id)}
                      >
                        {reordering === order.id ? 'Adding…' : 'Reorder'}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<TrackIcon />}
                        aria-describedby={nameId}
                        component={Link}
                        to={trackHref(order.id)}
                      >
                        Track
                      </Button>
                    )}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
