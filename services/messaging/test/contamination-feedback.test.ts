import { waitFor } from '@pickup/kit/testing';
import { businessSettings, messagingForTests } from './support/messaging-fixture';
import { expectNoteAfterRefusals, expectOneNoteWhenRunAgain } from './support/notes';

const messaging = messagingForTests();

const belongs = [
  '- Fruit and vegetable scraps',
  '- Coffee grounds and filters',
  '- Eggshells',
  '- Bread, pasta, rice and other grains',
  '- Meat, dairy and bones',
].join('\n');

describe('the contamination note', () => {
  it('writes the household in the business’s name: what was found, on which pickup, what belongs in the bucket', async () => {
    const tenantId = await messaging().business({
      businessName: 'Green & Loop Compost',
      email: 'hello@greenloop.example',
      phone: '207-555-0199',
      primaryColor: '#2a6f97',
    });
    const household = await messaging().household(tenantId, { firstName: 'Hana' });
    await messaging().contamination(tenantId, household.customerId, ['Glass', 'Plastic'], '2026-11-20');

    const [note, ...more] = messaging().mailer.sentTo(household.email);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      to: household.email,
      subject: 'A quick note about your compost bucket from Green & Loop Compost',
      senderName: 'Green & Loop Compost',
      replyTo: 'hello@greenloop.example',
    });
    expect(note?.text).toBe(
      [
        'Hello Hana,',
        '',
        'Thank you for composting with Green & Loop Compost! When we picked up your bucket on Friday, ' +
          'November 20, we found some glass and plastic in it. None of that can be composted, so we ' +
          'picked it out by hand before your scraps went on the pile.',
        '',
        'What belongs in your bucket:',
        belongs,
        '',
        'Please keep out glass, plastic, metal, rubber, and grease.',
        '',
        'Questions? Just reply to this e-mail or call us at 207-555-0199.',
        '',
        'Thank you for helping us keep the compost clean,',
        'Green & Loop Compost',
        '207-555-0199',
        'hello@greenloop.example',
      ].join('\n'),
    );
    // The HTML twin wears the business's colour, with its name escaped.
    expect(note?.html).toContain('background: #2a6f97; color: #ffffff');
    expect(note?.html).toContain('Green &amp; Loop Compost');
    expect(note?.html).toContain('we found some glass and plastic in it');
    expect(note?.html).toContain('<li>Eggshells</li>');
    expect(note?.html).not.toContain('Green & Loop');
  });

  it('names every material found, and asks no questions a business without contact details cannot answer', async () => {
    const tenantId = await messaging().business({ businessName: 'Sunny Scraps', primaryColor: '#f5e663' });
    const household = await messaging().household(tenantId, { firstName: 'Ola' });
    await messaging().contamination(
      tenantId,
      household.customerId,
      ['Metal', 'Rubber', 'Grease'],
      '2026-11-23',
    );

    const [note] = messaging().mailer.sentTo(household.email);
    expect(note?.text).toContain('on Monday, November 23, we found some metal, rubber, and grease in it.');
    expect(note?.text).not.toContain('Questions?');
    expect(note?.text).toMatch(/keep the compost clean,\nSunny Scraps$/);
    expect(note?.replyTo).toBeUndefined();
    // A light brand colour carries dark text.
    expect(note?.html).toContain('background: #f5e663; color: #1f2d26');
  });

  it('signs with the name the business has now, in the platform’s colour until its settings are known', async () => {
    const tenantId = await messaging().business(null);
    const before = new Date(Date.now() - 60_000);
    await messaging().apply('tenant.updated', tenantId, {
      tenantId,
      subdomain: 'renamed',
      businessName: 'Renamed Compost Co',
      customDomain: null,
      customDomainVerified: false,
      isActive: true,
      subscriptionStatus: 'active',
    });
    const household = await messaging().household(tenantId);
    await messaging().contamination(tenantId, household.customerId, ['Glass']);

    const [note] = messaging().mailer.sentTo(household.email);
    expect(note?.senderName).toBe('Renamed Compost Co');
    expect(note?.html).toContain('background: #3c6650');

    // Settings older than the rename bring its contact details, not the old name back.
    await messaging().apply(
      'tenant.settings.updated',
      tenantId,
      businessSettings({ phone: '207-555-0142' }),
      before,
    );
    await messaging().contamination(tenantId, household.customerId, ['Glass']);
    const [, second] = messaging().mailer.sentTo(household.email);
    expect(second?.senderName).toBe('Renamed Compost Co');
    expect(second?.text).toContain('Questions? Call us at 207-555-0142.');
  });
});

describe('whom it is not sent to', () => {
  it('sends nothing for a customer the business does not have, or one without an e-mail', async () => {
    const tenantId = await messaging().business();
    const before = messaging().mailer.sent.length;
    await messaging().contamination(tenantId, '0123456789abcdef01234567');
    const noEmail = await messaging().household(tenantId, { email: '' });
    await messaging().contamination(tenantId, noEmail.customerId);
    expect(messaging().mailer.sent).toHaveLength(before);
  });

  it('sends nothing for a deleted customer, even when a late snapshot of them arrives', async () => {
    const tenantId = await messaging().business();
    const household = await messaging().household(tenantId);
    const snapshotTime = new Date(Date.now() - 60_000);
    await messaging().apply('customer.deleted', tenantId, { customerId: household.customerId, userId: null });
    await messaging().apply('customer.updated', tenantId, household, snapshotTime);
    await messaging().contamination(tenantId, household.customerId);
    expect(messaging().mailer.sentTo(household.email)).toHaveLength(0);
  });

  it('keeps each business’s households to itself', async () => {
    const tenantId = await messaging().business();
    const elsewhere = await messaging().business();
    const household = await messaging().household(tenantId);
    await messaging().contamination(elsewhere, household.customerId);
    expect(messaging().mailer.sentTo(household.email)).toHaveLength(0);
  });
});

describe('once per event', () => {
  it('sends one note when the event is delivered again', async () => {
    const tenantId = await messaging().business();
    const household = await messaging().household(tenantId);
    const event = await messaging().contamination(tenantId, household.customerId);
    const duplicates = await messaging().duplicatesOf('weight.contamination.detected');
    await messaging().redeliver(event);
    await waitFor(
      async () => (await messaging().duplicatesOf('weight.contamination.detected')) === duplicates + 1,
      {
        what: 'the redelivery to be recognised',
      },
    );
    expect(messaging().mailer.sentTo(household.email)).toHaveLength(1);
  });

  it('sends one note when the handler runs again after the send', () =>
    expectOneNoteWhenRunAgain(messaging(), (tenantId, household) =>
      messaging().contamination(tenantId, household.customerId),
    ));

  it('sends the note on a retry when the mail server refused it', () =>
    expectNoteAfterRefusals(messaging(), 2, (tenantId, household) =>
      messaging().publish('weight.contamination.detected', tenantId, {
        entryId: '0123456789abcdef01234567',
        customerId: household.customerId,
        materials: ['Plastic'],
        pickupDate: '2026-11-20',
      }),
    ));
});
