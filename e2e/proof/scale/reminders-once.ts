import { pickupDays } from '@pickup/contracts';
import { MongoClient } from 'mongodb';
import { runDatabaseName, type SystemState } from '../../tests/system/system-stack';
import { expectCall } from '../lib/api';
import type { Figure } from '../lib/goals';
import { mailTo } from '../lib/mailbox';
import type { Household, OpenBusiness } from './businesses';
import { tally, tallyFigure, waitFor } from './exactly-once';

const reminderSubject = /^Pickup reminder/;
const arrivalTimeoutMs = 150_000;

/**
 * How long to keep counting once every reminder is in: long enough for each instance to run at
 * least two more rounds (a round of a minute: 70 s, another round on each and some slack).
 */
const afterLastMsFor = (roundMs: number) => Math.max(roundMs + 10_000, 3 * roundMs);

/**
 * A time zone where the whole run falls on one local day, hours from midnight (the day-before run
 * is open from its time until local midnight, and "tomorrow" must not move while the suite waits).
 */
function zoneAwayFromMidnight(now: Date): string {
  const candidates = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'America/Los_Angeles'];
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const zone = candidates.find((timeZone) => hourIn(timeZone) >= 1 && hourIn(timeZone) <= 21);
  if (!zone) throw new Error('no candidate time zone is away from its midnight');
  return zone;
}

/** The local day after `now` in the zone: its date and weekday. */
function tomorrowIn(timeZone: string, now: Date): { date: string; weekday: (typeof pickupDays)[number] } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
  const weekday = weekdays[tomorrow.getUTCDay()] as (typeof pickupDays)[number];
  if (!pickupDays.includes(weekday)) throw new Error(`${weekday} is no pickup day`);
  return { date: tomorrow.toISOString().slice(0, 10), weekday };
}

export interface ReminderWatch {
  /** Waits for every household's reminder, then for later rounds, and counts what arrived. */
  figures(): Promise<Figure[]>;
}

/**
 * Reminders sent once: the households get a pickup tomorrow on one route, and the business's
 * day-before reminder is switched on last, its time already passed today in its time zone, so
 * both messaging instances' next rounds find it open (docs/reminders.md, "The round" and
 * "Exactly once"). The caller does other work while the rounds run, then asks for the figures.
 */
export async function startReminderWatch(
  system: SystemState,
  { business, owner }: OpenBusiness,
  households: Household[],
  roundMs: number,
): Promise<ReminderWatch> {
  const afterLastMs = afterLastMsFor(roundMs);
  const now = new Date();
  const timeZone = zoneAwayFromMidnight(now);
  const settings = (changes: Record<string, unknown>) =>
    expectCall(200, system.gatewayUrl, 'put', '/api/business/info', owner, changes);
  await settings({
    timeZone,
    emailRemindersEnabled: true,
    smsRemindersEnabled: false,
    dayBeforeReminderEnabled: false,
    dayBeforeReminderTime: '00:00',
    morningOfReminderEnabled: false,
  });
  // Routing names the route's days in the business's time zone: it must know the zone first.
  const mongo = await MongoClient.connect(system.mongoUrl);
  try {
    const zones = mongo
      .db(runDatabaseName('routing', system.runId))
      .collection<{ _id: string; timeZone: string }>('time_zones');
    const known = await waitFor(
      async () => (await zones.countDocuments({ _id: business.tenantId, timeZone })) === 1,
      { timeoutMs: 60_000 },
    );
    if (!known) throw new Error(`routing never learned the time zone ${timeZone}`);
  } finally {
    await mongo.close();
  }

  const { driver } = await expectCall<{ driver: { id: string } }>(
    201,
    system.gatewayUrl,
    'post',
    '/api/drivers',
    owner,
    {
      name: 'Sam Scale',
      email: `driver-${business.subdomain}@example.com`,
    },
  );
  const tomorrow = tomorrowIn(timeZone, now);
  await expectCall(201, system.gatewayUrl, 'post', '/api/routes', owner, {
    name: 'Scale Route',
    driverId: driver.id,
    startTime: '09:00',
    endTime: '12:00',
    pickupDay: tomorrow.weekday,
    date: tomorrow.date,
    stops: households.map((household) => ({ customerId: household.id })),
  });
  await settings({ dayBeforeReminderEnabled: true });
  const switchedOn = performance.now();

  const emails = households.map((household) => household.email.toLowerCase());
  const reminded = async () =>
    tally(
      emails,
      (await mailTo(system.mailApiUrl, emails))
        .filter((mail) => reminderSubject.test(mail.subject))
        .flatMap((mail) => mail.to.map((to) => to.address.toLowerCase())),
    );

  return {
    async figures() {
      const arrived = await waitFor(async () => (await reminded()).lost === 0, {
        timeoutMs: Math.max(0, arrivalTimeoutMs - (performance.now() - switchedOn)),
        everyMs: 3000,
      });
      const arrivedAfter = (performance.now() - switchedOn) / 1000;
      await new Promise((resolve) => setTimeout(resolve, afterLastMs));
      return [
        {
          name: 'households with a pickup tomorrow',
          value: households.length,
        },
        {
          name: 'time from switching it on to the last reminder',
          value: arrived ? arrivedAfter : `not within ${arrivalTimeoutMs / 1000} s`,
          unit: arrived ? 's' : undefined,
        },
        tallyFigure(
          `day-before reminder e-mails (${afterLastMs / 1000} s of rounds later)`,
          await reminded(),
        ),
      ];
    },
  };
}
