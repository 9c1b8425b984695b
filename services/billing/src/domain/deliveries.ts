import { type EventData, type OrderStatus, systemActor } from '@pickup/contracts';
import { orderStatusChanged } from '../events/billing-events';
import type { Billing, Delivery, Order, OrderChange } from './model';

/**
 * An order's extras ride on the household's next pickup. Routing schedules them on a run's stop
 * (order.scheduled, and again whenever that stop is skipped or missed); the order is in transit
 * once that run starts (route.started) and delivered once the stop is collected (stop.completed).
 * Delivered and cancelled orders are settled: nothing routing says changes them. One the owner
 * settles by hand no longer rides on a pickup: routing takes its extras off (order.status_changed).
 *
 * Events arrive late, twice and in any order, and are handled concurrently. Billing remembers the
 * runs started and stops collected (route progress), writes that first and only then looks for
 * the orders on them; an order's new delivery is written first and only then checked against that
 * memory. Whichever of the two comes second sees the other's write, so no order misses its run.
 */

type Stop = Pick<Delivery, 'routeId' | 'date' | 'customerId'>;
type Run = Pick<Delivery, 'routeId' | 'date'> & { customerId?: string };

/** Still waiting for, or riding on, its run: what routing's news moves on. */
const moving: readonly OrderStatus[] = ['placed', 'in_transit'];

const isOn = (delivery: Delivery | null, run: Run): delivery is Delivery =>
  delivery !== null &&
  delivery.routeId === run.routeId &&
  delivery.date === run.date &&
  (run.customerId === undefined || delivery.customerId === run.customerId);

const announceStatus = (after: Order, before: Order) =>
  after.status === before.status ? [] : [orderStatusChanged(after, systemActor)];

/** Moves one order on, if it still rides on that run and has not gone further. */
async function advance(
  billing: Billing,
  tenantId: string,
  orderId: string,
  run: Run,
  status: 'in_transit' | 'delivered',
): Promise<boolean> {
  const result = await billing.orders.change(
    tenantId,
    orderId,
    (order) => {
      if (!isOn(order.delivery, run)) return null;
      const from: readonly OrderStatus[] = status === 'delivered' ? moving : ['placed'];
      return from.includes(order.status) ? { status } : null;
    },
    announceStatus,
  );
  return result?.changed ?? false;
}

/** Settled: the order's extras ride on no pickup ahead. */
const settled: readonly OrderStatus[] = ['delivered', 'cancelled'];

/**
 * The owner moves an order on by hand: how to change it as it is when written. Delivered or
 * cancelled, its delivery goes, unless the stop carrying it was collected already: then that stop
 * is where its extras went.
 */
export async function statusSetByHand(
  billing: Billing,
  tenantId: string,
  order: Order,
  status: OrderStatus,
): Promise<(current: Order) => OrderChange> {
  if (!settled.includes(status)) return () => ({ status });
  const held = order.delivery;
  const collected = held !== null && (await billing.routeProgress.wasCollected(tenantId, held));
  return (current) =>
    held !== null && collected && isOn(current.delivery, held) ? { status } : { status, delivery: null };
}

/** An order just scheduled catches up with what its run already did. */
async function catchUp(billing: Billing, tenantId: string, order: Order): Promise<void> {
  const { delivery } = order;
  if (!delivery || !moving.includes(order.status)) return;
  const stop: Stop = { routeId: delivery.routeId, date: delivery.date, customerId: delivery.customerId };
  const [collected, started] = await Promise.all([
    billing.routeProgress.wasCollected(tenantId, stop),
    billing.routeProgress.hasStarted(tenantId, stop),
  ]);
  if (collected) await advance(billing, tenantId, order.id, stop, 'delivered');
  else if (started) await advance(billing, tenantId, order.id, stop, 'in_transit');
}

/**
 * Routing put the order's extras on a stop: the order shows that delivery, unless it knows a newer
 * scheduling. An order in transit moved off its run (the stop skipped or missed) waits again.
 */
export async function applyOrderScheduled(
  billing: Billing,
  tenantId: string,
  scheduled: EventData<'order.scheduled'>,
): Promise<void> {
  const delivery: Delivery = {
    routeId: scheduled.routeId,
    customerId: scheduled.customerId,
    date: scheduled.date,
    routeName: scheduled.routeName,
    timeWindow: scheduled.timeWindow,
    scheduledAt: new Date(scheduled.at),
  };
  const result = await billing.orders.change(
    tenantId,
    scheduled.orderId,
    (order) => {
      if (order.customerUserId !== scheduled.customerUserId || !moving.includes(order.status)) return null;
      if (order.delivery && order.delivery.scheduledAt >= delivery.scheduledAt) return null;
      const movedOff =
        order.status === 'in_transit' && order.delivery !== null && !isOn(order.delivery, delivery);
      return movedOff ? { delivery, status: 'placed' } : { delivery };
    },
    announceStatus,
  );
  // Also when nothing changed: a redelivery after a crash between the two steps finishes the second.
  if (result) await catchUp(billing, tenantId, result.order);
}

/** A run started: the orders waiting on it are in transit. Answers how many moved. */
export async function applyRunStarted(
  billing: Billing,
  tenantId: string,
  run: EventData<'route.started'>,
): Promise<number> {
  const onRun = { routeId: run.routeId, date: run.date };
  await billing.routeProgress.runStarted(tenantId, onRun);
  const orders = await billing.orders.scheduledOn(tenantId, onRun, ['placed']);
  let moved = 0;
  for (const order of orders) if (await advance(billing, tenantId, order.id, onRun, 'in_transit')) moved += 1;
  return moved;
}

/**
 * A stop's result: collected delivers the orders riding on it. A skipped stop changes nothing here:
 * routing moves the extras to the next pickup and schedules them again. Answers how many moved.
 */
export async function applyStopResult(
  billing: Billing,
  tenantId: string,
  result: EventData<'stop.completed'>,
): Promise<number> {
  if (result.status !== 'collected') return 0;
  const stop: Stop = { routeId: result.routeId, date: result.date, customerId: result.customerId };
  await billing.routeProgress.stopCollected(tenantId, stop);
  const orders = await billing.orders.scheduledOn(tenantId, stop, moving);
  let delivered = 0;
  for (const order of orders)
    if (await advance(billing, tenantId, order.id, stop, 'delivered')) delivered += 1;
  return delivered;
}
