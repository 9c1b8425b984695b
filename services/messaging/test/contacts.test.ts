import {
  contactLimits,
  contactListResult,
  contactListsResult,
  contactsApi,
  contactsMessages,
  contactsResult,
  importContactsResult,
} from '@pickup/contracts';
import {
  address,
  contactsPath,
  createList,
  importPath,
  importRows,
  ownerBusiness,
  row,
} from './contacts-fixture';
import { messagingForTests, newId } from './support/messaging-fixture';

const messaging = messagingForTests();
const listsPath = contactsApi.listContactLists.path;

describe('contact lists', () => {
  it('creates a list with its name and description trimmed, and lists the business’s lists newest first with their counts', async () => {
    const { owner } = await ownerBusiness(messaging());
    const created = await messaging()
      .api()
      .post(listsPath)
      .set(owner)
      .send({ name: '  Farmers market  ', description: ' Sign-up sheet, May ' });
    expect(created.status).toBe(201);
    const { list } = contactListResult.parse(created.body);
    expect(list).toMatchObject({
      name: 'Farmers market',
      description: 'Sign-up sheet, May',
      contactCount: 0,
    });

    const later = await createList(messaging(), owner, 'Neighbours');
    await importRows(messaging(), owner, later, [row(address('ana')), row(address('ben'))]);

    const listed = await messaging().api().get(listsPath).set(owner);
    expect(listed.status).toBe(200);
    const { lists } = contactListsResult.parse(listed.body);
    expect(lists.map(({ name, contactCount }) => ({ name, contactCount }))).toEqual([
      { name: 'Neighbours', contactCount: 2 },
      { name: 'Farmers market', contactCount: 0 },
    ]);
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['only spaces', { name: '   ' }],
  ])('requires a name (%s)', async (_case, body) => {
    const { owner } = await ownerBusiness(messaging());
    const res = await messaging().api().post(listsPath).set(owner).send(body);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'name', message: contactsMessages.listNameRequired }]);
  });

  it('refuses a name or description too long', async () => {
    const { owner } = await ownerBusiness(messaging());
    const long = await messaging()
      .api()
      .post(listsPath)
      .set(owner)
      .send({ name: 'x'.repeat(contactLimits.listNameLength + 1), description: 'y'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([
      { path: 'name', message: contactsMessages.listNameTooLong },
      { path: 'description', message: contactsMessages.descriptionTooLong },
    ]);
  });

  it('is the owner’s: a customer is refused, no session is unauthorised', async () => {
    const { tenantId } = await ownerBusiness(messaging());
    expect((await messaging().api().get(listsPath).set(messaging().auth('customer', tenantId))).status).toBe(
      403,
    );
    expect((await messaging().api().get(listsPath)).status).toBe(401);
  });
});

describe('importing contacts', () => {
  it('adds valid rows, merges duplicates (any case) into one contact, and skips bad rows with their row and reason', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    const ana = address('ana');
    const res = await messaging()
      .api()
      .post(importPath(listId))
      .set(owner)
      .send({
        contacts: [
          { ...row(ana, 'Ana'), row: 2 },
          { ...row('no-at-sign.example.com', 'Bo'), row: 3 },
          { ...row(ana.toUpperCase(), '', 'Silva', '207-555-0101'), row: 4 },
          { ...row('', 'Cy'), row: 5 },
          { ...row('dee@', 'Dee'), row: 6 },
          // A CSV field with a quoted comma arrives whole: the client's parser kept it.
          { ...row(`  ${address('eli')}  `, 'Eli', 'Smith, Jr.'), row: 7 },
          { ...row(address('fay'), 'x'.repeat(contactLimits.nameLength + 1)), row: 8 },
        ],
      });
    expect(res.status).toBe(200);
    const result = importContactsResult.parse(res.body);
    expect(result).toEqual({
      imported: 2,
      merged: 1,
      skipped: [
        { row: 3, email: 'no-at-sign.example.com', reason: contactsMessages.emailNeedsAt },
        { row: 5, email: '', reason: contactsMessages.emailMissing },
        { row: 6, email: 'dee@', reason: contactsMessages.emailInvalid },
        { row: 8, email: expect.stringContaining('fay.'), reason: contactsMessages.fieldTooLong },
      ],
      contactCount: 2,
    });

    const page = contactsResult.parse((await messaging().api().get(contactsPath(listId)).set(owner)).body);
    const byEmail = new Map(page.contacts.map((contact) => [contact.email, contact]));
    // The later row of the address filled what the earlier one left empty.
    expect(byEmail.get(ana)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      phone: '207-555-0101',
      status: 'subscribed',
      source: 'import',
    });
    expect([...byEmail.values()].find((contact) => contact.lastName === 'Smith, Jr.')?.firstName).toBe('Eli');
    expect(page.pagination.total).toBe(2);
  });

  it('merges an address the list already holds, filling only the details it lacks; numbers rows by place when none is sent', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    const gus = address('gus');
    await importRows(messaging(), owner, listId, [row(gus, 'Gus')]);

    const again = await importRows(messaging(), owner, listId, [
      row(gus, 'Augustus', 'Lee', '207-555-0102'),
      row('bad'),
    ]);
    expect(again).toEqual({
      imported: 0,
      merged: 1,
      skipped: [{ row: 2, email: 'bad', reason: contactsMessages.emailNeedsAt }],
      contactCount: 1,
    });
    const { contacts } = contactsResult.parse(
      (await messaging().api().get(contactsPath(listId)).set(owner)).body,
    );
    expect(contacts).toEqual([
      expect.objectContaining({ email: gus, firstName: 'Gus', lastName: 'Lee', phone: '207-555-0102' }),
    ]);
  });

  it('keeps an address once per list: the same address in two lists is two contacts', async () => {
    const { owner } = await ownerBusiness(messaging());
    const [first, second] = [await createList(messaging(), owner), await createList(messaging(), owner)];
    const hal = address('hal');
    expect((await importRows(messaging(), owner, first, [row(hal)])).imported).toBe(1);
    expect((await importRows(messaging(), owner, second, [row(hal)])).imported).toBe(1);
  });

  it('takes lines typed on the screen as manual contacts', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    const res = await messaging()
      .api()
      .post(importPath(listId))
      .set(owner)
      .send({ contacts: [row(address('ida'), 'Ida', 'Nuñez', '207-555-0103')], source: 'manual' });
    expect(res.body.imported).toBe(1);
    const { contacts } = contactsResult.parse(
      (await messaging().api().get(contactsPath(listId)).set(owner)).body,
    );
    expect(contacts[0]?.source).toBe('manual');
  });

  it('answers the whole batch skipped when no row is valid, so the screen can say so', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    const result = await importRows(messaging(), owner, listId, [row('nobody'), row('')]);
    expect(result.imported + result.merged).toBe(0);
    expect(result.skipped).toHaveLength(2);
  });

  it(`takes at least one and at most ${contactLimits.importBatch} contacts a call`, async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    const none = await messaging().api().post(importPath(listId)).set(owner).send({ contacts: [] });
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([{ path: 'contacts', message: contactsMessages.noContactsSent }]);

    const tooMany = Array.from({ length: contactLimits.importBatch + 1 }, (_, at) =>
      row(`p${at}@example.com`, 'A long enough first name', 'A long enough last name', '207-555-0100'),
    );
    const over = await messaging().api().post(importPath(listId)).set(owner).send({ contacts: tooMany });
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual([{ path: 'contacts', message: contactsMessages.tooManyContacts }]);

    const full = await messaging()
      .api()
      .post(importPath(listId))
      .set(owner)
      .send({ contacts: tooMany.slice(0, contactLimits.importBatch) });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      imported: contactLimits.importBatch,
      contactCount: contactLimits.importBatch,
    });
  });

  it('refuses rows that are not text (a picture or a spreadsheet read as CSV) with a clear 400, storing none', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    // What a browser reads as text from a PNG renamed .csv: its signature's bytes, a NUL, and the
    // replacement character for bytes that are no UTF-8.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]).toString('utf8');
    // A NUL is refused by the kit for every input before the import's own rule reads the rows.
    const nul = expect.objectContaining({
      message: expect.stringMatching(/NUL character/),
      path: 'contacts.1.email',
    });
    const notText = expect.objectContaining({ message: contactsMessages.notText });
    for (const [contacts, refusal] of [
      [[row('good@example.com'), row(png)], nul],
      [[row('a@example.com', '\u00ff\ufffdAnn')], notText],
      [[row('b@example.com', 'Bob', '', '\u001b[31m207')], notText],
    ] as const) {
      const res = await messaging().api().post(importPath(listId)).set(owner).send({ contacts });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toContainEqual(refusal);
    }
    const text = await importRows(messaging(), owner, listId, [row('zoe@example.com', 'Zoë', "O'Brien\tJr")]);
    expect(text).toMatchObject({ imported: 1, contactCount: 1 });
  });

  it('never answers a 5xx for bad input: a malformed list id or body is 400', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    expect(
      (
        await messaging()
          .api()
          .post(importPath('not-an-id'))
          .set(owner)
          .send({ contacts: [row('a@b.co')] })
      ).status,
    ).toBe(400);
    expect(
      (await messaging().api().post(importPath(listId)).set(owner).send({ contacts: 'a@b.co' })).status,
    ).toBe(400);
    expect(
      (
        await messaging()
          .api()
          .post(importPath(listId))
          .set(owner)
          .send({ contacts: [{ email: 7 }] })
      ).status,
    ).toBe(400);
    expect(
      (
        await messaging()
          .api()
          .get(`${contactsPath(listId)}?page=0`)
          .set(owner)
      ).status,
    ).toBe(400);
  });
});

describe('a business’s contacts are its own', () => {
  it('answers another business’s list, or an unknown one, as not found', async () => {
    const mine = await ownerBusiness(messaging());
    const theirs = await ownerBusiness(messaging());
    const listId = await createList(messaging(), mine.owner);
    await importRows(messaging(), mine.owner, listId, [row(address('jo'))]);

    for (const id of [listId, newId()]) {
      const imported = await messaging()
        .api()
        .post(importPath(id))
        .set(theirs.owner)
        .send({ contacts: [row('x@y.co')] });
      expect(imported.status).toBe(404);
      expect(imported.body.error).toBe(contactsMessages.listNotFound);
      expect((await messaging().api().get(contactsPath(id)).set(theirs.owner)).status).toBe(404);
    }
    const { lists } = contactListsResult.parse(
      (await messaging().api().get(listsPath).set(theirs.owner)).body,
    );
    expect(lists).toEqual([]);
    // Nothing reached the list through the other business.
    expect((await messaging().api().get(contactsPath(listId)).set(mine.owner)).body.pagination.total).toBe(1);
  });
});

describe('a list’s contacts', () => {
  it('come a page at a time, newest first, searched by e-mail or name', async () => {
    const { owner } = await ownerBusiness(messaging());
    const listId = await createList(messaging(), owner);
    await importRows(messaging(), owner, listId, [
      row(address('kim'), 'Kim'),
      row(address('lou'), 'Lou', 'Park'),
    ]);

    const searched = contactsResult.parse(
      (
        await messaging()
          .api()
          .get(`${contactsPath(listId)}?search=park`)
          .set(owner)
      ).body,
    );
    expect(searched.contacts.map((contact) => contact.firstName)).toEqual(['Lou']);

    const paged = contactsResult.parse(
      (
        await messaging()
          .api()
          .get(`${contactsPath(listId)}?limit=1&page=2`)
          .set(owner)
      ).body,
    );
    expect(paged.contacts).toHaveLength(1);
    expect(paged.pagination).toEqual({ total: 2, page: 2, limit: 1, totalPages: 2 });
  });
});
