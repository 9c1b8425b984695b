export {
  addDays,
  dayOfMonth,
  daysBetween,
  firstPickupDayOnOrAfter,
  instantAt,
  pickupDayOf,
  todayIn,
} from './calendar';
export { isStopDue, type StopSchedule, type Visit, visitOn } from './frequency';
export {
  isPlannedDate,
  nextOccurrence,
  type Occurrence,
  occurrencesBetween,
  type RoutePlan,
  type ScheduleException,
} from './occurrences';
export {
  clockLabel,
  pickupWindow,
  type RouteTimes,
  timeUntil,
  type WindowHours,
  windowEnd,
  windowHours,
} from './pickup-window';
export { type CustomerRoute, type PlannedPickup, upcomingPickups } from './upcoming-pickups';
