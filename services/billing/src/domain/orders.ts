import {
  type EventActor,
  type Order as OrderView,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
  paginate,
  toDollars,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit/errors';
import {
  orderPlaced,
  orderStatusChanged,
  paymentOutcomeOf,
  paymentSucceeded,
} from '../events/billing-events';
import { toLineView } from './checkout';
import { statusSetByHand } from './deliveries';
import type { Billing, Order, Payment } from './model';

/** Paid carts: created when Stripe confirms the payment, listed for the customer and the owner. */

const orderNotFound = () => notFound('Order not found');

export const receiptPath = (orderId: string) => `/api/orders/${orderId}/receipt`;

export function toOrderView(order: Order): OrderView {
  return {
    id: order.id,
    number: order.number,
    customerUserId: order.customerUserId,
    customerName: order.customerName,
    status: order.status,
    items: order.lines.map(toLineView),
    subtotal: toDollars(order.subtotalCents),
    tax: toDollars(order.taxCents),
    amount: toDollars(order.totalCents),
    date: order.placedAt.toISOString(),
    receiptUrl: order.stripeReceiptUrl ?? receiptPath(order.id),
    delivery: order.delivery
      ? {
          date: order.delivery.date,
          routeName: order.delivery.routeName,
          timeWindow: order.delivery.timeWindow,
        }
      : null,
  };
}

export interface OrderReader {
  tenantId: string;
  userId: string;
  role: 'customer' | 'owner';
}

/** A customer sees their own orders; an owner the business's, by status or customer. Newest first. */
export async function listOrders(
  billing: Billing,
  reader: OrderReader,
  query: OrderListQuery,
): Promise<OrderList> {
  const filter =
    reader.role === 'customer'
      ? { customerUserId: reader.userId }
      : {
          ...(query.customerUserId ? { customerUserId: query.customerUserId } : {}),
          ...(query.status !== 'all' ? { status: query.status } : {}),
        };
  const { orders, total } = await billing.orders.list(reader.tenantId, filter, query);
  const pagination = paginate(total, query);
  return { orders: orders.map(toOrderView), total, totalPages: pagination.totalPages, pagination };
}

export async function readableOrder(billing: Billing, reader: OrderReader, id: string): Promise<Order> {
  const order = await billing.orders.find(reader.tenantId, id);
  if (!order || (reader.role === 'customer' && order.customerUserId !== reader.userId)) throw orderNotFound();
  return order;
}

/** The owner moves an order on; delivered or cancelled, it leaves the pickup it rode on (./deliveries). */
export async function setOrderStatus(
  billing: Billing,
  tenantId: string,
  id: string,
  status: OrderStatus,
  actor: EventActor,
) {
  const order = await billing.orders.find(tenantId, id);
  if (!order) throw orderNotFound();
  const decide = await statusSetByHand(billing, tenantId, order, status);
  const cancelledAt = billing.clock.now();
  const result = await billing.orders.change(
    tenantId,
    id,
    // The moment it was cancelled is kept: analytics' replay tells the cancellation then.
    (current) =>
      status === 'cancelled' && current.status !== 'cancelled'
        ? { ...decide(current), cancelledAt }
        : decide(current),
    (changed) => [orderStatusChanged(changed, actor)],
  );
  if (!result) throw orderNotFound();
  return result.order;
}

/**
 * Stripe confirmed a cart's payment: the order is placed (once, whatever Stripe repeats) and the
 * paid lines leave the cart. Routing then schedules its extras on the next pickup (./deliveries).
 */
export async function placeOrder(billing: Billing, payment: Payment): Promise<Order> {
  const existing = await billing.orders.findByPayment(payment.tenantId, payment.id);
  if (existing) return existing;
  const person = await billing.people.find(payment.userId);
  const stripeReceiptUrl = billing.settings.simulated
    ? null
    : await billing.provider.receiptUrl(payment.stripeIntentId);
  const created = await billing.orders.createForPayment(
    {
      tenantId: payment.tenantId,
      customerUserId: payment.userId,
      customerName: person?.name ?? '',
      paymentId: payment.id,
      stripePaymentIntentId: payment.stripeIntentId,
      lines: payment.lines,
      subtotalCents: payment.subtotalCents,
      taxCents: payment.taxCents,
      totalCents: payment.amountCents,
      status: 'placed',
      placedAt: billing.clock.now(),
      stripeReceiptUrl,
      delivery: null,
      cancelledAt: null,
    },
    (order) => [orderPlaced(order), paymentSucceeded(order.tenantId, paymentOutcomeOf(payment, order.id))],
  );
  const order = created ?? (await billing.orders.findByPayment(payment.tenantId, payment.id));
  if (!order) throw new Error(`The order of payment ${payment.id} is neither new nor stored`);
  if (created) {
    const cart = await billing.carts.list(payment.tenantId, payment.userId);
    const paidProducts = new Set(payment.lines.map((line) => line.productId));
    await billing.carts.removeMany(
      payment.tenantId,
      payment.userId,
      cart.filter((line) => paidProducts.has(line.productId)).map((line) => line.id),
    );
  }
  await billing.payments.settle(
    payment,
    { status: 'succeeded', orderId: order.id, paidAt: order.placedAt },
    [],
    ['pending', 'failed'],
  );
  return order;
}
