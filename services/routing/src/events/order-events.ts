import type { EventActor } from '@pickup/contracts';
import { type DomainEvent, domainEvent } from '@pickup/kit';
import type { RoutedCustomer, ScheduledOrder } from '../domain/model';
import type { PlannedPickup } from '../domain/schedule';

/** An order's extras now ride on this pickup: billing shows its delivery day, route and window. */
export const orderScheduled = (
  order: ScheduledOrder,
  customer: RoutedCustomer,
  pickup: PlannedPickup,
  at: Date,
  actor: EventActor,
): DomainEvent =>
  domainEvent(
    'order.scheduled',
    {
      orderId: order.orderId,
      customerId: customer.customerId,
      customerUserId: order.customerUserId,
      routeId: pickup.routeId,
      routeName: pickup.routeName,
      date: pickup.date,
      timeWindow: pickup.timeWindow,
      at: at.toISOString(),
    },
    { tenantId: order.tenantId, actor },
  );
