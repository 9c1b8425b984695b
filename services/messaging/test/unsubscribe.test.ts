import { contactsApi, contactsMessages, contactsResult, unsubscribeStatus } from '@pickup/contracts';
import { unsubscribeToken } from '../src/domain/unsubscribe-tokens';
import { unsubscribeKeyOf } from '../src/unsubscribe-config';
import { address, contactsPath, launch, listOf, ownerBusiness, unsubscribeTokenOf } from './contacts-fixture';
import { messagingForTests, newId } from './support/messaging-fixture';

const messaging = messagingForTests();
const path = contactsApi.unsubscribe.path;
const oneClick = 'List-Unsubscribe=One-Click';

/** A business whose launch reached one address; answers the address, its link's token and the owner. */
async function launched(businessName = 'Green Loop Compost') {
  const { tenantId, owner } = await ownerBusiness(messaging(), { businessName });
  const email = address('reader');
  const listId = await listOf(messaging(), owner, [email]);
  await launch(messaging(), owner, listId);
  return { tenantId, owner, listId, email, token: unsubscribeTokenOf(messaging().mailer.sentTo(email)[0]) };
}

describe('the unsubscribe link', () => {
  it('shows whom it concerns and changes nothing until confirmed', async () => {
    const { owner, listId, email, token } = await launched();
    const json = await messaging().api().get(`${path}?token=${token}`).set('accept', 'application/json');
    expect(json.status).toBe(200);
    expect(unsubscribeStatus.parse(json.body)).toEqual({
      email,
      businessName: 'Green Loop Compost',
      unsubscribed: false,
    });

    const page = await messaging().api().get(`${path}?token=${token}`).set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(contactsMessages.unsubscribeConfirm);
    expect(page.text).toContain(`${email} will receive no more campaign e-mails from Green Loop Compost.`);
    expect(page.text).toContain(`<form method="post" action="?token=${token}">`);

    const { contacts } = contactsResult.parse(
      (await messaging().api().get(contactsPath(listId)).set(owner)).body,
    );
    expect(contacts[0]?.status).toBe('subscribed');
  });

  it('unsubscribes by a mail client’s one-click POST (RFC 8058): the contact shows unsubscribed and the next campaign skips it', async () => {
    const { owner, listId, email, token } = await launched();
    const res = await messaging().api().post(`${path}?token=${token}`).type('form').send(oneClick);
    expect(res.status).toBe(200);
    expect(unsubscribeStatus.parse(res.body)).toEqual({
      email,
      businessName: 'Green Loop Compost',
      unsubscribed: true,
    });

    const { contacts } = contactsResult.parse(
      (await messaging().api().get(contactsPath(listId)).set(owner)).body,
    );
    expect(contacts[0]?.status).toBe('unsubscribed');
    expect(await launch(messaging(), owner, listId)).toMatchObject({ sent: 0, skipped: 1 });
    expect(messaging().mailer.sentTo(email)).toHaveLength(1);

    // Asked again (a client retrying), it is still done, and nothing breaks.
    expect((await messaging().api().post(`${path}?token=${token}`).type('form').send(oneClick)).status).toBe(
      200,
    );
  });

  it('unsubscribes by the page’s button, answering a page; the link then shows it is done', async () => {
    const { owner, listId, email, token } = await launched();
    const done = await messaging()
      .api()
      .post(`${path}?token=${token}`)
      .set('accept', 'text/html')
      .type('form')
      .send('');
    expect(done.status).toBe(200);
    expect(done.text).toContain(contactsMessages.unsubscribed);
    expect(done.text).toContain(email);

    const again = await messaging().api().get(`${path}?token=${token}`).set('accept', 'application/json');
    expect(again.body.unsubscribed).toBe(true);
    expect(await launch(messaging(), owner, listId)).toMatchObject({ sent: 0, skipped: 1 });
  });

  it('is honoured by the business only: the same address still hears from another business', async () => {
    const { email, token } = await launched();
    await messaging().api().post(`${path}?token=${token}`).type('form').send(oneClick);

    const other = await ownerBusiness(messaging());
    const listId = await listOf(messaging(), other.owner, [email]);
    expect(await launch(messaging(), other.owner, listId)).toMatchObject({ sent: 1, skipped: 0 });
  });

  it('refuses a link it did not sign, answering 400 and never a 5xx; a browser gets a page', async () => {
    const { tenantId, email, token } = await launched();
    const [payload = '', signature = ''] = token.split('.');
    const otherKey = unsubscribeKeyOf({
      NODE_ENV: 'test',
      INTERNAL_SECRET: 'another-internal-secret-0123456789',
    });
    const forged = [
      `${payload}.${signature.slice(0, -2)}xx`,
      `${Buffer.from(`${newId()}:${email}`).toString('base64url')}.${signature}`,
      unsubscribeToken(otherKey, { tenantId, email }),
      'garbage',
      'a.b.c',
      '.',
      'x'.repeat(1001),
    ];
    for (const bad of forged) {
      for (const method of ['get', 'post'] as const) {
        const res = await messaging()
          .api()
          [method](`${path}?token=${encodeURIComponent(bad)}`);
        expect({ bad, method, status: res.status }).toEqual({ bad, method, status: 400 });
        expect(res.body.error).toContain(contactsMessages.unsubscribeLinkInvalid);
      }
    }
    expect((await messaging().api().get(path)).status).toBe(400);
    expect((await messaging().api().post(path).type('form').send(oneClick)).status).toBe(400);

    const page = await messaging().api().get(`${path}?token=garbage`).set('accept', 'text/html');
    expect(page.status).toBe(400);
    expect(page.text).toContain(contactsMessages.unsubscribeLinkInvalid);

    // None of them unsubscribed anyone.
    const status = await messaging().api().get(`${path}?token=${token}`).set('accept', 'application/json');
    expect(status.body.unsubscribed).toBe(false);
  });
});
