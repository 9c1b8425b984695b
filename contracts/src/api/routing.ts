import {
  driverRoles,
  limits,
  pickupDays,
  pickupFrequencies,
  routeStatuses,
  routingMessages,
  serviceZones,
  stopOutcomes,
  vehicleTypes,
} from '../constants';
import { errorBody } from '../errors';
import { remindersMessages } from '../reminders-constants';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { z } from '../zod';
import { geoPoint } from './customer';

const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const error = (description: string) => ({ description, schema: errorBody });

const owner = ['owner'] as const;
const ownerOrCustomer = ['owner', 'customer'] as const;
const driver = ['driver'] as const;
const moment = z.iso.datetime();

/** A calendar day in the business's time zone, as the route screens and the calendar read it. */
export const calendarDate = z.iso.date().openapi({ example: '2026-11-27' });

/** A time of day on the 24-hour clock, in the business's time zone. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be HH:MM')
  .openapi({ example: '14:00' });

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

// Address suggestions (spec §5: at most 4, from what the business knows and the zones' towns).

export const addressSuggestionsQuery = z
  .object({ input: z.string().trim().min(1, 'Type part of an address').max(200) })
  .openapi('AddressSuggestionsQuery');
export type AddressSuggestionsQuery = z.infer<typeof addressSuggestionsQuery>;

/** Shaped as the spec's address suggestion (Google Places' prediction shape). */
export const addressPrediction = z
  .object({
    description: z.string(),
    /** Opaque: `customer:<id>` for an address the business knows, `zone:<zone>` for a town. */
    place_id: z.string(),
    structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  })
  .openapi('AddressPrediction');
export type AddressPrediction = z.infer<typeof addressPrediction>;

export const addressSuggestionsResult = z
  .object({ predictions: z.array(addressPrediction).max(limits.addressSuggestions) })
  .openapi('AddressSuggestions');
export type AddressSuggestionsResult = z.infer<typeof addressSuggestionsResult>;

// Routes (spec §3 Route and its form extras). A route repeats weekly on its pickup day from its
// first date; a list or calendar shows its occurrences, each with that day's stops and status.

export const routeStop = z
  .object({
    /** The stop's own id: the drivers' app completes a stop by it. */
    id: objectId,
    customerId: objectId,
    customerName: z.string(),
    address: z.string(),
    /** 1-based place in the route's order. */
    order: z.number().int().min(1),
    bucketNumber: z.string(),
    bucketCount: z.number().int().min(1),
    pickupInstructions: z.string(),
    /** From the customer's plan; a customer on no plan is visited weekly. */
    frequency: z.enum(pickupFrequencies),
    location: geoPoint.nullable(),
    /** The customer's first pickup on this route: biweekly counts fortnights from it. */
    startsOn: calendarDate,
  })
  .openapi('RouteStop');
export type RouteStop = z.infer<typeof routeStop>;

export const stopResult = z
  .object({
    customerId: objectId,
    status: z.enum(stopOutcomes),
    reason: z.string(),
    /** Pounds weighed at the curb, when the driver weighed it. */
    weight: z.number().nullable(),
    at: moment,
  })
  .openapi('StopResult');
export type StopResult = z.infer<typeof stopResult>;

/** A one-off change to one occurrence: not run that day (a holiday), or run on another day. */
export const routeException = z
  .object({
    date: calendarDate,
    action: z.enum(['skip', 'move']),
    /** The day it runs instead, for a move. */
    movedTo: calendarDate.nullable(),
    reason: z.string(),
  })
  .openapi('RouteException');
export type RouteException = z.infer<typeof routeException>;

export const route = z
  .object({
    id: objectId,
    name: z.string(),
    zone: z.enum(serviceZones).nullable(),
    driverId: objectId.nullable(),
    /** The driver's name ('' when the driver was removed). */
    driver: z.string(),
    vehicle: z.string(),
    startTime: clockTime,
    /** '' when the route has no end time: its window ends after the estimated time. */
    endTime: z.union([clockTime, z.literal('')]),
    /** Minutes. */
    estimatedTime: z.number().int().min(1),
    pickupDay: z.enum(pickupDays),
    /** The route's first day of service. */
    firstDate: calendarDate,
    /** The occurrence shown: the day asked for, or the next one from today. */
    date: calendarDate,
    /** When the occurrence was moved, the day it was planned for. */
    movedFrom: calendarDate.nullable(),
    status: z.enum(routeStatuses),
    startedAt: moment.nullable(),
    completedAt: moment.nullable(),
    startLocation: z.string(),
    startAddress: z.string(),
    startPoint: geoPoint.nullable(),
    endLocation: z.string(),
    endAddress: z.string(),
    endPoint: geoPoint.nullable(),
    notes: z.string(),
    /** Every customer on the route, in order. */
    stops: z.array(routeStop),
    /** The stops due on this occurrence (biweekly and monthly customers are not due every week). */
    dueStopIds: z.array(objectId),
    results: z.array(stopResult),
    /** Miles from the start through the due stops and back (or to the end); null without coordinates. */
    distance: z.number().nullable(),
    buckets: z.number().int().min(0),
    /** The driver's capacity in buckets (the default when no driver). */
    capacity: z.number().int().min(1),
    /** Set when this occurrence's buckets exceed the capacity: saved, and flagged. */
    capacityWarning: z.string().nullable(),
    exceptions: z.array(routeException),
  })
  .openapi('Route');
export type Route = z.infer<typeof route>;

export const routesQuery = z
  .object({
    /** With `to`: every occurrence in the range (at most 42 days). Without: each route's next. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    status: z.enum(routeStatuses).optional(),
    driverId: objectId.optional(),
    zone: z.enum(serviceZones).optional(),
  })
  .openapi('RoutesQuery');
export type RoutesQuery = z.infer<typeof routesQuery>;

export const routesResult = z.object({ routes: z.array(route) }).openapi('RouteList');
export type RoutesResult = z.infer<typeof routesResult>;

export const routeStats = z
  .object({
    totalRoutes: z.number().int().min(0),
    /** Routes in progress today. */
    activeRoutes: z.number().int().min(0),
    totalStops: z.number().int().min(0),
    availableDrivers: z.number().int().min(0),
    /** Miles of every route's next occurrence; the spec's 25 a route where coordinates are missing. */
    totalDistance: z.number(),
  })
  .openapi('RouteStats');
export type RouteStats = z.infer<typeof routeStats>;

const required = (max: number) =>
  z
    .string({ error: routingMessages.routeMissingInformation })
    .trim()
    .min(1, routingMessages.routeMissingInformation)
    .max(max, `At most ${max} characters`);

const stopsInput = z
  .array(z.object({ customerId: objectId }))
  .max(limits.routeStops, `At most ${limits.routeStops} stops`);

const routeFields = {
  zone: z.enum(serviceZones).nullable().optional(),
  vehicle: text(100).optional(),
  endTime: z.union([clockTime, z.literal('')]).optional(),
  estimatedTime: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  pickupDay: z.enum(pickupDays).optional(),
  startLocation: text(200).optional(),
  startAddress: text(300).optional(),
  endLocation: text(200).optional(),
  endAddress: text(300).optional(),
  notes: text(2000).optional(),
  /** The customers, in order. */
  stops: stopsInput.optional(),
};

export const createRouteBody = z
  .object({
    name: required(100),
    driverId: z
      .string({ error: routingMessages.routeMissingInformation })
      .min(1, routingMessages.routeMissingInformation)
      .pipe(objectId),
    startTime: z
      .string({ error: routingMessages.routeMissingInformation })
      .min(1, routingMessages.routeMissingInformation)
      .pipe(clockTime),
    /** The first day of service; with a pickup day too, the first such day on or after it. */
    date: calendarDate.optional(),
    ...routeFields,
  })
  .openapi('CreateRouteRequest');
export type CreateRouteBody = z.infer<typeof createRouteBody>;

/** The edit dialog sends everything; any subset is accepted and the status is kept. */
export const updateRouteBody = z
  .object({
    name: required(100),
    driverId: objectId,
    startTime: clockTime,
    date: calendarDate,
    ...routeFields,
  })
  .partial()
  .openapi('UpdateRouteRequest');
export type UpdateRouteBody = z.infer<typeof updateRouteBody>;

export const routeResult = z.object({ route }).openapi('RouteResult');
export type RouteResult = z.infer<typeof routeResult>;

export const routeOccurrenceQuery = z
  .object({ date: calendarDate.optional() })
  .openapi('RouteOccurrenceQuery');

export const addRouteCustomerBody = z.object({ customerId: objectId }).openapi('AddRouteCustomerRequest');

/** Which occurrence: today's in the business's time zone when not named. */
export const occurrenceBody = z.object({ date: calendarDate.optional() }).openapi('RouteOccurrence');

/** A stop's result, as the owner's screen and the drivers' app send it. */
const stopResultFields = {
  status: z.enum(stopOutcomes),
  /** Why a stop was skipped ("not out", "blocked driveway"); required for a skip. */
  reason: text(300).optional(),
  /** Pounds at the curb: recorded as the customer's weight entry. */
  weight: z.number().positive().max(1000).optional(),
};

/** A skip says why: the rule both result bodies keep. */
const skipHasReason = (body: { status: string; reason?: string }) =>
  body.status !== 'skipped' || Boolean(body.reason);
const skipReasonIssue = { message: routingMessages.skipReasonRequired, path: ['reason'] };

export const completeStopBody = z
  .object({ date: calendarDate.optional(), ...stopResultFields })
  .refine(skipHasReason, skipReasonIssue)
  .openapi('CompleteStopRequest');
export type CompleteStopBody = z.infer<typeof completeStopBody>;

export const stopParams = z.object({ id: objectId, customerId: objectId });

export const routeExceptionBody = z
  .object({
    date: calendarDate,
    action: z.enum(['skip', 'move']),
    movedTo: calendarDate.optional(),
    reason: text(200).optional(),
  })
  .refine((body) => body.action !== 'move' || Boolean(body.movedTo), {
    message: 'Choose the day it moves to',
    path: ['movedTo'],
  })
  .openapi('RouteExceptionRequest');
export type RouteExceptionBody = z.infer<typeof routeExceptionBody>;

export const routeExceptionParams = z.object({ id: objectId, date: calendarDate });

export const optimizeResult = z
  .object({
    route,
    /** Stops whose place in the order changed. */
    reordered: z.number().int().min(0),
    distanceBefore: z.number(),
    distanceAfter: z.number(),
  })
  .openapi('RouteOptimized');
export type OptimizeResult = z.infer<typeof optimizeResult>;

/** 400 'Missing Addresses…': the customers without an address, by name. */
export const missingAddressesBody = errorBody
  .extend({ customers: z.array(z.object({ customerId: objectId, name: z.string() })) })
  .openapi('MissingAddresses');

// Drivers (spec §3 Driver and Active driver).

export const driverView = z
  .object({
    id: objectId,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    licenseNumber: z.string(),
    vehicleType: z.enum(vehicleTypes),
    vehiclePlate: z.string(),
    vehicleCapacity: z.string(),
    /** Buckets the vehicle holds; routes beyond it are flagged. */
    maxBuckets: z.number().int().min(1),
    googleCalendarId: z.string(),
    isActive: z.boolean(),
    role: z.enum(driverRoles),
    /** Whether the driver has a login for the drivers' app (made when a password was given). */
    hasLogin: z.boolean(),
    /** The private iCalendar feed's address, or null when revoked. */
    calendarFeedUrl: z.string().nullable(),
    /** When a calendar app last read the feed. */
    calendarSyncedAt: moment.nullable(),
    routeCount: z.number().int().min(0),
  })
  .openapi('Driver');
export type DriverView = z.infer<typeof driverView>;

export const activeDriver = z
  .object({
    id: objectId,
    name: z.string(),
    vehicleType: z.enum(vehicleTypes),
    vehicle: z.string(),
    maxBuckets: z.number().int().min(1),
  })
  .openapi('ActiveDriver');
export type ActiveDriver = z.infer<typeof activeDriver>;

export const driversResult = z
  .object({
    drivers: z.array(driverView),
    /** The three counters of the drivers screen. */
    activeDrivers: z.number().int().min(0),
    totalVehicles: z.number().int().min(0),
    calendarSynced: z.number().int().min(0),
  })
  .openapi('DriverList');
export type DriversResult = z.infer<typeof driversResult>;

export const activeDriversResult = z.object({ drivers: z.array(activeDriver) }).openapi('ActiveDriverList');
export type ActiveDriversResult = z.infer<typeof activeDriversResult>;

const driverRequired = (max: number) =>
  z
    .string({ error: routingMessages.driverMissingInformation })
    .trim()
    .min(1, routingMessages.driverMissingInformation)
    .max(max, `At most ${max} characters`);

const driverFields = {
  name: driverRequired(100),
  email: z
    .string({ error: routingMessages.driverMissingInformation })
    .trim()
    .toLowerCase()
    .min(1, routingMessages.driverMissingInformation)
    .pipe(z.email('Enter a valid email address').max(254)),
  phone: text(40).optional(),
  licenseNumber: text(40).optional(),
  vehicleType: z.enum(vehicleTypes).optional(),
  vehiclePlate: text(20).optional(),
  vehicleCapacity: text(100).optional(),
  maxBuckets: z.number().int().min(1).max(500).optional(),
  googleCalendarId: text(200).optional(),
  role: z.enum(driverRoles).optional(),
  /** Write-only: gives the driver a login for the drivers' app (at least 6 characters). */
  password: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters')
    .optional(),
};

export const createDriverBody = z.object(driverFields).openapi('CreateDriverRequest');
export type CreateDriverBody = z.infer<typeof createDriverBody>;

export const updateDriverBody = z.object(driverFields).partial().openapi('UpdateDriverRequest');
export type UpdateDriverBody = z.infer<typeof updateDriverBody>;

export const driverStatusBody = z.object({ isActive: z.boolean() }).openapi('DriverStatusRequest');

export const driverResult = z.object({ driver: driverView }).openapi('DriverResult');
export type DriverResult = z.infer<typeof driverResult>;

export const calendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

// The drivers' mobile app.

/** An extra a customer ordered, delivered at their stop (billing's order, placed by order.scheduled). */
export const stopExtra = z
  .object({ orderId: objectId, orderNumber: z.string(), name: z.string(), quantity: z.number().int().min(1) })
  .openapi('StopExtra');
export type StopExtra = z.infer<typeof stopExtra>;

export const driverStop = routeStop
  .extend({ result: stopResult.nullable(), extras: z.array(stopExtra) })
  .openapi('DriverStop');

export const driverRoute = z
  .object({
    id: objectId,
    name: z.string(),
    date: calendarDate,
    status: z.enum(routeStatuses),
    startTime: clockTime,
    endTime: z.union([clockTime, z.literal('')]),
    startAddress: z.string(),
    startPoint: geoPoint.nullable(),
    endAddress: z.string(),
    endPoint: geoPoint.nullable(),
    notes: z.string(),
    /** Today's due stops, in order. */
    stops: z.array(driverStop),
  })
  .openapi('DriverRoute');
export type DriverRoute = z.infer<typeof driverRoute>;

export const driverTodayResult = z
  .object({ date: calendarDate, routes: z.array(driverRoute) })
  .openapi('DriverToday');
export type DriverTodayResult = z.infer<typeof driverTodayResult>;

export const driverStopBody = z
  .object(stopResultFields)
  .refine(skipHasReason, skipReasonIssue)
  .openapi('DriverStopRequest');
export type DriverStopBody = z.infer<typeof driverStopBody>;

// A customer's pickups (customer side §3 Next pickup, and the schedule page).

export const userParams = z.object({ userId: objectId });
export const userPickupParams = z.object({ userId: objectId, date: calendarDate });

export const upcomingPickupStatuses = ['confirmed', 'scheduled', 'completed', 'skipped', 'paused'] as const;
export type UpcomingPickupStatus = (typeof upcomingPickupStatuses)[number];

export const nextPickup = z
  .object({
    /** False when the customer is on no route yet: every other field is null. */
    scheduled: z.boolean(),
    /** ISO day, e.g. 2026-11-27. */
    date: calendarDate.nullable(),
    /** "2:00 PM - 5:00 PM": the route's times, or the spec's default window. */
    timeWindow: z.string().nullable(),
    /** The window's start, e.g. "2:00 PM". */
    time: z.string().nullable(),
    /** "Today", "Tomorrow", "in 3 days". */
    timeUntil: z.string().nullable(),
    routeName: z.string().nullable(),
    /** The window's start as an instant, for a countdown. */
    startsAt: moment.nullable(),
  })
  .openapi('NextPickup');
export type NextPickup = z.infer<typeof nextPickup>;

export const upcomingPickup = z
  .object({
    date: calendarDate,
    timeWindow: z.string(),
    routeName: z.string(),
    driver: z.string(),
    address: z.string(),
    bucketCount: z.number().int(),
    /**
     * completed once collected or skipped on the day; confirmed on the day or when the route
     * started; skipped when the household (or the owner) left it out ahead; paused inside the
     * household's pause; else scheduled.
     */
    status: z.enum(upcomingPickupStatuses),
    result: stopResult.nullable(),
    /** Extras ordered that ride on this pickup. */
    extras: z.array(stopExtra),
    /** The household may skip it (a pickup ahead, not started) or bring it back (skipped by itself). */
    canSkip: z.boolean(),
    canRestore: z.boolean(),
  })
  .openapi('UpcomingPickup');
export type UpcomingPickup = z.infer<typeof upcomingPickup>;

export const customerPickupsResult = z
  .object({
    pickups: z.array(upcomingPickup),
    frequency: z.enum(pickupFrequencies).nullable(),
    pickupDay: z.enum(pickupDays).nullable(),
    routeName: z.string().nullable(),
    timeWindow: z.string().nullable(),
    /** Pickups in the business's current month, done and ahead, not counting skipped or paused ones. */
    thisMonth: z.number().int().min(0),
  })
  .openapi('CustomerPickups');
export type CustomerPickupsResult = z.infer<typeof customerPickupsResult>;

const routeNotFound = error(routingMessages.routeNotFound);
const driverNotFound = error(routingMessages.driverNotFound);

export const routingApi = {
  addressSuggestions: {
    method: 'get',
    path: '/api/address/suggestions',
    owner: 'routing',
    summary: `Addresses the business knows and service-zone towns matching what was typed (at most ${limits.addressSuggestions})`,
    access: owner,
    query: addressSuggestionsQuery,
    responses: { 200: ok('The predictions', addressSuggestionsResult) },
  },
  listRoutes: {
    method: 'get',
    path: '/api/routes',
    owner: 'routing',
    summary: "Each route's next occurrence, or every occurrence between two days, filtered",
    access: owner,
    query: routesQuery,
    responses: {
      200: ok('The routes', routesResult),
      400: error(routingMessages.dateOutOfRange),
    },
  },
  routeStats: {
    method: 'get',
    path: '/api/routes/stats',
    owner: 'routing',
    summary: 'The four stat cards of the routes screen',
    access: owner,
    responses: { 200: ok('The totals', routeStats) },
  },
  createRoute: {
    method: 'post',
    path: '/api/routes',
    owner: 'routing',
    summary: 'Plan a weekly route (created planned; estimated time 120 minutes unless given)',
    access: owner,
    body: createRouteBody,
    responses: {
      201: ok('The route', routeResult),
      400: error(routingMessages.routeMissingInformation),
      409: error(routingMessages.driverInactive),
    },
  },
  getRoute: {
    method: 'get',
    path: '/api/routes/{id}',
    owner: 'routing',
    summary: 'One route, at its occurrence on the day asked for (its next one when none)',
    access: owner,
    params: idParams,
    query: routeOccurrenceQuery,
    responses: { 200: ok('The route', routeResult), 404: routeNotFound },
  },
  updateRoute: {
    method: 'put',
    path: '/api/routes/{id}',
    owner: 'routing',
    summary: 'Edit a route; its status is kept',
    access: owner,
    params: idParams,
    body: updateRouteBody,
    responses: {
      200: ok('The route', routeResult),
      404: routeNotFound,
      409: error(routingMessages.driverInactive),
    },
  },
  deleteRoute: {
    method: 'delete',
    path: '/api/routes/{id}',
    owner: 'routing',
    summary: 'Delete a route for good',
    access: owner,
    params: idParams,
    responses: { 204: { description: 'Deleted' }, 404: routeNotFound },
  },
  addRouteCustomer: {
    method: 'post',
    path: '/api/routes/{id}/customers',
    owner: 'routing',
    summary: 'Add a customer as the last stop',
    access: owner,
    params: idParams,
    body: addRouteCustomerBody,
    responses: {
      200: ok('The route', routeResult),
      404: error(`${routingMessages.routeNotFound}, or ${routingMessages.customerNotFound}`),
      409: error(routingMessages.customerAlreadyOnRoute),
    },
  },
  startRoute: {
    method: 'post',
    path: '/api/routes/{id}/start',
    owner: 'routing',
    summary: "Start an occurrence (today's unless named): planned or delayed becomes in_progress",
    access: owner,
    params: idParams,
    body: occurrenceBody,
    responses: {
      200: ok('The route, in progress', routeResult),
      404: routeNotFound,
      409: error(
        `${routingMessages.alreadyStarted}, ${routingMessages.alreadyCompleted}, or ${routingMessages.notScheduledThatDay}`,
      ),
    },
  },
  completeRoute: {
    method: 'post',
    path: '/api/routes/{id}/complete',
    owner: 'routing',
    summary: 'Finish an in-progress occurrence; stops with no result are recorded as skipped',
    access: owner,
    params: idParams,
    body: occurrenceBody,
    responses: {
      200: ok('The route, completed', routeResult),
      404: routeNotFound,
      409: error(`${routingMessages.notStarted}, or ${routingMessages.alreadyCompleted}`),
    },
  },
  completeStop: {
    method: 'post',
    path: '/api/routes/{id}/stops/{customerId}/complete',
    owner: 'routing',
    summary: 'Record a stop of an in-progress occurrence as collected or skipped (with a reason)',
    access: owner,
    params: stopParams,
    body: completeStopBody,
    responses: {
      200: ok('The route', routeResult),
      400: error(routingMessages.skipReasonRequired),
      404: routeNotFound,
      409: error(`${routingMessages.notStarted}, or ${routingMessages.stopNotDue}`),
    },
  },
  optimizeRoute: {
    method: 'post',
    path: '/api/routes/{id}/optimize',
    owner: 'routing',
    summary: 'Order the stops for the shortest drive from the start location and back (or to the end)',
    access: owner,
    params: idParams,
    responses: {
      200: ok('The new order and the distance saved', optimizeResult),
      400: {
        description: `${routingMessages.cannotOptimize}, or ${routingMessages.missingAddresses} (listing them), or an invalid id`,
        schema: missingAddressesBody.or(errorBody),
      },
      404: routeNotFound,
      422: error(routingMessages.optimizationFailed),
    },
  },
  addRouteException: {
    method: 'post',
    path: '/api/routes/{id}/exceptions',
    owner: 'routing',
    summary: 'Skip one occurrence (a holiday) or move it to another day',
    access: owner,
    params: idParams,
    body: routeExceptionBody,
    responses: {
      200: ok('The route', routeResult),
      404: routeNotFound,
      409: error(routingMessages.notScheduledThatDay),
    },
  },
  removeRouteException: {
    method: 'delete',
    path: '/api/routes/{id}/exceptions/{date}',
    owner: 'routing',
    summary: 'Undo the skip or move of one occurrence',
    access: owner,
    params: routeExceptionParams,
    responses: { 200: ok('The route', routeResult), 404: routeNotFound },
  },
  listDrivers: {
    method: 'get',
    path: '/api/drivers',
    owner: 'routing',
    summary: 'Every driver with the counters of the drivers screen',
    access: owner,
    responses: { 200: ok('The drivers', driversResult) },
  },
  activeDrivers: {
    method: 'get',
    path: '/api/drivers/active',
    owner: 'routing',
    summary: 'The drivers a route may be given',
    access: owner,
    responses: { 200: ok('The active drivers', activeDriversResult) },
  },
  createDriver: {
    method: 'post',
    path: '/api/drivers',
    owner: 'routing',
    summary: 'Add a driver; with a password, the driver gets a login for the drivers’ app',
    access: owner,
    body: createDriverBody,
    responses: {
      201: ok('The driver', driverResult),
      400: error(routingMessages.driverMissingInformation),
      409: error(routingMessages.driverEmailTaken),
    },
  },
  updateDriver: {
    method: 'put',
    path: '/api/drivers/{id}',
    owner: 'routing',
    summary: 'Edit a driver (a password given sets their login’s password)',
    access: owner,
    params: idParams,
    body: updateDriverBody,
    responses: {
      200: ok('The driver', driverResult),
      404: driverNotFound,
      409: error(routingMessages.driverEmailTaken),
    },
  },
  setDriverStatus: {
    method: 'patch',
    path: '/api/drivers/{id}/status',
    owner: 'routing',
    summary: 'Activate or deactivate a driver; a deactivated one keeps their routes and takes no new ones',
    access: owner,
    params: idParams,
    body: driverStatusBody,
    responses: { 200: ok('The driver', driverResult), 404: driverNotFound },
  },
  deleteDriver: {
    method: 'delete',
    path: '/api/drivers/{id}',
    owner: 'routing',
    summary: 'Remove an inactive driver for good, with their login; their routes are left without a driver',
    access: owner,
    params: idParams,
    responses: {
      204: { description: 'Removed' },
      404: driverNotFound,
      409: error(routingMessages.driverStillActive),
    },
  },
  renewCalendarFeed: {
    method: 'post',
    path: '/api/drivers/{id}/calendar-feed',
    owner: 'routing',
    summary: 'Give the driver a new private calendar feed address (the old one stops working)',
    access: owner,
    params: idParams,
    responses: { 200: ok('The driver', driverResult), 404: driverNotFound },
  },
  revokeCalendarFeed: {
    method: 'delete',
    path: '/api/drivers/{id}/calendar-feed',
    owner: 'routing',
    summary: "Revoke the driver's calendar feed",
    access: owner,
    params: idParams,
    responses: { 200: ok('The driver', driverResult), 404: driverNotFound },
  },
  calendarFeed: {
    method: 'get',
    path: '/api/calendar/{token}.ics',
    owner: 'routing',
    summary: "A driver's routes for the next eight weeks as an iCalendar feed (text/calendar)",
    access: 'public',
    params: calendarFeedParams,
    responses: {
      200: { description: 'The feed, as text/calendar' },
      404: error(routingMessages.calendarFeedNotFound),
    },
  },
  driverToday: {
    method: 'get',
    path: '/api/driver/routes/today',
    owner: 'routing',
    summary: "The signed-in driver's routes today, stops in order (an admin driver sees every route)",
    access: driver,
    responses: { 200: ok("Today's routes", driverTodayResult) },
  },
  driverCompleteStop: {
    method: 'post',
    path: '/api/driver/stops/{id}/complete',
    owner: 'routing',
    summary: "Record one of today's stops as collected (with the weight, if weighed) or skipped",
    access: driver,
    params: idParams,
    body: driverStopBody,
    responses: {
      200: ok('The route', driverRoute),
      403: error(routingMessages.viewOnlyDriver),
      404: error(routingMessages.notYourRoute),
    },
  },
  nextPickup: {
    method: 'get',
    path: '/api/customer/{userId}/next-pickup',
    owner: 'routing',
    summary: "A customer's next pickup in the business's time zone (a customer reads only their own)",
    access: ownerOrCustomer,
    params: userParams,
    responses: { 200: ok('The next pickup', nextPickup), 404: error(routingMessages.customerNotFound) },
  },
  customerPickups: {
    method: 'get',
    path: '/api/customer/{userId}/pickups',
    owner: 'routing',
    summary: `A customer's pickups of the next ${limits.upcomingPickupWeeks} weeks and the last few`,
    access: ownerOrCustomer,
    params: userParams,
    responses: {
      200: ok('The pickups', customerPickupsResult),
      404: error(routingMessages.customerNotFound),
    },
  },
  skipMyPickup: {
    method: 'post',
    path: '/api/customer/{userId}/pickups/{date}/skip',
    owner: 'routing',
    summary:
      'Skip one pickup ahead (a customer, their own; not one already started): extras on it move to the next',
    access: ownerOrCustomer,
    params: userPickupParams,
    responses: {
      200: ok('The pickups', customerPickupsResult),
      404: error(routingMessages.customerNotFound),
      409: error(`"${remindersMessages.noPickupToSkip}" or "${remindersMessages.skipLinkExpired}"`),
    },
  },
  restoreMyPickup: {
    method: 'delete',
    path: '/api/customer/{userId}/pickups/{date}/skip',
    owner: 'routing',
    summary: 'Bring back a pickup the household skipped, while it is still ahead',
    access: ownerOrCustomer,
    params: userPickupParams,
    responses: {
      200: ok('The pickups', customerPickupsResult),
      404: error(routingMessages.customerNotFound),
      409: error(routingMessages.pickupNotSkipped),
    },
  },
} as const satisfies Operations;

export const routingOperations: ApiOperation[] = Object.values(routingApi);

// Routing's internal API: messaging's pickup reminders ask whom to remind, and pass on a skip.

export const tenantDayParams = z.object({ tenantId: objectId });
export const dayPickupsQuery = z.object({ date: calendarDate });

/** One customer's pickup on a day, as routing's schedule decides it. */
export const dayPickup = z.object({
  customerId: objectId,
  routeId: objectId,
  routeName: z.string(),
  date: calendarDate,
  /** The window, HH:MM in the business's time zone. */
  startTime: clockTime,
  endTime: clockTime,
  /** "2:00 PM - 5:00 PM". */
  timeWindow: z.string(),
  /** The window's start as an instant: a reminder of that day is late after it. */
  startsAt: moment,
});
export type DayPickup = z.infer<typeof dayPickup>;

export const dayPickupsResult = z.object({
  date: calendarDate,
  timeZone: z.string(),
  /** By start, then route name; one row per customer and route. */
  pickups: z.array(dayPickup),
});
export type DayPickupsResult = z.infer<typeof dayPickupsResult>;

export const skipPickupBody = z.object({ customerId: objectId, date: calendarDate });
export type SkipPickupBody = z.infer<typeof skipPickupBody>;

export const pickupSkipResult = z.object({
  customerId: objectId,
  date: calendarDate,
  /** The routes whose stop that day is skipped (already skipped ones too). */
  routeIds: z.array(objectId),
});
export type PickupSkipResult = z.infer<typeof pickupSkipResult>;

export const routingInternalApi = {
  dayPickups: {
    method: 'get',
    path: '/internal/tenants/{tenantId}/pickups',
    owner: 'routing',
    summary:
      "Every customer with a pickup on the business's day: its schedule's moves and skips, each customer's frequency, active customers only",
    access: 'internal',
    params: tenantDayParams,
    query: dayPickupsQuery,
    responses: { 200: ok('The pickups of the day', dayPickupsResult) },
  },
  skipPickup: {
    method: 'post',
    path: '/internal/tenants/{tenantId}/pickup-skips',
    owner: 'routing',
    summary:
      "One customer's pickup on one day left out (a reminder's skip link): their stops that day, their pickups ahead and the driver's list; the same answer when asked again",
    access: 'internal',
    params: tenantDayParams,
    body: skipPickupBody,
    responses: {
      200: ok('The skipped stops', pickupSkipResult),
      409: error(remindersMessages.noPickupToSkip),
    },
  },
} as const satisfies Operations;
