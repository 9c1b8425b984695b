import { weightMessages } from '@pickup/contracts/schemas';
import { act } from 'react';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { choose, dialog, dialogButton, dialogField, submitDialogForm } from '../../../../test/dialog-queries';
import { toastText } from '../../../../test/form-queries';
import { click, settle, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  customersOf,
  danaPending,
  entriesOf,
  robinEntry,
  samEntry,
  samHistory,
  samTotals,
  summaryOf,
} from '../testing/weight-fixtures';
import { today } from '../../../../test/today';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would: on a busy
// machine that takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const loaded = (r: RenderedApp) => r.container.querySelector('[data-entry]') !== null;
const rowButton = (r: RenderedApp, id: string, label: string) =>
  [...(r.container.querySelector(`[data-entry="${id}"]`)?.querySelectorAll('button') ?? [])].find(
    (each) => each.textContent?.trim() === label,
  ) ?? null;
const dialogOpen = (title: string) => () =>
  dialog()?.querySelector('h2')?.textContent?.includes(title) === true;

const common = {
  'GET /api/weights/summary': json(summaryOf()),
  'GET /api/weights/pending': json({ date: today(), pending: [danaPending] }),
  'GET /api/weight-entries': json(entriesOf([robinEntry, samEntry])),
  'GET /api/weight-entries/recent': json({ entries: [samEntry, robinEntry] }),
  'GET /api/customers/weights': json(customersOf([samTotals])),
  [`GET /api/weight-entries/${samEntry.id}`]: json({ entry: samEntry }),
  [`GET /api/weight-entries/${robinEntry.id}`]: json({ entry: robinEntry }),
};

/** Ticks a contamination choice the way a user does. */
async function tick(material: string): Promise<void> {
  const box = dialog()?.querySelector<HTMLInputElement>(`input[name="contamination"][value="${material}"]`);
  if (!box) throw new Error(`no ${material} box`);
  await act(async () => box.click());
  await settle();
}

beforeEach(() => signIn('owner'));

describe('Record Weight', () => {
  it('waits for a weight, says the spec’s message when there is none, then records it for the pending customer', async () => {
    const recorded = {
      ...samEntry,
      customerId: danaPending.customerId,
      customerName: 'Dana Park',
      weight: 14.2,
    };
    const api = mockApi({ ...common, 'POST /api/weight-entries': json({ entry: recorded }, 201) });
    const rendered = await open('/business-weight-tracking', loaded);
    const pending = rendered.container.querySelector(`[data-pending="${danaPending.customerId}"] button`);
    await click(pending);
    await waitFor(dialogOpen('Record Weight'), 'the record dialog');
    expect(dialog()?.querySelector('[data-record-for]')?.textContent).toContain('Dana Park');
    expect(dialogField('weight')?.getAttribute('step')).toBe('0.1');
    expect(dialogButton('Record Weight')?.disabled).toBe(true);
    expect(
      [...(dialog()?.querySelectorAll('input[name="contamination"]') ?? [])].map((b) =>
        b.getAttribute('value'),
      ),
    ).toEqual(['Glass', 'Plastic', 'Metal', 'Rubber', 'Grease']);

    await submitDialogForm();
    expect(toastText(rendered)).toContain(weightMessages.weightRequired);
    expect(api.to('POST /api/weight-entries')).toHaveLength(0);

    await typeInto(dialogField('weight'), '14.2');
    expect(dialogButton('Record Weight')?.disabled).toBe(false);
    await tick('Glass');
    await typeInto(dialogField('materialTypes'), 'food scraps,  coffee grounds ,');
    await typeInto(dialogField('notes'), 'Lid cracked');
    await click(dialogButton('Record Weight'));
    await waitFor(() => api.to('POST /api/weight-entries').length === 1, 'the record call');
    expect(api.to('POST /api/weight-entries')[0]?.body).toEqual({
      customerId: danaPending.customerId,
      customerName: 'Dana Park',
      bucketNumber: 'B-015',
      weight: 14.2,
      materialTypes: ['food scraps', 'coffee grounds'],
      contamination: ['Glass'],
      notes: 'Lid cracked',
      pickupDate: today(),
      entryDate: today(),
    });
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(toastText(rendered)).toContain(weightMessages.weightRecorded);
    expect(toastText(rendered)).toContain('Needs review: Contamination found: Glass');
  });

  it("Add Entry finds a customer by bucket, shows their totals, and says 'Failed to add weight entry.' on failure", async () => {
    const api = mockApi({ ...common, 'POST /api/weight-entries': json({}, 500) });
    const rendered = await open('/business-weight-tracking', loaded);
    await click(button('Add Entry'));
    await waitFor(() => dialog()?.querySelector('[data-customer]') !== null, 'the customers');
    const choice = dialog()?.querySelector(`[data-customer="${samTotals.customerId}"]`);
    expect(choice?.textContent).toContain('88.4 lbs in 8 entries');
    expect(choice?.textContent).toContain('Contaminated 2 times');
    await typeInto(dialogField('search'), 'B-012');
    await waitFor(
      () => api.to('GET /api/customers/weights').some((call) => call.url.includes('search=B-012')),
      'the search',
      3000,
    );
    const found = () => dialog()?.querySelector(`[data-customer="${samTotals.customerId}"] button`) ?? null;
    await waitFor(() => found() !== null, 'the customer found');
    await click(found());
    await waitFor(dialogOpen('Record Weight'), 'the record dialog');
    await typeInto(dialogField('weight'), '9.5');
    await click(dialogButton('Record Weight'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(weightMessages.addFailed);
    expect(api.to('POST /api/weight-entries')[0]?.body).toMatchObject({
      customerId: samTotals.customerId,
      weight: 9.5,
    });
    expect(dialog()).not.toBeNull();
  });
});

describe('an entry', () => {
  it('Edit Entry sends only the changed fields and the reason, and says Entry Updated', async () => {
    const api = mockApi({
      ...common,
      [`PUT /api/weight-entries/${robinEntry.id}`]: json({ entry: { ...robinEntry, weight: 13 } }),
    });
    const rendered = await open('/business-weight-tracking', loaded);
    await click(rowButton(rendered, robinEntry.id, 'Edit Entry'));
    await waitFor(dialogOpen('Edit Weight Entry'), 'the edit dialog');
    expect(dialogField('materialTypes')?.value).toBe('food scraps, coffee grounds');
    expect([...(dialogField('status')?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'processed',
      'needs_review',
      'pending',
    ]);

    await click(dialogButton('Save Changes'));
    expect(dialog()?.textContent).toContain(weightMessages.nothingToUpdate);
    expect(api.to(`PUT /api/weight-entries/${robinEntry.id}`)).toHaveLength(0);

    await typeInto(dialogField('weight'), '13');
    await typeInto(dialogField('materialTypes'), 'food scraps, coffee grounds, eggshells');
    await choose(dialogField('status'), 'pending');
    await typeInto(dialogField('changeReason'), 'Reweighed at the depot');
    await click(dialogButton('Save Changes'));
    await waitFor(() => api.to(`PUT /api/weight-entries/${robinEntry.id}`).length === 1, 'the edit call');
    expect(api.to(`PUT /api/weight-entries/${robinEntry.id}`)[0]?.body).toEqual({
      weight: 13,
      materialTypes: ['food scraps', 'coffee grounds', 'eggshells'],
      status: 'pending',
      changeReason: 'Reweighed at the depot',
    });
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(toastText(rendered)).toContain(weightMessages.entryUpdated);
  });

  it('says the spec’s Update Failed when the edit fails', async () => {
    mockApi({ ...common, [`PUT /api/weight-entries/${robinEntry.id}`]: json({}, 500) });
    const rendered = await open('/business-weight-tracking', loaded);
    await click(rowButton(rendered, robinEntry.id, 'Edit Entry'));
    await waitFor(dialogOpen('Edit Weight Entry'), 'the edit dialog');
    await typeInto(dialogField('notes'), 'Heavy lid');
    await click(dialogButton('Save Changes'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Update FailedCould not update entry. Please try again.');
  });

  it('Mark Resolved resolves an entry that needs review and says Entry Resolved', async () => {
    const api = mockApi({
      ...common,
      [`PATCH /api/weight-entries/${samEntry.id}/resolve`]: json({
        entry: { ...samEntry, status: 'processed' },
      }),
    });
    const rendered = await open('/business-weight-tracking', loaded);
    expect(rowButton(rendered, robinEntry.id, 'Mark Resolved')).toBeNull();
    await click(rowButton(rendered, samEntry.id, 'Mark Resolved'));
    await waitFor(dialogOpen('Mark Resolved'), 'the resolve dialog');
    expect(dialog()?.querySelector('[data-review-reason]')?.textContent).toBe('Contamination found: Glass');
    await typeInto(dialogField('resolutionNotes'), 'Talked to Sam');
    await click(dialogButton('Mark Resolved'));
    await waitFor(() => api.to(`PATCH /api/weight-entries/${samEntry.id}/resolve`).length === 1, 'the call');
    expect(api.to(`PATCH /api/weight-entries/${samEntry.id}/resolve`)[0]?.body).toEqual({
      resolutionNotes: 'Talked to Sam',
    });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(weightMessages.entryResolved);
  });

  it('says the spec’s Failed to Resolve when resolving fails', async () => {
    mockApi({ ...common, [`PATCH /api/weight-entries/${samEntry.id}/resolve`]: json({}, 500) });
    const rendered = await open('/business-weight-tracking', loaded);
    await click(rowButton(rendered, samEntry.id, 'Mark Resolved'));
    await waitFor(dialogOpen('Mark Resolved'), 'the resolve dialog');
    await click(dialogButton('Mark Resolved'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Failed to ResolveCould not mark entry as resolved. Please try again.');
  });

  it('View History lists who did what, when, the status change, the reason and the notes', async () => {
    mockApi({ ...common, [`GET /api/weight-entries/${samEntry.id}/history`]: json({ history: samHistory }) });
    const rendered = await open('/business-weight-tracking', loaded);
    await click(rowButton(rendered, samEntry.id, 'View History'));
    await waitFor(() => dialog()?.querySelector('[data-history-item]') !== null, 'the history');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('History: Sam Fields (B-012)');
    const items = [...(dialog()?.querySelectorAll('[data-history-item]') ?? [])].map(
      (each) => each.textContent,
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Recorded by Casey Rivers');
    expect(items[0]).toContain('Needs Review');
    expect(items[1]).toContain('Edited by Casey Rivers');
    expect(items[1]).toContain('Changed: weight');
    expect(items[1]).toContain('Reason: Scale was not zeroed');
    expect(items[2]).toContain('Resolved by Casey Rivers');
    expect(items[2]).toContain('Needs Review → Processed');
    expect(items[2]).toContain('Notes: Talked to Sam: the jar went in by mistake');
  });

  it("View Details shows the entry, why it needs review, and the customer's totals with contamination", async () => {
    const api = mockApi(common);
    const rendered = await open('/business-weight-tracking', loaded);
    await click(rowButton(rendered, samEntry.id, 'View Details'));
    await waitFor(() => dialog()?.querySelector('[data-fact="Trend"]') !== null, 'the totals');
    const fact = (label: string) => dialog()?.querySelector(`[data-fact="${label}"]`)?.textContent;
    expect(fact('Weight')).toBe('9.8 lbs');
    expect(fact('Contamination')).toBe('Glass');
    expect(fact('Weighed')).toBe('Entered here');
    expect(fact('Contaminated')).toBe('2 entries');
    expect(fact('Trend')).toBe('Trending down');
    expect(dialog()?.querySelector('[data-review-reason]')?.textContent).toBe('Contamination found: Glass');
    expect(api.to('GET /api/customers/weights').some((call) => call.url.includes('search=B-012'))).toBe(true);
  });
});
