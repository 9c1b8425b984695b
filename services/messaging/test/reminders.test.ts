import { reminderDefaults, reminderSchedule, remindersMessages, testReminderResult } from '@pickup/contracts';
import { sendDueReminders } from '../src/domain/reminders';
import { dayPickup, remindersForTests } from './reminder-fixture';

const messaging = remindersForTests();

/** New York reminders at 18:00 the day before and 08:00 on the day; e-mail only unless told. */
const newYork = {
  timeZone: 'America/New_York',
  emailRemindersEnabled: true,
  smsRemindersEnabled: true,
  dayBeforeReminderEnabled: true,
  dayBeforeReminderTime: '18:00',
  morningOfReminderEnabled: true,
  morningOfReminderTime: '08:00',
  reminderMessage: 'Buckets out by 9, please!',
};

const round = (now: string) => sendDueReminders(messaging().schedulerAt(now));

describe('pickup reminders across the night daylight saving time ends (America/New_York, 2026-11-01)', () => {
  it('reminds the right households at 18:00 and 08:00 local time, whichever offset applies', async () => {
    const tenantId = await messaging().business(newYork);
    const sunday = await messaging().household(tenantId, { firstName: 'Sunny' });
    const monday = await messaging().household(tenantId, { firstName: 'Monty' });
    // 09:00 EST on both days: 14:00 UTC.
    messaging().routing.plan(tenantId, [
      dayPickup(sunday.customerId, '2026-11-01', '2026-11-01T14:00:00.000Z'),
      dayPickup(monday.customerId, '2026-11-02', '2026-11-02T14:00:00.000Z'),
    ]);
    const mailTo = (email: string) =>
      messaging()
        .mailer.sentTo(email)
        .map((mail) => mail.subject);

    // Saturday, still on EDT (UTC-4): 18:00 is 22:00 UTC.
    expect(await round('2026-10-31T21:59:00Z')).toBe(0);
    expect(await round('2026-10-31T22:00:00Z')).toBe(1);
    expect(mailTo(sunday.email)).toEqual(['Pickup reminder: tomorrow, Sunday, November 1']);

    // Sunday on EST (UTC-5): 08:00 is 13:00 UTC, not the 12:00 the summer offset would give.
    expect(await round('2026-11-01T12:59:00Z')).toBe(0);
    expect(await round('2026-11-01T13:00:00Z')).toBe(1);
    expect(mailTo(sunday.email)).toEqual([
      'Pickup reminder: tomorrow, Sunday, November 1',
      'Pickup reminder: today, Sunday, November 1',
    ]);

    // Sunday evening: 18:00 EST is 23:00 UTC, for Monday's household only.
    expect(await round('2026-11-01T22:59:00Z')).toBe(0);
    expect(await round('2026-11-01T23:00:00Z')).toBe(1);
    expect(mailTo(monday.email)).toEqual(['Pickup reminder: tomorrow, Monday, November 2']);
    expect(mailTo(sunday.email)).toHaveLength(2);
  });

  it('writes the business’s text with the pickup’s date and window, in its name, with a skip link', async () => {
    const tenantId = await messaging().business({
      ...newYork,
      businessName: 'Orono Organics',
      email: 'hello@orono.test',
    });
    const household = await messaging().household(tenantId, { firstName: 'Sunny' });
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2026-11-01', '2026-11-01T14:00:00.000Z'),
    ]);
    await round('2026-10-31T22:30:00Z');
    const [mail] = messaging().mailer.sentTo(household.email);
    expect(mail).toMatchObject({ senderName: 'Orono Organics', replyTo: 'hello@orono.test' });
    expect(mail?.text).toContain('Hi Sunny,');
    expect(mail?.text).toContain('Buckets out by 9, please!');
    expect(mail?.text).toContain('Your pickup: Tomorrow, Sunday, November 1, 9:00 AM - 11:00 AM');
    expect(mail?.text).toMatch(
      /Skip this pickup: http:\/\/web\.pickup\.test\/api\/reminders\/skip\?token=\S+/,
    );
    expect(mail?.html).toContain('Orono Organics');
    expect(mail?.html).toContain('Skip this pickup</a>');
  });

  it('uses the default text when the business left it empty', async () => {
    const tenantId = await messaging().business({ ...newYork, reminderMessage: '' });
    const household = await messaging().household(tenantId);
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2026-11-01', '2026-11-01T14:00:00.000Z'),
    ]);
    await round('2026-10-31T22:00:00Z');
    expect(messaging().mailer.sentTo(household.email)[0]?.text).toContain(reminderDefaults.reminderMessage);
  });
});

describe('when reminders are not sent', () => {
  it('sends none with e-mail off and no SMS provider, nor a kind that is off', async () => {
    const emailOff = await messaging().business({ ...newYork, emailRemindersEnabled: false });
    const dayBeforeOff = await messaging().business({ ...newYork, dayBeforeReminderEnabled: false });
    const quiet = await messaging().household(emailOff);
    const morningOnly = await messaging().household(dayBeforeOff);
    messaging().routing.plan(emailOff, [
      dayPickup(quiet.customerId, '2026-11-01', '2026-11-01T14:00:00.000Z'),
    ]);
    messaging().routing.plan(dayBeforeOff, [
      dayPickup(morningOnly.customerId, '2026-11-01', '2026-11-01T14:00:00.000Z'),
    ]);
    await round('2026-10-31T22:00:00Z');
    await round('2026-11-01T13:00:00Z');
    expect(messaging().mailer.sentTo(quiet.email)).toEqual([]);
    expect(
      messaging()
        .mailer.sentTo(morningOnly.email)
        .map((mail) => mail.subject),
    ).toEqual(['Pickup reminder: today, Sunday, November 1']);
  });

  it('sends the morning-of reminder only before the route starts, and the day-before one only until midnight', async () => {
    const tenantId = await messaging().business(newYork);
    const early = await messaging().household(tenantId);
    const late = await messaging().household(tenantId);
    messaging().routing.plan(tenantId, [
      dayPickup(early.customerId, '2026-11-04', '2026-11-04T13:30:00.000Z'),
      dayPickup(late.customerId, '2026-11-04', '2026-11-04T17:00:00.000Z'),
    ]);
    // The scheduler was down all evening and all morning, until 09:00 EST (14:00 UTC) on the day.
    await round('2026-11-04T05:00:00Z');
    await round('2026-11-04T14:00:00Z');
    expect(messaging().mailer.sentTo(early.email)).toEqual([]);
    expect(
      messaging()
        .mailer.sentTo(late.email)
        .map((mail) => mail.subject),
    ).toEqual(['Pickup reminder: today, Wednesday, November 4']);
  });
});

describe('exactly once', () => {
  it('sends each reminder once with two schedulers racing, and none again after a restart', async () => {
    const tenantId = await messaging().business(newYork);
    const households = await Promise.all([1, 2, 3].map(() => messaging().household(tenantId)));
    messaging().routing.plan(
      tenantId,
      households.map((household) =>
        dayPickup(household.customerId, '2026-11-06', '2026-11-06T14:00:00.000Z'),
      ),
    );
    const now = '2026-11-05T23:00:00Z';
    const sent = await Promise.all([round(now), round(now), round(now)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const household of households) expect(messaging().mailer.sentTo(household.email)).toHaveLength(1);

    // A restarted instance, a minute later.
    expect(await round('2026-11-05T23:01:00Z')).toBe(0);

    const events = await messaging().probe.waitForEvents(
      'reminder.sent',
      (event) => event.tenantId === tenantId,
      3,
    );
    expect(events.map((event) => event.data.customerId).sort()).toEqual(
      households.map((household) => household.customerId).sort(),
    );
    expect(events[0]?.data).toMatchObject({ pickupDate: '2026-11-06', kind: 'day_before', channel: 'email' });
    expect(messaging().probe.matching('reminder.sent', (event) => event.tenantId === tenantId)).toHaveLength(
      3,
    );
  });

  it('tries again next round when the mail server refused', async () => {
    const tenantId = await messaging().business(newYork);
    const household = await messaging().household(tenantId);
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2026-11-07', '2026-11-07T14:00:00.000Z'),
    ]);
    messaging().mailer.refuseNext(1);
    expect(await round('2026-11-06T23:00:00Z')).toBe(0);
    expect(await round('2026-11-06T23:01:00Z')).toBe(1);
    expect(await round('2026-11-06T23:02:00Z')).toBe(0);
    expect(messaging().mailer.sentTo(household.email)).toHaveLength(1);
  });

  it('sends no SMS without a provider, whatever the toggle', async () => {
    const tenantId = await messaging().business(newYork);
    const household = await messaging().household(tenantId, { phone: '+12075550199' });
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2026-11-08', '2026-11-08T14:00:00.000Z'),
    ]);
    expect(await round('2026-11-07T23:00:00Z')).toBe(1);
    const [event] = await messaging().probe.waitForEvents(
      'reminder.sent',
      (candidate) => candidate.data.customerId === household.customerId,
    );
    expect(event?.data.channel).toBe('email');
  });
});

describe('the owner’s reminders (Settings → Notifications)', () => {
  it('answers the next runs with whom they reach, and that SMS is not set up', async () => {
    const tenantId = await messaging().business(newYork);
    const res = await messaging()
      .api()
      .get('/api/business/reminders')
      .set(messaging().auth('owner', tenantId));
    expect(res.status).toBe(200);
    const schedule = reminderSchedule.parse(res.body);
    expect(schedule).toMatchObject({
      timeZone: 'America/New_York',
      smsConfigured: false,
      emailEnabled: true,
    });
    expect(schedule.runs.map((run) => [run.kind, run.enabled, run.localTime])).toEqual([
      ['day_before', true, '18:00'],
      ['morning_of', true, '08:00'],
    ]);
    for (const run of schedule.runs) {
      expect(new Date(run.nextRunAt ?? '').getTime()).toBeGreaterThan(Date.now());
      expect(run.recipients).toBe(0);
    }
  });

  it('answers a kind that is off without a next run', async () => {
    const tenantId = await messaging().business({ ...newYork, morningOfReminderEnabled: false });
    const res = await messaging()
      .api()
      .get('/api/business/reminders')
      .set(messaging().auth('owner', tenantId));
    expect(reminderSchedule.parse(res.body).runs[1]).toEqual({
      kind: 'morning_of',
      enabled: false,
      localTime: '08:00',
      nextRunAt: null,
      pickupDate: null,
      recipients: null,
    });
  });

  it('is the owner’s only', async () => {
    const tenantId = await messaging().business(newYork);
    const res = await messaging()
      .api()
      .get('/api/business/reminders')
      .set(messaging().auth('customer', tenantId));
    expect(res.status).toBe(403);
  });

  it('sends the owner a test reminder to their own e-mail', async () => {
    const tenantId = await messaging().business({ ...newYork, businessName: 'Orono Organics' });
    const owner = await messaging().owner(tenantId, 'avery@orono.test');
    const res = await messaging().api().post('/api/business/reminders/test').set(owner);
    expect(res.status).toBe(200);
    expect(testReminderResult.parse(res.body)).toEqual({
      sentTo: 'avery@orono.test',
      message: remindersMessages.testReminderSent('avery@orono.test'),
    });
    const [mail] = messaging().mailer.sentTo('avery@orono.test');
    expect(mail?.subject).toMatch(/^\[Test\] Pickup reminder: tomorrow, /);
    expect(mail?.senderName).toBe('Orono Organics');
    expect(mail?.text).toContain('Buckets out by 9, please!');
    expect(mail?.text).not.toContain('Skip this pickup');
  });

  it('answers 409 while the owner’s e-mail is not known, and 502 when the mail server refuses', async () => {
    const tenantId = await messaging().business(newYork);
    const unknown = await messaging()
      .api()
      .post('/api/business/reminders/test')
      .set(messaging().auth('owner', tenantId));
    expect(unknown.status).toBe(409);
    expect(unknown.body.error).toBe(remindersMessages.ownerEmailUnknown);

    const owner = await messaging().owner(tenantId, 'refused@orono.test');
    messaging().mailer.refuseNext(1);
    const refused = await messaging().api().post('/api/business/reminders/test').set(owner);
    expect(refused.status).toBe(502);
    expect(refused.body.error).toBe(remindersMessages.testReminderFailed);
  });
});
