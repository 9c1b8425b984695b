import { campaignsResult, contactsApi, contactsMessages, launchCampaignResult } from '@pickup/contracts';
import { createLogger, newDocumentId } from '@pickup/kit';
import { MongoBusinessDirectory } from '../src/data/businesses';
import { MongoCampaignDeliveries } from '../src/data/campaign-deliveries';
import { MongoCampaignStore } from '../src/data/campaigns';
import { MongoContactListStore } from '../src/data/contact-lists';
import { MongoContactStore } from '../src/data/contacts';
import { MongoUnsubscribeRegistry } from '../src/data/unsubscribes';
import { campaignStallMs, resumeStalledCampaigns, sendCampaign } from '../src/domain/campaigns';
import type { CampaignRecord, Outreach } from '../src/domain/model';
import { unsubscribeKeyOf } from '../src/unsubscribe-config';
import {
  address,
  createList,
  importRows,
  launch,
  listOf,
  ownerBusiness,
  row,
  unsubscribeTokenOf,
} from './contacts-fixture';
import { EventProbe } from '@pickup/kit/testing';
import { messagingForTests, messagingWebBaseUrl, newId } from './support/messaging-fixture';

const messaging = messagingForTests();
const launchPath = contactsApi.createLaunchCampaign.path;
const unsubscribePath = contactsApi.unsubscribe.path;

let campaignEvents: EventProbe;
beforeAll(async () => {
  campaignEvents = await new EventProbe(messaging().config, ['campaign.sent']).start();
});
afterAll(() => campaignEvents.stop());

describe('the launch campaign', () => {
  it('e-mails each contact of the list once, in the business’s name and colour, with its page and an unsubscribe link', async () => {
    const { tenantId, owner, subdomain } = await ownerBusiness(messaging(), {
      businessName: 'Green & Loop Compost',
      email: 'hello@greenloop.example',
      phone: '207-555-0199',
      primaryColor: '#2a6f97',
    });
    const listId = await createList(messaging(), owner, 'Farmers market');
    const [ana, ben] = [address('ana'), address('ben')];
    await importRows(messaging(), owner, listId, [row(ana, 'Ana'), row(ben)]);

    const res = await messaging().api().post(launchPath).set(owner).send({ listId });
    expect(res.status).toBe(201);
    const result = launchCampaignResult.parse(res.body);
    expect(result).toMatchObject({ status: 'sent', recipients: 2, sent: 2, failed: 0, skipped: 0 });

    const [mail, ...more] = messaging().mailer.sentTo(ana);
    expect(more).toHaveLength(0);
    expect(messaging().mailer.sentTo(ben)).toHaveLength(1);
    const pageUrl = `${messagingWebBaseUrl}/${subdomain}`;
    expect(mail).toMatchObject({
      subject: 'Green & Loop Compost now takes sign-ups online',
      senderName: 'Green & Loop Compost',
      replyTo: 'hello@greenloop.example',
      unsubscribeUrl: expect.stringMatching(
        new RegExp(`^${messagingWebBaseUrl}${unsubscribePath}\\?token=[\\w-]+\\.[\\w-]+$`),
      ),
    });
    expect(mail?.text).toBe(
      [
        'Hello Ana,',
        '',
        'Good news: Green & Loop Compost now takes sign-ups online.',
        '',
        'Pick a pickup plan, tell us where to find your bucket, and we will take your food scraps ' +
          'from the curb and turn them into compost. It takes about two minutes.',
        '',
        `Sign up on our page: ${pageUrl}`,
        '',
        'Questions? Just reply to this e-mail or call us at 207-555-0199.',
        '',
        'See you at the curb,',
        'Green & Loop Compost',
        '207-555-0199',
        'hello@greenloop.example',
        '',
        '--',
        "You are receiving this because you are on Green & Loop Compost's contact list.",
        `Unsubscribe: ${mail?.unsubscribeUrl}`,
      ].join('\n'),
    );
    expect(messaging().mailer.sentTo(ben)[0]?.text).toMatch(/^Hello,\n/);
    expect(mail?.html).toContain('background: #2a6f97; color: #ffffff');
    expect(mail?.html).toContain(`href="${pageUrl}"`);
    expect(mail?.html).toContain(`href="${mail?.unsubscribeUrl}"`);
    expect(mail?.html).toContain('Green &amp; Loop Compost');
    expect(mail?.html).not.toContain('Green & Loop');

    const [event] = await campaignEvents.waitForEvents('campaign.sent', (e) => e.tenantId === tenantId);
    expect(event?.data).toMatchObject({
      campaignId: result.campaignId,
      listId,
      sent: 2,
      failed: 0,
      skipped: 0,
    });

    const listed = campaignsResult.parse(
      (await messaging().api().get(contactsApi.listCampaigns.path).set(owner)).body,
    );
    expect(listed.campaigns).toEqual([
      expect.objectContaining({
        id: result.campaignId,
        kind: 'launch',
        listId,
        listName: 'Farmers market',
        status: 'sent',
        recipients: 2,
        sent: 2,
        failed: 0,
        skipped: 0,
        finishedAt: expect.any(String),
      }),
    ]);
  });

  it('without a list, writes to every list’s contacts, each address once', async () => {
    const { owner } = await ownerBusiness(messaging());
    const [shared, only] = [address('cy'), address('dee')];
    await listOf(messaging(), owner, [shared, only]);
    await listOf(messaging(), owner, [shared.toUpperCase()]);

    const result = await launch(messaging(), owner);
    expect(result).toMatchObject({ recipients: 2, sent: 2 });
    expect(messaging().mailer.sentTo(shared)).toHaveLength(1);
    expect(messaging().mailer.sentTo(only)).toHaveLength(1);
  });

  it('skips an address that unsubscribed, in this campaign and every later one, whatever list holds it', async () => {
    const { owner } = await ownerBusiness(messaging());
    const [eve, fin] = [address('eve'), address('fin')];
    const first = await listOf(messaging(), owner, [eve, fin]);
    await launch(messaging(), owner, first);
    const token = unsubscribeTokenOf(messaging().mailer.sentTo(eve)[0]);
    const unsubscribed = await messaging()
      .api()
      .post(`${unsubscribePath}?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);

    const second = await listOf(messaging(), owner, [eve]);
    expect(await launch(messaging(), owner, first)).toMatchObject({ recipients: 2, sent: 1, skipped: 1 });
    expect(await launch(messaging(), owner, second)).toMatchObject({ recipients: 1, sent: 0, skipped: 1 });
    expect(messaging().mailer.sentTo(eve)).toHaveLength(1);
    expect(messaging().mailer.sentTo(fin)).toHaveLength(2);
  });

  it('counts an address the mail server refused as failed and goes on with the others', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await listOf(messaging(), owner, [address('gil'), address('hal'), address('ivy')]);
    messaging().mailer.refuseNext(1);
    const result = await launch(messaging(), owner, listId);
    expect(result).toMatchObject({ status: 'sent', recipients: 3, sent: 2, failed: 1, skipped: 0 });
  });

  it('needs someone to write to, and the business’s own list', async () => {
    const { owner } = await ownerBusiness(messaging());
    const empty = await createList(messaging(), owner);
    const none = await messaging().api().post(launchPath).set(owner).send({ listId: empty });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(contactsMessages.noRecipients);
    expect((await messaging().api().post(launchPath).set(owner).send({})).status).toBe(400);

    const other = await ownerBusiness(messaging());
    const theirs = await listOf(messaging(), other.owner, [address('jan')]);
    for (const listId of [theirs, newId()]) {
      const res = await messaging().api().post(launchPath).set(owner).send({ listId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(contactsMessages.listNotFound);
    }
    expect((await messaging().api().post(launchPath).set(owner).send({ listId: 'nope' })).status).toBe(400);
    const customer = messaging().auth('customer', other.tenantId);
    expect((await messaging().api().post(launchPath).set(customer).send({})).status).toBe(403);
    // Nothing went to the other business's contacts, and its campaigns are its own.
    const mine = campaignsResult.parse(
      (await messaging().api().get(contactsApi.listCampaigns.path).set(owner)).body,
    );
    expect(mine.campaigns).toEqual([]);
  });
});

describe('a campaign run again, or twice at once', () => {
  /** The service's own stores on the test's connection, writing through the fixture's mailer. */
  const outreach = (): Outreach => {
    const { db, mailer, config } = messaging();
    return {
      contactLists: new MongoContactListStore(db),
      contacts: new MongoContactStore(db),
      unsubscribes: new MongoUnsubscribeRegistry(db),
      campaigns: new MongoCampaignStore(db),
      deliveries: new MongoCampaignDeliveries(db),
      businesses: new MongoBusinessDirectory(db),
      links: { webBaseUrl: messagingWebBaseUrl, unsubscribeKey: unsubscribeKeyOf(config) },
      mailer,
      clock: { now: () => new Date() },
      logger: createLogger('test', 'silent'),
    };
  };

  /** A campaign recorded as sending, as the owner's call records it before the first batch. */
  async function recorded(tenantId: string, listId: string, createdAt = new Date()): Promise<CampaignRecord> {
    const campaign: CampaignRecord = {
      id: newDocumentId(),
      tenantId,
      kind: 'launch',
      listId,
      listName: null,
      status: 'sending',
      recipients: (await outreach().contacts.recipients(tenantId, listId)).length,
      sent: 0,
      failed: 0,
      skipped: 0,
      createdAt,
      finishedAt: null,
    };
    await outreach().campaigns.create(campaign);
    return campaign;
  }

  it('writes to each address once: an address is claimed before it is written to', async () => {
    const { tenantId, owner } = await ownerBusiness(messaging());
    const emails = Array.from({ length: 30 }, (_, at) => address(`kit${at}`));
    const listId = await listOf(messaging(), owner, emails);
    const stores = outreach();
    const business = await stores.businesses.find(tenantId);
    if (!business) throw new Error('the business is not known');
    const recipients = await stores.contacts.recipients(tenantId, listId);
    const campaign = await recorded(tenantId, listId);
    const actor = { userId: null, role: 'system' as const };
    const sending = { campaign, business, recipients, actor };

    const [one, two] = await Promise.all([sendCampaign(stores, sending), sendCampaign(stores, sending)]);
    const again = await sendCampaign(stores, sending);
    for (const email of emails) expect(messaging().mailer.sentTo(email)).toHaveLength(1);
    expect(one).toEqual({ sent: 30, failed: 0, skipped: 0 });
    expect(two).toEqual(one);
    expect(again).toEqual(one);
    expect(await stores.campaigns.find(tenantId, campaign.id)).toMatchObject({ status: 'sent', sent: 30 });
  });

  it('resumes a campaign whose run stopped, writing only to the addresses nobody claimed', async () => {
    const { tenantId, owner } = await ownerBusiness(messaging());
    const [lea, max, ned] = [address('lea'), address('max'), address('ned')];
    const listId = await listOf(messaging(), owner, [lea, max, ned]);
    const stopped = await recorded(tenantId, listId, new Date(Date.now() - campaignStallMs - 1000));
    // The stopped run had sent to one address and claimed another without hearing back.
    const stores = outreach();
    await stores.deliveries.claim(tenantId, stopped.id, lea, new Date());
    await stores.deliveries.settle(tenantId, stopped.id, lea, 'sent');
    await stores.deliveries.claim(tenantId, stopped.id, max, new Date());
    const fresh = await recorded(tenantId, listId);

    expect(await resumeStalledCampaigns(stores)).toBeGreaterThanOrEqual(1);
    expect(messaging().mailer.sentTo(lea)).toHaveLength(0);
    expect(messaging().mailer.sentTo(max)).toHaveLength(0);
    expect(messaging().mailer.sentTo(ned)).toHaveLength(1);
    expect(await stores.campaigns.find(tenantId, stopped.id)).toMatchObject({ status: 'sent', sent: 2 });
    // A campaign whose run is still reporting progress is left to it.
    expect(await stores.campaigns.find(tenantId, fresh.id)).toMatchObject({ status: 'sending' });
  });
});
