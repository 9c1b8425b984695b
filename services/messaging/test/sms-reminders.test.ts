import { reminderSchedule } from '@pickup/contracts';
import { sendDueReminders } from '../src/domain/reminders';
import { dayPickup, remindersForTests, smsAccount } from './reminder-fixture';

const messaging = remindersForTests({ sms: true });

describe('SMS reminders through a Twilio-compatible provider', () => {
  it('texts each household with a number once, beside its e-mail', async () => {
    const tenantId = await messaging().business({
      businessName: 'Orono Organics',
      smsRemindersEnabled: true,
      reminderMessage: 'Buckets out by 9!',
    });
    const texted = await messaging().household(tenantId, { phone: '+12075550123' });
    const noNumber = await messaging().household(tenantId, { phone: '' });
    messaging().routing.plan(tenantId, [
      dayPickup(texted.customerId, '2026-11-27', '2026-11-27T14:00:00.000Z'),
      dayPickup(noNumber.customerId, '2026-11-27', '2026-11-27T14:00:00.000Z'),
    ]);
    const now = '2026-11-26T23:00:00Z';
    const rounds = [messaging().schedulerAt(now), messaging().schedulerAt(now)];
    await Promise.all(rounds.map((reminders) => sendDueReminders(reminders)));

    const messages = messaging().provider?.messages ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({
      to: '+12075550123',
      from: smsAccount.from,
      body: 'Orono Organics: Buckets out by 9! Pickup: Tomorrow, Friday, November 27, 9:00 AM - 11:00 AM.',
      authorization: `Basic ${Buffer.from(`${smsAccount.sid}:${smsAccount.token}`).toString('base64')}`,
      path: `/2010-04-01/Accounts/${smsAccount.sid}/Messages.json`,
    });
    expect(messaging().mailer.sentTo(texted.email)).toHaveLength(1);
    expect(messaging().mailer.sentTo(noNumber.email)).toHaveLength(1);
    const events = await messaging().probe.waitForEvents(
      'reminder.sent',
      (event) => event.tenantId === tenantId,
      3,
    );
    expect(events.map((event) => event.data.channel).sort()).toEqual(['email', 'email', 'sms']);
  });

  it('texts nobody when the business turned SMS off', async () => {
    const tenantId = await messaging().business({ smsRemindersEnabled: false });
    const household = await messaging().household(tenantId, { phone: '+12075550124' });
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2026-11-27', '2026-11-27T14:00:00.000Z'),
    ]);
    await sendDueReminders(messaging().schedulerAt('2026-11-26T23:00:00Z'));
    expect((messaging().provider?.messages ?? []).filter((sms) => sms.to === '+12075550124')).toEqual([]);
  });

  it('tells the owner SMS is set up', async () => {
    const tenantId = await messaging().business({ smsRemindersEnabled: true });
    const res = await messaging()
      .api()
      .get('/api/business/reminders')
      .set(messaging().auth('owner', tenantId));
    expect(reminderSchedule.parse(res.body)).toMatchObject({ smsConfigured: true, smsEnabled: true });
  });
});
