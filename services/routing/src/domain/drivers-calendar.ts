import { limits, routingMessages } from '@pickup/contracts';
import { notFound, sameSecret } from '@pickup/kit';
import { addMinutes } from 'date-fns';
import ical from 'ical-generator';
import type { Drivers } from './drivers';
import { readFeedToken } from './drivers-feed-token';
import type { ScheduledRun } from './model';
import { addDays, instantAt, todayIn } from './schedule';

const feedNotFound = () => notFound(routingMessages.calendarFeedNotFound);

/** How often calendar apps are asked to read the feed again. */
const refreshSeconds = 60 * 60;

function describe(run: ScheduledRun): string {
  const stops = `${run.stopCount} ${run.stopCount === 1 ? 'stop' : 'stops'}`;
  return run.notes ? `${stops}\n${run.notes}` : stops;
}

/** When the run ends: its end time, else its start plus the estimated time (also for an end before the start). */
function endOf(run: ScheduledRun, start: Date, timeZone: string): Date {
  const end = run.endTime ? instantAt(run.date, run.endTime, timeZone) : null;
  return end && end > start ? end : addMinutes(start, run.estimatedMinutes);
}

/**
 * GET /api/calendar/{token}.ics: the driver's route occurrences of the next eight weeks as an
 * iCalendar feed, each at its instants in the business's time zone. Reading it marks the driver's
 * calendar synced. An unknown or revoked token, or one of another business than the request's,
 * is 404.
 */
export async function calendarFeed(
  drivers: Drivers,
  token: string,
  requestTenantId: string | null,
): Promise<string> {
  const read = readFeedToken(token);
  if (!read || (requestTenantId !== null && requestTenantId !== read.tenantId)) throw feedNotFound();
  const driver = await drivers.store.find(read.tenantId, read.driverId);
  if (!driver?.calendarFeedSecret || !sameSecret(read.secret, driver.calendarFeedSecret))
    throw feedNotFound();

  const now = drivers.clock.now();
  const timeZone = await drivers.timeZones.timeZoneOf(driver.tenantId);
  const from = todayIn(timeZone, now);
  const to = addDays(from, limits.upcomingPickupWeeks * 7 - 1);
  const runs = await drivers.assignments.runsOfDriver(driver.tenantId, driver.driverId, from, to);

  const calendar = ical({
    name: `${driver.name}: routes`,
    prodId: { company: 'routing', product: 'driver-routes' },
    ttl: refreshSeconds,
  });
  for (const run of runs) {
    const start = instantAt(run.date, run.startTime, timeZone);
    calendar.createEvent({
      id: `${run.routeId}-${run.date}`,
      start,
      end: endOf(run, start, timeZone),
      stamp: now,
      summary: run.name,
      location: run.startAddress || null,
      description: describe(run),
    });
  }
  await drivers.store.markSynced(driver.tenantId, driver.driverId, now);
  return calendar.toString();
}
