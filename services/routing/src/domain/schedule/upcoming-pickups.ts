import { tz } from '@date-fns/tz';
import { addMinutes, addWeeks } from 'date-fns';
import { addDays, instantAt, todayIn } from './calendar';
import { type StopSchedule, type Visit, visitOn } from './frequency';
import { occurrencesBetween, type RoutePlan } from './occurrences';
import { pickupWindow, windowHours } from './pickup-window';

/** A route a customer is on, with what the customer needs to know of it. */
export interface CustomerRoute {
  routeId: string;
  name: string;
  driver: string;
  plan: RoutePlan;
  startTime: string;
  endTime: string;
  estimatedMinutes: number;
  stop: StopSchedule;
  /** Dates whose run already has this stop's result or was completed: such a day is past for the customer. */
  finishedDates: ReadonlySet<string>;
}

export interface PlannedPickup {
  date: string;
  /** Due, or left out (skipped or paused) yet still shown. */
  visit: Visit;
  routeId: string;
  routeName: string;
  driver: string;
  time: string;
  timeWindow: string;
  startsAt: Date;
  endsAt: Date;
}

function pickupsOnRoute(route: CustomerRoute, from: string, to: string, timeZone: string): PlannedPickup[] {
  const { time, timeWindow } = pickupWindow(route);
  const { start, minutes } = windowHours(route);
  return occurrencesBetween(route.plan, from, to).flatMap((occurrence) => {
    const visit = visitOn(route.stop, occurrence);
    if (!visit || route.finishedDates.has(occurrence.date)) return [];
    const { date } = occurrence;
    const startsAt = instantAt(date, start, timeZone);
    return [
      {
        date,
        visit,
        routeId: route.routeId,
        routeName: route.name,
        driver: route.driver,
        time,
        timeWindow,
        startsAt,
        endsAt: addMinutes(startsAt, minutes),
      },
    ];
  });
}

/**
 * The customer's pickups from `now` over the next `weeks` weeks across all their routes, by start
 * time, those left out (skipped, paused) too: today's counts until its window has ended or its run
 * finished for them.
 */
export function upcomingPickups(
  routes: readonly CustomerRoute[],
  now: Date,
  timeZone: string,
  weeks: number,
): PlannedPickup[] {
  const today = todayIn(timeZone, now);
  // Weeks from this very moment: once today's window has passed, the same day a week ahead is still in.
  const horizon = addWeeks(now, weeks, { in: tz(timeZone) }).getTime();
  return routes
    .flatMap((route) => pickupsOnRoute(route, today, addDays(today, weeks * 7), timeZone))
    .filter((pickup) => pickup.endsAt.getTime() > now.getTime() && pickup.startsAt.getTime() < horizon)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.routeName.localeCompare(b.routeName));
}
