import {
  customerPlanIntervals,
  customerStatuses,
  customerSubscriptionStatuses,
  driverRoles,
  orderStatuses,
  paymentPurposes,
  pickupDays,
  platformPlanIds,
  platformSubscriptionStatuses,
  purchasablePlanIds,
  roles,
  serviceZones,
  stopOutcomes,
  tenantSubscriptionStatuses,
} from './constants';
import { planLimits } from './api/billing';
import { customerPlanChoices, geoPoint, servicePause } from './api/customer';
import { businessSettings } from './api/tenant';
import { messageSenderTypes, ticketChannels, ticketStatuses } from './api/messaging';
import { contaminationMaterials, weightEntryStatuses } from './api/weight';
import { objectId } from './ids';
import { z } from './zod';

/** What tenant events carry: the whole public state, so a projection never needs to ask. */
const tenantSnapshot = z.object({
  tenantId: objectId,
  subdomain: z.string(),
  businessName: z.string(),
  customDomain: z.string().nullable(),
  /** True once the domain's TXT record was found: only then does the gateway route its Host. */
  customDomainVerified: z.boolean(),
  isActive: z.boolean(),
  subscriptionStatus: z.enum(tenantSubscriptionStatuses),
});

const moment = z.iso.datetime();

/** A customer's pickup subscription, whole, so the owner's customer list follows it. */
const customerSubscriptionSnapshot = z.object({
  subscriptionId: objectId,
  customerUserId: objectId,
  planId: z.enum(customerPlanIntervals),
  /** Cents per month. */
  amountCents: z.number().int(),
  status: z.enum(customerSubscriptionStatuses),
  nextChargeAt: moment.nullable(),
  scheduledPlanId: z.enum(customerPlanIntervals).nullable(),
});

/**
 * A customer, whole, as other services keep it: routing (where, which day, whether to visit),
 * weight (name and bucket), messaging (whom to write), tenant (how many count toward the plan).
 */
const customerSnapshot = z.object({
  customerId: objectId,
  userId: objectId.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  zone: z.enum(serviceZones).nullable(),
  pickupDay: z.enum(pickupDays).nullable(),
  location: geoPoint.nullable(),
  status: z.enum(customerStatuses),
  bucketNumber: z.string(),
  bucketCount: z.number().int(),
  subscription: z.enum(customerPlanChoices),
  pickupInstructions: z.string(),
  /** A pause of pickups the household set, current or ahead (absent from snapshots before pauses existed). */
  pause: servicePause.nullable().optional(),
});

/** A weight entry, whole: analytics sums it per day, zone and customer. */
const weightEntrySnapshot = z.object({
  entryId: objectId,
  customerId: objectId,
  bucketNumber: z.string(),
  /** Pounds. */
  weight: z.number(),
  pickupDate: z.iso.date(),
  status: z.enum(weightEntryStatuses),
  contamination: z.array(z.enum(contaminationMaterials)),
  materialTypes: z.array(z.string()),
  routeId: objectId.nullable(),
});

/** A route's plan, whole: the drivers' app and messaging (reminders) read when and whom it visits. */
const routeSnapshot = z.object({
  routeId: objectId,
  name: z.string(),
  driverId: objectId.nullable(),
  pickupDay: z.enum(pickupDays),
  firstDate: z.iso.date(),
  startTime: z.string(),
  endTime: z.string(),
  customerIds: z.array(objectId),
});

/** One occurrence of a route: the route and the day. */
const routeRun = z.object({ routeId: objectId, name: z.string(), date: z.iso.date(), at: moment });

const driverSnapshot = z.object({
  driverId: objectId,
  userId: objectId.nullable(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  role: z.enum(driverRoles),
});

const orderLineData = z.object({
  productId: objectId,
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
});

/** The customer service's events that carry a customer whole (the deletion carries only ids). */
export const customerSnapshotEvents = [
  'customer.created',
  'customer.updated',
  'customer.archived',
  'customer.restored',
] as const;

/**
 * The event catalogue: every event type the platform publishes, with the schema of its `data`.
 * The routing key on the bus is the type. A service adds its events here when it starts
 * publishing them, and consumers parse `data` with the same schema.
 */
export const eventCatalogue = {
  'user.registered': z.object({
    userId: objectId,
    role: z.enum(roles),
    tenantId: objectId.nullable(),
    email: z.email(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  'user.disabled': z.object({
    userId: objectId,
    tenantId: objectId.nullable(),
  }),
  'tenant.registered': tenantSnapshot,
  'tenant.updated': tenantSnapshot,
  /** Every setting, whole: messaging (reminders, name), customer (milestones), routing (time zone). */
  'tenant.settings.updated': businessSettings,
  'customer.created': customerSnapshot,
  'customer.updated': customerSnapshot,
  'customer.archived': customerSnapshot,
  'customer.restored': customerSnapshot,
  /** Gone for good: every service purges its copy. */
  'customer.deleted': z.object({ customerId: objectId, userId: objectId.nullable() }),
  /**
   * A household moved itself (the portal's Change Address): routing moves it to a route of the new
   * zone, messaging tells the owner. The customer's snapshot (customer.updated) carries the rest.
   */
  'customer.address_changed': z.object({
    customerId: objectId,
    customerName: z.string(),
    /** One line each: "12 Elm St, Burlington, VT 05401". */
    previousAddress: z.string(),
    address: z.string(),
    previousZone: z.enum(serviceZones).nullable(),
    zone: z.enum(serviceZones).nullable(),
    pickupDay: z.enum(pickupDays).nullable(),
    at: moment,
  }),
  /** The business reached a multiple of its milestone interval (counting customers not archived). */
  'customer.milestone.reached': z.object({
    customerId: objectId,
    customerCount: z.number().int(),
    interval: z.number().int(),
  }),
  'route.created': routeSnapshot,
  'route.updated': routeSnapshot,
  'route.deleted': z.object({ routeId: objectId }),
  'route.started': routeRun,
  'route.completed': routeRun,
  /** A stop's result on a day's run: weight waits for the collected ones, or records the curb weight. */
  'stop.completed': z.object({
    routeId: objectId,
    customerId: objectId,
    date: z.iso.date(),
    status: z.enum(stopOutcomes),
    reason: z.string(),
    /** Pounds weighed at the curb by the driver, or null. */
    weight: z.number().nullable(),
    bucketNumber: z.string(),
    customerName: z.string(),
    at: moment,
  }),
  'weight.recorded': weightEntrySnapshot,
  'weight.updated': weightEntrySnapshot.extend({ previousStatus: z.enum(weightEntryStatuses) }),
  'weight.resolved': weightEntrySnapshot.extend({ resolvedBy: z.string(), resolvedAt: moment }),
  /**
   * A recorded or edited entry found contamination it did not have before: messaging writes the
   * household a short note of what was found and what belongs in the bucket.
   */
  'weight.contamination.detected': z.object({
    entryId: objectId,
    customerId: objectId,
    materials: z.array(z.enum(contaminationMaterials)).min(1),
    pickupDate: z.iso.date(),
  }),
  'driver.created': driverSnapshot,
  'driver.updated': driverSnapshot,
  'driver.deactivated': driverSnapshot,
  'driver.deleted': z.object({ driverId: objectId, userId: objectId.nullable() }),
  /** A card payment went through (a cart, a plan's invoice, the Connect demo). */
  'payment.succeeded': z.object({
    /** Null for a subscription's renewal, which Stripe charges on its own. */
    paymentId: objectId.nullable(),
    purpose: z.enum(paymentPurposes),
    /** The payer: a customer, or the owner paying the platform. */
    userId: objectId.nullable(),
    amountCents: z.number().int(),
    /** The platform's fee on a payment to the business's account; 0 on the platform's own. */
    applicationFeeCents: z.number().int(),
    orderId: objectId.nullable(),
    subscriptionId: objectId.nullable(),
  }),
  /** A card payment failed; for a renewal, messaging sends the customer a card-update link. */
  'payment.failed': z.object({
    paymentId: objectId.nullable(),
    purpose: z.enum(paymentPurposes),
    userId: objectId.nullable(),
    amountCents: z.number().int(),
    reason: z.string(),
    subscriptionId: objectId.nullable(),
  }),
  /**
   * Money went back to the payer (Stripe's charge.refunded, e.g. a refund made in Stripe's
   * dashboard): the payment's refunded total so far, counted on the day of the latest refund.
   */
  'payment.refunded': z.object({
    paymentId: objectId,
    purpose: z.enum(paymentPurposes),
    userId: objectId.nullable(),
    /** Cents refunded so far on this payment (a later partial refund raises it). */
    refundedCents: z.number().int(),
    amountCents: z.number().int(),
  }),
  'order.placed': z.object({
    orderId: objectId,
    number: z.string(),
    customerUserId: objectId,
    items: z.array(orderLineData),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    placedAt: moment,
  }),
  'order.status_changed': z.object({
    orderId: objectId,
    customerUserId: objectId,
    status: z.enum(orderStatuses),
  }),
  /**
   * An order's extras ride on the customer's next pickup (routing puts them on the stop; a skipped
   * or missed stop moves them to the next one and publishes again). Billing shows the delivery day,
   * marks the order in transit when that route starts and delivered when the stop is collected.
   */
  'order.scheduled': z.object({
    orderId: objectId,
    customerId: objectId,
    customerUserId: objectId,
    routeId: objectId,
    routeName: z.string(),
    date: z.iso.date(),
    /** "2:00 PM - 5:00 PM". */
    timeWindow: z.string(),
    at: moment,
  }),
  /** A customer's subscription is paid and running (first payment, or paid again after a failure). */
  'subscription.activated': customerSubscriptionSnapshot,
  /** Its plan, next charge or payment standing changed (past_due after a failed renewal). */
  'subscription.updated': customerSubscriptionSnapshot,
  /** Cancelled by the customer, or after the last failed retry (routing then leaves them out). */
  'subscription.canceled': customerSubscriptionSnapshot.extend({
    reason: z.enum(['customer_request', 'payment_failed', 'ended']),
  }),
  'connect.account.updated': z.object({
    accountId: z.string(),
    status: z.string(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
  }),
  /** A business's platform plan, whole: tenant shows it, customer and routing enforce its limits. */
  'platform.subscription_updated': z.object({
    planId: z.enum(platformPlanIds),
    status: z.enum(platformSubscriptionStatuses),
    limits: planLimits,
    canCreate: z.boolean(),
    trialEndsAt: moment.nullable(),
    currentPeriodEnd: moment.nullable(),
    scheduledPlanId: z.enum(purchasablePlanIds).nullable(),
  }),
  /** The trial ends in a few days: messaging reminds the owner to choose a plan. */
  'platform.trial_ending': z.object({ trialEndsAt: moment, daysLeft: z.number().int() }),
  /** A chat message or a ticket reply was written (its words stay in messaging). */
  'message.sent': z.object({
    messageId: objectId,
    customerId: objectId.nullable(),
    senderType: z.enum(messageSenderTypes),
    ticketId: objectId.nullable(),
    sentAt: moment,
  }),
  /** A support request became a ticket. */
  'ticket.opened': z.object({
    ticketId: objectId,
    channel: z.enum(ticketChannels),
    customerId: objectId.nullable(),
    subject: z.string(),
    openedAt: moment,
  }),
  /** A ticket changed status or assignee. */
  'ticket.updated': z.object({
    ticketId: objectId,
    status: z.enum(ticketStatuses),
    previousStatus: z.enum(ticketStatuses),
    assigneeId: objectId.nullable(),
    updatedAt: moment,
  }),
  /** A pickup reminder went out, once per customer, pickup day, kind and channel. */
  'reminder.sent': z.object({
    customerId: objectId,
    routeId: objectId,
    pickupDate: z.iso.date(),
    kind: z.enum(['day_before', 'morning_of']),
    channel: z.enum(['email', 'sms']),
    sentAt: moment,
  }),
  /** A campaign finished sending. */
  'campaign.sent': z.object({
    campaignId: objectId,
    listId: objectId.nullable(),
    sent: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    finishedAt: moment,
  }),
} as const;

export type EventType = keyof typeof eventCatalogue;
export const eventTypes = Object.keys(eventCatalogue) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;

export const eventActor = z.object({
  userId: z.string().nullable(),
  role: z.enum([...roles, 'system']),
});
export type EventActor = z.infer<typeof eventActor>;

export const systemActor: EventActor = { userId: null, role: 'system' };

/** What travels on the bus for every event. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(\.[a-z_]+)+$/),
  version: z.number().int().min(1),
  occurredAt: z.iso.datetime(),
  tenantId: z.string().nullable(),
  actor: eventActor,
  data: z.unknown(),
});
export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelope>, 'data'> & {
  data: TData;
};

export type TypedEvent<T extends EventType> = EventEnvelope<EventData<T>> & { type: T };

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** Parses an envelope and, when its type is in the catalogue, its data. */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = eventEnvelope.parse(raw);
  if (isEventType(envelope.type)) {
    return { ...envelope, data: eventCatalogue[envelope.type].parse(envelope.data) };
  }
  return envelope;
}
