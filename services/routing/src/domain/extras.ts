import type { EventActor, EventData, OrderStatus, StopExtra } from '@pickup/contracts';
import { orderScheduled } from '../events/order-events';
import { customerSchedule, hasStarted, resultFor, runKey } from './customer-schedule';
import type { ExtrasPlacement, PlacedExtra, RoutedCustomer, Routing, ScheduledOrder } from './model';

/**
 * Extras on routes (beyond the spec): a paid order's items ride on the household's next pickup
 * (today's while its run has not started, else the next one due), and follow the household when
 * that pickup no longer happens — skipped by the household, its reminder link or the owner, left
 * uncollected, inside a pause, its route's day moved or the household moved off the route. Every
 * change of any of these asks `rescheduleExtrasOf` to look again; an order is announced
 * (order.scheduled) each time it lands on another pickup, and delivered once its stop is collected.
 * An order the owner marks delivered or cancelled by hand leaves the pickups ahead for good.
 */

const samePlacement = (placement: ExtrasPlacement, other: ExtrasPlacement) =>
  placement.routeId === other.routeId && placement.date === other.date;

/** Puts each of the household's orders not yet delivered where it belongs now. */
async function reschedule(
  routing: Routing,
  tenantId: string,
  customer: RoutedCustomer,
  orders: readonly ScheduledOrder[],
  actor: EventActor,
): Promise<void> {
  const schedule = await customerSchedule(routing, tenantId, customer);
  const due = schedule.ahead.filter((pickup) => pickup.visit === 'due');
  const target = due.find((pickup) => !hasStarted(schedule, pickup.routeId, pickup.date)) ?? null;
  const runOf = new Map(schedule.runs.map((run) => [runKey(run.routeId, run.date), run]));

  const decide = (order: ScheduledOrder) => {
    if (order.delivered || order.withdrawn) return null;
    const held = order.placement;
    if (held) {
      const run = runOf.get(runKey(held.routeId, held.date));
      const result = run ? resultFor(run, customer.customerId) : null;
      if (result?.status === 'collected') return { delivered: true };
      // Already on the truck: it stays there until the stop has its result.
      if (run?.status === 'in_progress' && !result) return null;
      if (due.some((pickup) => samePlacement(held, pickup))) return null;
    }
    return { placement: target ? { routeId: target.routeId, date: target.date } : null };
  };
  const announce = (after: ScheduledOrder) =>
    target && after.placement && !after.delivered && samePlacement(after.placement, target)
      ? [orderScheduled(after, customer, target, schedule.now, actor)]
      : [];

  for (const order of orders) await routing.extras.update(tenantId, order.orderId, decide, announce);
}

/** Looks again at where the extras of these households ride (those with none are passed over). */
export async function rescheduleExtrasOf(
  routing: Routing,
  tenantId: string,
  customerIds: readonly string[],
  actor: EventActor,
): Promise<void> {
  if (customerIds.length === 0) return;
  const customers = await routing.customers.findMany(tenantId, customerIds);
  const logins = customers.flatMap((customer) => (customer.userId ? [customer.userId] : []));
  const pending = await routing.extras.pendingOf(tenantId, logins);
  for (const customer of customers) {
    const orders = pending.filter((order) => order.customerUserId === customer.userId);
    if (orders.length > 0) await reschedule(routing, tenantId, customer, orders, actor);
  }
}

/**
 * Billing's order.placed: the order's extras, recorded once, on the household's next pickup; a
 * household routing does not hold yet, or on no route, has them waiting until it has a pickup.
 * Whether the order was new.
 */
export async function placeOrder(
  routing: Routing,
  tenantId: string,
  order: EventData<'order.placed'>,
  actor: EventActor,
): Promise<boolean> {
  const recorded = await routing.extras.record({
    tenantId,
    orderId: order.orderId,
    orderNumber: order.number,
    customerUserId: order.customerUserId,
    items: order.items.map(({ name, quantity }) => ({ name, quantity })),
  });
  // Also when recorded before: a redelivery finishes a placement a crash left undone, and moves
  // nothing already placed.
  const customer = await routing.customers.findByUserId(tenantId, order.customerUserId);
  if (customer) await rescheduleExtrasOf(routing, tenantId, [customer.customerId], actor);
  return recorded;
}

/** An order in these statuses (set by the owner, or delivered on its route) rides on no pickup ahead. */
const settledStatuses: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** Whether the household's stop on that pickup was collected. */
async function wasCollected(
  routing: Routing,
  tenantId: string,
  customerUserId: string,
  placement: ExtrasPlacement,
): Promise<boolean> {
  const [customer, run] = await Promise.all([
    routing.customers.findByUserId(tenantId, customerUserId),
    routing.runs.find(tenantId, placement.routeId, placement.date),
  ]);
  return customer !== null && run !== null && resultFor(run, customer.customerId)?.status === 'collected';
}

/**
 * Billing's order.status_changed: an order marked delivered or cancelled leaves any pickup not yet
 * collected (one whose stop was collected keeps it, as that pickup's history) and is never placed
 * again, even when its placing arrives later. Other statuses change nothing. Whether it changed.
 */
export async function settleOrder(
  routing: Routing,
  tenantId: string,
  change: EventData<'order.status_changed'>,
): Promise<boolean> {
  if (!settledStatuses.includes(change.status)) return false;
  const held = (await routing.extras.find(tenantId, change.orderId))?.placement ?? null;
  const collected = held !== null && (await wasCollected(routing, tenantId, change.customerUserId, held));
  return routing.extras.withdraw(
    { tenantId, orderId: change.orderId, customerUserId: change.customerUserId },
    (order) => {
      if (order.customerUserId !== change.customerUserId || order.delivered || order.withdrawn) return null;
      if (collected && held && order.placement && samePlacement(order.placement, held))
        return { delivered: true };
      return { placement: null, withdrawn: true };
    },
  );
}

/** The extras of one household's pickup: by login, route and date. */
export type ExtrasIndex = (customerUserId: string | null, routeId: string, date: string) => StopExtra[];

export function extrasIndex(extras: readonly PlacedExtra[]): ExtrasIndex {
  const byPickup = new Map<string, StopExtra[]>();
  for (const { customerUserId, routeId, date, ...extra } of extras) {
    const key = `${customerUserId}:${routeId}:${date}`;
    byPickup.set(key, [...(byPickup.get(key) ?? []), extra]);
  }
  return (customerUserId, routeId, date) =>
    customerUserId ? (byPickup.get(`${customerUserId}:${routeId}:${date}`) ?? []) : [];
}
