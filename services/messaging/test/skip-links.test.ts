import { remindersMessages, skipPickupResult } from '@pickup/contracts';
import { escapeHtml } from '@pickup/kit';
import { skipToken } from '../src/domain/pickup-skip-links';
import { sendDueReminders } from '../src/domain/reminders';
import { linkSecretOf } from '../src/reminder-config';
import { dayPickup, remindersForTests } from './reminder-fixture';
import { newId } from './support/messaging-fixture';

const messaging = remindersForTests();

const inAnHour = () => new Date(Date.now() + 60 * 60_000);

/** A skip link's token as the reminders sign them. */
function tokenFor(tenantId: string, customerId: string, date: string, expiresAt = inAnHour()) {
  return skipToken(linkSecretOf(messaging().config), { tenantId, customerId, date, expiresAt });
}

const open = (token: string) => messaging().api().get('/api/reminders/skip').query({ token });
const confirm = (token: string) => messaging().api().post('/api/reminders/skip').query({ token });

describe('the skip link of a reminder', () => {
  it('opened, only shows which pickup it skips; confirmed, tells routing, once however often', async () => {
    const tenantId = await messaging().business({ businessName: 'Orono Organics' });
    const customerId = newId();
    const token = tokenFor(tenantId, customerId, '2026-11-27');

    const shown = await open(token);
    expect(shown.status).toBe(200);
    expect(skipPickupResult.parse(shown.body)).toEqual({
      date: '2026-11-27',
      businessName: 'Orono Organics',
      message: remindersMessages.skipConfirm('Friday, November 27'),
    });
    expect(messaging().routing.skips.filter((skip) => skip.customerId === customerId)).toEqual([]);

    const skipped = await confirm(token);
    expect(skipped.status).toBe(200);
    expect(skipped.body.message).toBe(remindersMessages.pickupSkipped('Friday, November 27'));
    expect((await confirm(token)).body).toEqual(skipped.body);
    const asked = messaging().routing.skips.filter((skip) => skip.customerId === customerId);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toEqual({
      tenantId,
      customerId,
      date: '2026-11-27',
      secret: messaging().config.INTERNAL_SECRET,
    });
  });

  it('gives a browser a page with one button, and the answer as a page after the form’s post', async () => {
    const tenantId = await messaging().business();
    const token = tokenFor(tenantId, newId(), '2026-11-27');
    const page = await open(token).set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Skip your pickup on Friday, November 27?');
    expect(page.text).toContain(`<form method="post" action="?token=${encodeURIComponent(token)}">`);

    const done = await confirm(token).set('accept', 'text/html').type('form').send('');
    expect(done.status).toBe(200);
    expect(done.text).toContain(escapeHtml(remindersMessages.pickupSkipped('Friday, November 27')));
  });

  it('follows the link of a reminder e-mail', async () => {
    const tenantId = await messaging().business();
    const household = await messaging().household(tenantId);
    messaging().routing.plan(tenantId, [
      dayPickup(household.customerId, '2030-03-15', '2030-03-15T13:00:00.000Z'),
    ]);
    await sendDueReminders(messaging().schedulerAt('2030-03-14T22:00:00Z'));
    const text = messaging().mailer.sentTo(household.email)[0]?.text ?? '';
    const link = new URL(/Skip this pickup: (\S+)/.exec(text)?.[1] ?? 'http://none');
    const res = await messaging().api().post(`${link.pathname}${link.search}`);
    expect(res.status).toBe(200);
    expect(messaging().routing.skips.at(-1)).toMatchObject({
      tenantId,
      customerId: household.customerId,
      date: '2030-03-15',
    });
  });

  it('answers 410 once the pickup has started, and 400 for a changed or made-up token', async () => {
    const tenantId = await messaging().business();
    const customerId = newId();
    const expired = tokenFor(tenantId, customerId, '2026-11-20', new Date(Date.now() - 1000));
    for (const res of [await open(expired), await confirm(expired)]) {
      expect(res.status).toBe(410);
      expect(res.body.error).toBe(remindersMessages.skipLinkExpired);
    }

    const token = tokenFor(tenantId, customerId, '2026-11-27');
    const [body = '', signature = ''] = token.split('.');
    const otherCustomer = tokenFor(tenantId, newId(), '2026-11-27').split('.')[0] ?? '';
    const tampered = [
      `${otherCustomer}.${signature}`,
      `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      'not-a-token',
      `${body}`,
    ];
    for (const bad of tampered) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(remindersMessages.skipLinkInvalid);
    }
    const page = await open('not-a-token').set('accept', 'text/html');
    expect(page.status).toBe(400);
    expect(page.text).toContain(remindersMessages.skipLinkInvalid);
    expect(messaging().routing.skips.filter((skip) => skip.customerId === customerId)).toEqual([]);
  });

  it('answers 409 when routing has no such pickup, and 503 while routing is down', async () => {
    const tenantId = await messaging().business();
    const token = tokenFor(tenantId, newId(), '2026-11-27');
    messaging().routing.skipStatus = 409;
    const none = await confirm(token);
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(remindersMessages.noPickupToSkip);
    messaging().routing.skipStatus = 503;
    const down = await confirm(token);
    expect(down.status).toBe(503);
    expect(down.body.error).toBe(remindersMessages.skipFailed);
    messaging().routing.skipStatus = 200;
  });
});
