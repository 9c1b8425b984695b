import type { Order } from '@pickup/contracts/schemas';
import { shortDay } from './calendar-day-labels';

/**
 * Where an order's extras are, as the household reads it: the pickup they ride on, or the one
 * they came with. Null for a cancelled order, one not on a pickup yet, and one delivered by hand.
 */
export function deliveryLine(order: Pick<Order, 'status' | 'delivery'>): string | null {
  if (!order.delivery || order.status === 'cancelled') return null;
  const day = shortDay(order.delivery.date);
  return order.status === 'delivered'
    ? `Delivered with your pickup on ${day}`
    : `Arrives with your pickup on ${day}, ${order.delivery.timeWindow}`;
}
