import type { EventData } from '@pickup/contracts';
import { messagingForTests, messagingWebBaseUrl, newId } from './support/messaging-fixture';
import { expectNoteAfterRefusals, expectOneNoteWhenRunAgain } from './support/notes';

const messaging = messagingForTests();

/** billing's payment.failed for a household's failed renewal (a failed invoice: no payment of its own). */
function renewalFailed(userId: string | null, overrides: Partial<EventData<'payment.failed'>> = {}) {
  return {
    paymentId: null,
    purpose: 'customer_subscription' as const,
    userId,
    amountCents: 2500,
    reason: 'The renewal payment failed',
    subscriptionId: newId(),
    ...overrides,
  };
}

const subdomainOf = (tenantId: string) => `biz${tenantId.slice(-8)}`;

describe('the card-update note', () => {
  it('writes the household in the business’s name: the renewal failed, and where to update the card', async () => {
    const tenantId = await messaging().business({
      businessName: 'Green & Loop Compost',
      email: 'hello@greenloop.example',
      phone: '207-555-0199',
      primaryColor: '#2a6f97',
    });
    const household = await messaging().household(tenantId, { firstName: 'Hana' });
    await messaging().apply('payment.failed', tenantId, renewalFailed(household.userId));

    const updateUrl = `${messagingWebBaseUrl}/${subdomainOf(tenantId)}/subscribe`;
    const [note, ...more] = messaging().mailer.sentTo(household.email);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      subject: 'Your Green & Loop Compost renewal did not go through',
      senderName: 'Green & Loop Compost',
      replyTo: 'hello@greenloop.example',
    });
    expect(note?.text).toBe(
      [
        'Hello Hana,',
        '',
        'We tried to renew your pickup subscription with Green & Loop Compost, but the payment of $25.00 did not go through.',
        '',
        'Please update the card on your account so your pickups keep coming:',
        updateUrl,
        '',
        'If you have updated your card already, you can ignore this e-mail.',
        '',
        'Questions? Just reply to this e-mail or call us at 207-555-0199.',
        '',
        'Green & Loop Compost',
        '207-555-0199',
        'hello@greenloop.example',
      ].join('\n'),
    );
    expect(note?.html).toContain(`<a href="${updateUrl}"`);
    expect(note?.html).toContain('background: #2a6f97; color: #ffffff');
    expect(note?.html).toContain('Green &amp; Loop Compost');
    expect(note?.html).not.toContain('Green & Loop');
  });

  it('writes nobody about a payment that is not a renewal: an order, the platform’s plan, a sign-up’s card', async () => {
    const tenantId = await messaging().business();
    const household = await messaging().household(tenantId);
    await messaging().apply(
      'payment.failed',
      tenantId,
      renewalFailed(household.userId, { purpose: 'order' }),
    );
    await messaging().apply(
      'payment.failed',
      tenantId,
      renewalFailed(household.userId, { purpose: 'platform_subscription' }),
    );
    await messaging().apply(
      'payment.failed',
      tenantId,
      renewalFailed(household.userId, { paymentId: newId() }),
    );
    expect(messaging().mailer.sentTo(household.email)).toHaveLength(0);
  });

  it('writes nobody without a household of that login in the business, or one without an e-mail', async () => {
    const tenantId = await messaging().business();
    const elsewhere = await messaging().business();
    const theirs = await messaging().household(elsewhere);
    const noEmail = await messaging().household(tenantId, { email: '' });
    await messaging().apply('payment.failed', tenantId, renewalFailed(theirs.userId));
    await messaging().apply('payment.failed', tenantId, renewalFailed(noEmail.userId));
    await messaging().apply('payment.failed', tenantId, renewalFailed(newId()));
    expect(messaging().mailer.sentTo(theirs.email)).toHaveLength(0);
  });

  it('sends one note when the handler runs again after the send', () =>
    expectOneNoteWhenRunAgain(messaging(), (tenantId, household) =>
      messaging().apply('payment.failed', tenantId, renewalFailed(household.userId)),
    ));

  it('sends the note on a retry when the mail server refused it', () =>
    expectNoteAfterRefusals(messaging(), 1, (tenantId, household) =>
      messaging().publish('payment.failed', tenantId, renewalFailed(household.userId)),
    ));
});
