import { limits, pickupDays, type PickupDay } from '@pickup/contracts/constants';
import { createRouteBody, z, type Route } from '@pickup/contracts/schemas';
import { weekdayOf, type CalendarDate } from './dates';

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const minutesMessage = `Enter the minutes, from 1 to ${24 * 60}`;

/**
 * The create and edit dialogs over the contract's create request: name, driver and start time
 * required with the spec's message; a blank estimated time is the spec's 120 minutes; a blank zone
 * is none. The stops are chosen apart from the text fields and joined when sent.
 */
export const routeForm = z.object({
  name: createRouteBody.shape.name,
  zone: z.preprocess((value) => (value === '' ? null : value), createRouteBody.shape.zone),
  driverId: createRouteBody.shape.driverId,
  vehicle: createRouteBody.shape.vehicle,
  startTime: createRouteBody.shape.startTime,
  endTime: createRouteBody.shape.endTime,
  estimatedTime: z.preprocess(
    (value) => (value === '' ? limits.defaultEstimatedRouteMinutes : Number(value)),
    z
      .number({ error: minutesMessage })
      .int(minutesMessage)
      .min(1, minutesMessage)
      .max(24 * 60, minutesMessage),
  ),
  pickupDay: createRouteBody.shape.pickupDay,
  date: z.preprocess(blankAsMissing, createRouteBody.shape.date),
  startLocation: createRouteBody.shape.startLocation,
  startAddress: createRouteBody.shape.startAddress,
  endLocation: createRouteBody.shape.endLocation,
  endAddress: createRouteBody.shape.endAddress,
  notes: createRouteBody.shape.notes,
});
export type RouteFormValues = z.infer<typeof routeForm>;
export type RouteFormField = keyof RouteFormValues;

/** A new route's fields: on the day chosen, its weekday the pickup day, the spec's 120 minutes. */
export function newRouteInitial(date: CalendarDate): Record<RouteFormField, string> {
  return {
    name: '',
    zone: '',
    driverId: '',
    vehicle: '',
    startTime: '',
    endTime: '',
    estimatedTime: String(limits.defaultEstimatedRouteMinutes),
    pickupDay: weekdayOf(date),
    date,
    startLocation: '',
    startAddress: '',
    endLocation: '',
    endAddress: '',
    notes: '',
  };
}

export function editRouteInitial(route: Route): Record<RouteFormField, string> {
  return {
    name: route.name,
    zone: route.zone ?? '',
    driverId: route.driverId ?? '',
    vehicle: route.vehicle,
    startTime: route.startTime,
    endTime: route.endTime,
    estimatedTime: String(route.estimatedTime),
    pickupDay: route.pickupDay,
    date: route.firstDate,
    startLocation: route.startLocation,
    startAddress: route.startAddress,
    endLocation: route.endLocation,
    endAddress: route.endAddress,
    notes: route.notes,
  };
}

/** What the submit waits for: the spec's three required fields. */
export function requiredFilled(values: { name: string; driverId: string; startTime: string }): boolean {
  return [values.name, values.driverId, values.startTime].every((value) => value.trim() !== '');
}

export const pickupDayOptions = pickupDays.map((day: PickupDay) => ({ value: day, label: day }));
