import {
  addDays,
  clockLabel,
  type CustomerRoute,
  daysBetween,
  firstPickupDayOnOrAfter,
  instantAt,
  isPlannedDate,
  isStopDue,
  nextOccurrence,
  type Occurrence,
  occurrencesBetween,
  pickupDayOf,
  pickupWindow,
  type RoutePlan,
  timeUntil,
  todayIn,
  upcomingPickups,
  visitOn,
} from '../src/domain/schedule';

const newYork = 'America/New_York';

const fridays: RoutePlan = { firstDate: '2026-11-06', pickupDay: 'Friday', exceptions: [] };
const dates = (occurrences: readonly Occurrence[]) => occurrences.map((occurrence) => occurrence.date);
const planned = (date: string): Occurrence => ({ date, plannedDate: date, movedFrom: null });

describe('calendar days', () => {
  it('names the weekday of a date and finds the next one', () => {
    expect(pickupDayOf('2026-11-27')).toBe('Friday');
    expect(pickupDayOf('2026-11-01')).toBe('Sunday');
    expect(pickupDayOf('2026-11-02')).toBe('Monday');
    expect(firstPickupDayOnOrAfter('2026-11-27', 'Friday')).toBe('2026-11-27');
    expect(firstPickupDayOnOrAfter('2026-11-28', 'Friday')).toBe('2026-12-04');
    expect(firstPickupDayOnOrAfter('2026-12-30', 'Monday')).toBe('2027-01-04');
  });

  it('counts days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-02', '2026-10-31')).toBe(-2);
  });

  it('reads today in the business time zone', () => {
    const lateSaturdayInNewYork = new Date('2026-11-01T03:30:00Z');
    expect(todayIn(newYork, lateSaturdayInNewYork)).toBe('2026-10-31');
    expect(todayIn('UTC', lateSaturdayInNewYork)).toBe('2026-11-01');
  });

  it('finds the instant of a wall-clock time on either side of a daylight-saving change', () => {
    expect(instantAt('2026-10-31', '14:00', newYork).toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(instantAt('2026-11-01', '14:00', newYork).toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(instantAt('2026-03-07', '14:00', newYork).toISOString()).toBe('2026-03-07T19:00:00.000Z');
    expect(instantAt('2026-03-08', '14:00', newYork).toISOString()).toBe('2026-03-08T18:00:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => instantAt('2026-11-01', 'noon', newYork)).toThrow(RangeError);
    expect(() => clockLabel('25:00')).toThrow(RangeError);
  });
});

describe('occurrences of a weekly route', () => {
  it('repeats on its pickup day within the range', () => {
    expect(occurrencesBetween(fridays, '2026-11-01', '2026-11-30')).toEqual(
      ['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27'].map(planned),
    );
    expect(dates(occurrencesBetween(fridays, '2026-11-13', '2026-11-13'))).toEqual(['2026-11-13']);
    expect(occurrencesBetween(fridays, '2026-11-14', '2026-11-19')).toEqual([]);
  });

  it('never occurs before its first date', () => {
    const fromWednesday: RoutePlan = { firstDate: '2026-11-18', pickupDay: 'Friday', exceptions: [] };
    expect(dates(occurrencesBetween(fromWednesday, '2026-11-01', '2026-11-30'))).toEqual([
      '2026-11-20',
      '2026-11-27',
    ]);
    expect(occurrencesBetween(fridays, '2026-10-01', '2026-11-05')).toEqual([]);
    expect(isPlannedDate(fridays, '2026-10-30')).toBe(false);
    expect(isPlannedDate(fridays, '2026-11-06')).toBe(true);
    expect(isPlannedDate(fridays, '2026-11-07')).toBe(false);
  });

  it('leaves out a skipped occurrence', () => {
    const holiday: RoutePlan = {
      ...fridays,
      exceptions: [{ date: '2026-11-27', action: 'skip', movedTo: null }],
    };
    expect(dates(occurrencesBetween(holiday, '2026-11-01', '2026-12-05'))).toEqual([
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-12-04',
    ]);
    expect(isPlannedDate(holiday, '2026-11-27')).toBe(true);
  });

  it('shows a moved occurrence on its new day, in the range it moved into and not the one it left', () => {
    const moved: RoutePlan = {
      ...fridays,
      exceptions: [{ date: '2026-11-27', action: 'move', movedTo: '2026-11-28' }],
    };
    expect(occurrencesBetween(moved, '2026-11-28', '2026-12-05')).toEqual([
      { date: '2026-11-28', plannedDate: '2026-11-27', movedFrom: '2026-11-27' },
      planned('2026-12-04'),
    ]);
    expect(dates(occurrencesBetween(moved, '2026-11-22', '2026-11-27'))).toEqual([]);
  });

  it('moves an occurrence across a week boundary and keeps the range in date order', () => {
    const saturdays: RoutePlan = {
      firstDate: '2026-11-07',
      pickupDay: 'Saturday',
      exceptions: [{ date: '2026-11-28', action: 'move', movedTo: '2026-11-30' }],
    };
    expect(dates(occurrencesBetween(saturdays, '2026-11-22', '2026-11-28'))).toEqual([]);
    expect(occurrencesBetween(saturdays, '2026-11-29', '2026-12-05')).toEqual([
      { date: '2026-11-30', plannedDate: '2026-11-28', movedFrom: '2026-11-28' },
      planned('2026-12-05'),
    ]);
    const earlier: RoutePlan = {
      ...saturdays,
      exceptions: [{ date: '2026-12-05', action: 'move', movedTo: '2026-11-25' }],
    };
    expect(dates(occurrencesBetween(earlier, '2026-11-22', '2026-12-05'))).toEqual([
      '2026-11-25',
      '2026-11-28',
    ]);
  });

  it('ignores an exception on a day the route does not run', () => {
    const stray: RoutePlan = {
      ...fridays,
      exceptions: [
        { date: '2026-11-26', action: 'skip', movedTo: null },
        { date: '2026-10-30', action: 'move', movedTo: '2026-11-25' },
      ],
    };
    expect(dates(occurrencesBetween(stray, '2026-11-20', '2026-11-30'))).toEqual([
      '2026-11-20',
      '2026-11-27',
    ]);
  });

  it('finds the next occurrence on or after a day, past skips, within a year', () => {
    expect(nextOccurrence(fridays, '2026-11-27')).toEqual(planned('2026-11-27'));
    expect(nextOccurrence(fridays, '2026-11-28')).toEqual(planned('2026-12-04'));
    expect(nextOccurrence(fridays, '2026-01-01')).toEqual(planned('2026-11-06'));
    const skipped: RoutePlan = {
      ...fridays,
      exceptions: [{ date: '2026-12-04', action: 'skip', movedTo: null }],
    };
    expect(nextOccurrence(skipped, '2026-11-28')).toEqual(planned('2026-12-11'));
    const farOff: RoutePlan = { firstDate: '2028-01-07', pickupDay: 'Friday', exceptions: [] };
    expect(nextOccurrence(farOff, '2026-11-27')).toBeNull();
  });
});

describe('when a stop is due', () => {
  const weekly = { frequency: 'weekly', startsOn: '2026-11-13' } as const;
  const biweekly = { frequency: 'biweekly', startsOn: '2026-11-06' } as const;

  it('leaves out the days of a pause, [from, until), and the days skipped', () => {
    const paused = {
      ...weekly,
      pause: { from: '2026-11-20', until: '2026-12-04' },
      skippedDates: ['2026-12-11'],
    };
    expect(
      ['2026-11-13', '2026-11-20', '2026-11-27', '2026-12-04', '2026-12-11', '2026-11-06'].map((date) =>
        visitOn(paused, planned(date)),
      ),
    ).toEqual(['due', 'paused', 'paused', 'due', 'skipped', null]);
    const untilResumed = { ...weekly, pause: { from: '2026-11-20', until: null } };
    expect(isStopDue(untilResumed, planned('2027-06-04'))).toBe(false);
  });

  it('visits a weekly stop at every occurrence from its first', () => {
    expect(isStopDue(weekly, planned('2026-11-06'))).toBe(false);
    expect(isStopDue(weekly, planned('2026-11-13'))).toBe(true);
    expect(isStopDue(weekly, planned('2026-11-20'))).toBe(true);
  });

  it('visits a biweekly stop every other planned week, a moved day keeping its customers', () => {
    const due = dates(occurrencesBetween(fridays, '2026-10-01', '2026-12-31')).filter((date) =>
      isStopDue(biweekly, planned(date)),
    );
    expect(due).toEqual(['2026-11-06', '2026-11-20', '2026-12-04', '2026-12-18']);
    const movedToThursday = { date: '2026-11-19', plannedDate: '2026-11-20', movedFrom: '2026-11-20' };
    expect(isStopDue(biweekly, movedToThursday)).toBe(true);
    const movedToSaturday = { date: '2026-11-14', plannedDate: '2026-11-13', movedFrom: '2026-11-13' };
    expect(isStopDue(biweekly, movedToSaturday)).toBe(false);
  });

  it('visits a monthly stop twelve times a year, each the month’s first pickup', () => {
    const year: RoutePlan = { firstDate: '2026-01-02', pickupDay: 'Friday', exceptions: [] };
    const monthly = { frequency: 'monthly', startsOn: '2026-01-02' } as const;
    const due = dates(occurrencesBetween(year, '2026-01-01', '2026-12-31')).filter((date) =>
      isStopDue(monthly, planned(date)),
    );
    expect(due).toEqual([
      '2026-01-02',
      '2026-02-06',
      '2026-03-06',
      '2026-04-03',
      '2026-05-01',
      '2026-06-05',
      '2026-07-03',
      '2026-08-07',
      '2026-09-04',
      '2026-10-02',
      '2026-11-06',
      '2026-12-04',
    ]);
  });

  it('visits a monthly stop first on its start day, then on each later month’s first pickup', () => {
    const monthly = { frequency: 'monthly', startsOn: '2026-11-20' } as const;
    const due = dates(occurrencesBetween(fridays, '2026-11-01', '2027-01-31')).filter((date) =>
      isStopDue(monthly, planned(date)),
    );
    expect(due).toEqual(['2026-11-20', '2026-12-04', '2027-01-01']);
  });
});

describe('pickup windows and wording', () => {
  it('labels clock times on the 12-hour clock', () => {
    expect(clockLabel('14:00')).toBe('2:00 PM');
    expect(clockLabel('09:05')).toBe('9:05 AM');
    expect(clockLabel('00:30')).toBe('12:30 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
  });

  it('gives the route its window from its times, its duration or the spec default', () => {
    expect(pickupWindow({ startTime: '08:30', endTime: '11:00', estimatedMinutes: 120 })).toEqual({
      time: '8:30 AM',
      timeWindow: '8:30 AM - 11:00 AM',
    });
    expect(pickupWindow({ startTime: '14:00', endTime: '', estimatedMinutes: 120 })).toEqual({
      time: '2:00 PM',
      timeWindow: '2:00 PM - 4:00 PM',
    });
    expect(pickupWindow({ startTime: '23:00', endTime: '', estimatedMinutes: 90 })).toEqual({
      time: '11:00 PM',
      timeWindow: '11:00 PM - 12:30 AM',
    });
    expect(pickupWindow({ startTime: '', endTime: '', estimatedMinutes: 120 })).toEqual({
      time: '2:00 PM',
      timeWindow: '2:00 PM - 5:00 PM',
    });
  });

  it('says how long until a pickup', () => {
    expect(timeUntil('2026-11-23', '2026-11-23')).toBe('Today');
    expect(timeUntil('2026-11-24', '2026-11-23')).toBe('Tomorrow');
    expect(timeUntil('2026-11-25', '2026-11-23')).toBe('in 2 days');
    expect(timeUntil('2026-12-04', '2026-11-28')).toBe('in 6 days');
  });
});

describe("a customer's upcoming pickups", () => {
  const route = (overrides: Partial<CustomerRoute> = {}): CustomerRoute => ({
    routeId: 'mondays',
    name: 'Portland Mondays',
    driver: 'Sam Rivera',
    plan: { firstDate: '2026-11-02', pickupDay: 'Monday', exceptions: [] },
    startTime: '14:00',
    endTime: '17:00',
    estimatedMinutes: 120,
    stop: { frequency: 'weekly', startsOn: '2026-11-02' },
    finishedDates: new Set(),
    ...overrides,
  });

  it('goes from Saturday evening to the next week’s pickup day', () => {
    const saturdayEvening = new Date('2026-11-28T23:00:00Z');
    const [next] = upcomingPickups([route()], saturdayEvening, newYork, 8);
    expect(next).toEqual({
      date: '2026-11-30',
      visit: 'due',
      routeId: 'mondays',
      routeName: 'Portland Mondays',
      driver: 'Sam Rivera',
      time: '2:00 PM',
      timeWindow: '2:00 PM - 5:00 PM',
      startsAt: new Date('2026-11-30T19:00:00Z'),
      endsAt: new Date('2026-11-30T22:00:00Z'),
    });
    expect(timeUntil(next?.date ?? '', todayIn(newYork, saturdayEvening))).toBe('in 2 days');
  });

  it('finds a Sunday pickup across the autumn daylight-saving change', () => {
    const sundays = route({
      plan: { firstDate: '2026-10-04', pickupDay: 'Sunday', exceptions: [] },
      stop: { frequency: 'weekly', startsOn: '2026-10-04' },
    });
    const saturdayEightPmEdt = new Date('2026-11-01T00:00:00Z');
    const [next] = upcomingPickups([sundays], saturdayEightPmEdt, newYork, 1);
    expect(next?.date).toBe('2026-11-01');
    expect(next?.startsAt.toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(next?.endsAt.toISOString()).toBe('2026-11-01T22:00:00.000Z');
  });

  it('finds a Sunday pickup across the spring daylight-saving change', () => {
    const sundays = route({
      plan: { firstDate: '2026-01-04', pickupDay: 'Sunday', exceptions: [] },
      stop: { frequency: 'weekly', startsOn: '2026-01-04' },
    });
    const saturdayEightPmEst = new Date('2026-03-08T01:00:00Z');
    const [next] = upcomingPickups([sundays], saturdayEightPmEst, newYork, 1);
    expect(next?.date).toBe('2026-03-08');
    expect(next?.startsAt.toISOString()).toBe('2026-03-08T18:00:00.000Z');
  });

  it("counts today's pickup until its window ends or its run is finished for the customer", () => {
    const beforeTheEnd = new Date('2026-11-23T21:59:00Z');
    const atTheEnd = new Date('2026-11-23T22:00:00Z');
    expect(upcomingPickups([route()], beforeTheEnd, newYork, 1)[0]?.date).toBe('2026-11-23');
    expect(upcomingPickups([route()], atTheEnd, newYork, 1)[0]?.date).toBe('2026-11-30');
    const finished = route({ finishedDates: new Set(['2026-11-23']) });
    expect(upcomingPickups([finished], beforeTheEnd, newYork, 1)[0]?.date).toBe('2026-11-30');
    const eightWeeksOn = upcomingPickups([route()], atTheEnd, newYork, 8);
    expect(eightWeeksOn).toHaveLength(8);
    expect(eightWeeksOn.at(-1)?.date).toBe('2027-01-18');
  });

  it('ends a window without an end time after the estimated duration, and uses the default with no times', () => {
    const mondayAfternoon = new Date('2026-11-23T20:30:00Z');
    const estimated = route({ endTime: '', estimatedMinutes: 60 });
    expect(upcomingPickups([estimated], mondayAfternoon, newYork, 1)[0]?.date).toBe('2026-11-30');
    const untimed = route({ startTime: '', endTime: '' });
    const [today] = upcomingPickups([untimed], mondayAfternoon, newYork, 1);
    expect(today).toMatchObject({ date: '2026-11-23', time: '2:00 PM', timeWindow: '2:00 PM - 5:00 PM' });
    expect(today?.endsAt.toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it('lists the weeks ahead across routes by start time, by each stop’s frequency and the routes’ exceptions', () => {
    const monday = new Date('2026-11-23T12:00:00Z');
    const fortnightly = route({
      routeId: 'thursdays',
      name: 'Deering Thursdays',
      plan: {
        firstDate: '2026-11-05',
        pickupDay: 'Thursday',
        exceptions: [{ date: '2026-11-26', action: 'move', movedTo: '2026-11-27' }],
      },
      startTime: '09:00',
      endTime: '',
      stop: { frequency: 'biweekly', startsOn: '2026-11-12' },
    });
    const mondays = route({
      plan: { ...route().plan, exceptions: [{ date: '2026-12-07', action: 'skip', movedTo: null }] },
    });
    const pickups = upcomingPickups([mondays, fortnightly], monday, newYork, 4);
    expect(pickups.map((pickup) => [pickup.date, pickup.routeId, pickup.timeWindow])).toEqual([
      ['2026-11-23', 'mondays', '2:00 PM - 5:00 PM'],
      ['2026-11-27', 'thursdays', '9:00 AM - 11:00 AM'],
      ['2026-11-30', 'mondays', '2:00 PM - 5:00 PM'],
      ['2026-12-10', 'thursdays', '9:00 AM - 11:00 AM'],
      ['2026-12-14', 'mondays', '2:00 PM - 5:00 PM'],
    ]);
    expect(upcomingPickups([route()], monday, newYork, 8)).toHaveLength(8);
  });

  it('has nothing for a customer on no route', () => {
    expect(upcomingPickups([], new Date('2026-11-23T12:00:00Z'), newYork, 8)).toEqual([]);
  });
});
