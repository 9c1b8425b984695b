import type { EventData } from '@pickup/contracts';
import { waitFor } from '@pickup/kit/testing';
import { messagingForTests, messagingWebBaseUrl, newId } from './support/messaging-fixture';

const messaging = messagingForTests();

type Move = EventData<'customer.address_changed'>;

const move = (overrides: Partial<Move> = {}): Move => ({
  customerId: newId(),
  customerName: 'Robin Meadows',
  previousAddress: '12 Elm Street, Bangor, ME 04401',
  address: '7 Wilson Street, Brewer, ME 04412',
  previousZone: 'bangor',
  zone: 'brewer',
  pickupDay: 'Tuesday',
  at: new Date().toISOString(),
  ...overrides,
});

/** A business messaging knows, and its owner's login as identity announced it. */
async function businessWithOwner(settings: Parameters<ReturnType<typeof messaging>['business']>[0] = {}) {
  const tenantId = await messaging().business(settings);
  const ownerEmail = `owner-${newId().slice(-8)}@example.com`;
  await messaging().apply('user.registered', tenantId, {
    userId: newId(),
    role: 'owner',
    tenantId,
    email: ownerEmail,
    username: 'owner',
    firstName: 'Avery',
    lastName: 'Stone',
  });
  return { tenantId, ownerEmail };
}

const moved = (tenantId: string, overrides: Partial<Move> = {}) =>
  messaging().apply('customer.address_changed', tenantId, move(overrides));

describe('the owner’s note of a household’s move', () => {
  it('tells the owner who moved, from where to where, the new zone and its route, with the Routes screen', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner({
      businessName: 'Green & Loop Compost',
      primaryColor: '#2a6f97',
    });
    await moved(tenantId);

    const [note, ...more] = messaging().mailer.sentTo(ownerEmail);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      to: ownerEmail,
      subject: 'Robin Meadows changed their pickup address',
      senderName: 'Green & Loop Compost',
    });
    const subdomain = `biz${tenantId.slice(-8)}`;
    expect(note?.text).toBe(
      [
        'Hello,',
        '',
        'Robin Meadows changed their pickup address on your customer portal.',
        '',
        'From: 12 Elm Street, Bangor, ME 04401 (Bangor zone)',
        'To: 7 Wilson Street, Brewer, ME 04412 (Brewer zone)',
        '',
        'From now on your Brewer route on Tuesday, their pickup day, picks them up (when you have one). ' +
          'Check the Routes screen to see their stop.',
        `${messagingWebBaseUrl}/${subdomain}/business-routes`,
      ].join('\n'),
    );
    expect(note?.html).toContain('background: #2a6f97; color: #ffffff');
    expect(note?.html).toContain('Green &amp; Loop Compost');
    expect(note?.html).toContain(`href="${messagingWebBaseUrl}/${subdomain}/business-routes"`);
  });

  it('says when no route can take them: an address in no zone, or no pickup day', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner();
    await moved(tenantId, { address: '1 Ocean Ave, Portland, ME 04101', zone: null });
    await moved(tenantId, { pickupDay: null });
    const [outside, dayless] = messaging().mailer.sentTo(ownerEmail);
    expect(outside?.text).toContain('To: 1 Ocean Ave, Portland, ME 04101 (in none of your service zones)');
    expect(outside?.text).toContain(
      'The new address is in none of your service zones, so no route picks them up: place them on a route on the Routes screen.',
    );
    expect(dayless?.text).toContain(
      'They have no pickup day yet, so no Brewer route picks them up: give them a pickup day on the Customers screen, then check the Routes screen.',
    );
  });

  it('goes to the business’s own address when messaging knows no owner login, and nowhere without either', async () => {
    const known = await messaging().business({ email: 'hello@greenloop.example' });
    await moved(known);
    expect(messaging().mailer.sentTo('hello@greenloop.example')).toHaveLength(1);

    const before = messaging().mailer.sent.length;
    await moved(await messaging().business({ email: '' }));
    expect(messaging().mailer.sent).toHaveLength(before);
  });

  it('never reaches another business’s owner', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner();
    const other = await businessWithOwner();
    await moved(tenantId);
    expect(messaging().mailer.sentTo(ownerEmail)).toHaveLength(1);
    expect(messaging().mailer.sentTo(other.ownerEmail)).toHaveLength(0);
  });
});

describe('once per event', () => {
  it('sends nothing more when the event is delivered again', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner();
    const event = await moved(tenantId);
    const duplicates = await messaging().duplicatesOf('customer.address_changed');
    await messaging().redeliver(event);
    await waitFor(
      async () => (await messaging().duplicatesOf('customer.address_changed')) === duplicates + 1,
      { what: 'the redelivery to be recognised' },
    );
    expect(messaging().mailer.sentTo(ownerEmail)).toHaveLength(1);
  });

  it('sends nothing more when the handler runs again after the send', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner();
    const event = await moved(tenantId);
    await messaging().forgetHandled(event.id);
    await messaging().redeliver(event);
    await messaging().handled(event.id);
    expect(messaging().mailer.sentTo(ownerEmail)).toHaveLength(1);
    expect(await messaging().note(tenantId, event.id)).toMatchObject({
      customerId: event.data.customerId,
      state: 'sent',
    });
  });

  it('sends it on a retry when the mail server refused it', async () => {
    const { tenantId, ownerEmail } = await businessWithOwner();
    messaging().mailer.refuseNext(1);
    const event = await messaging().publish('customer.address_changed', tenantId, move());
    await messaging().handled(event.id);
    await waitFor(() => messaging().mailer.sentTo(ownerEmail).length === 1, { what: 'the note' });
    expect(messaging().mailer.sentTo(ownerEmail)).toHaveLength(1);
  });
});
