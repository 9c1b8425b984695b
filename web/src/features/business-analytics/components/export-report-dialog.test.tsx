import { analyticsMessages } from '@pickup/contracts/schemas';
import { formatISO, parseISO, startOfMonth, subYears } from 'date-fns';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { choose, dialog, dialogButton, dialogField, submitDialogForm } from '../../../../test/dialog-queries';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { today } from '../../../../test/today';
import { overviewOf } from '../testing/analytics-fixtures';

const open = screenTests();
jest.setTimeout(30_000);

const reportCall = 'GET /api/analytics/reports/diversion';
const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const loaded = (r: RenderedApp) => r.container.querySelector('[data-revenue]') !== null;

const csv = () =>
  new Response('month,zone,pounds\n2026-10,hampden,412.5\n', {
    headers: {
      'Content-Type': 'text/csv',
      'Content-Disposition': 'attachment; filename="maple-street-diversion-2025-11-01-to-2026-11-24.csv"',
    },
  });

let saved: { href: string; download: string }[];

beforeEach(() => {
  signIn('owner');
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => jest.restoreAllMocks());

async function openDialog(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/analytics/overview': json(overviewOf()), ...routes });
  const rendered = await open('/business-analytics', loaded, 'the figures');
  await click(button('Export report'));
  await waitFor(() => dialogField('from') !== null, 'the report dialog');
  return { api, rendered };
}

describe('export report', () => {
  it('offers a year of whole months up to today, as CSV', async () => {
    await openDialog({});
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    const yearAgo = formatISO(startOfMonth(subYears(parseISO(today()), 1)), { representation: 'date' });
    expect(dialogField('from')?.value).toBe(yearAgo);
    expect(dialogField('from')?.value.endsWith('-01')).toBe(true);
    expect(dialogField('to')?.value).toBe(today());
    expect(dialogField('format')?.value).toBe('csv');
    expect([...(dialogField('format') as unknown as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'CSV',
      'PDF',
    ]);
  });

  it('refuses a range that ends before it starts, or spans more than two years, without asking', async () => {
    const { api } = await openDialog({ [reportCall]: csv() });
    await typeInto(dialogField('from'), '2026-11-20');
    await typeInto(dialogField('to'), '2026-11-01');
    await submitDialogForm();
    expect(dialog()?.textContent).toContain(analyticsMessages.reportRangeOrder);

    await typeInto(dialogField('from'), '2023-01-01');
    await typeInto(dialogField('to'), '2026-11-01');
    await submitDialogForm();
    expect(dialog()?.textContent).toContain(analyticsMessages.reportRangeTooLong);
    expect(api.to(reportCall)).toHaveLength(0);
  });

  it("downloads the report with the session's token and saves it under the server's name", async () => {
    const { api, rendered } = await openDialog({ [reportCall]: csv() });
    await typeInto(dialogField('from'), '2026-01-01');
    await typeInto(dialogField('to'), '2026-10-31');
    await choose(dialogField('format'), 'pdf');
    await click(dialogButton('Download'));
    await waitFor(() => saved.length === 1, 'the file saved');

    const call = api.to(reportCall)[0];
    expect(queryOf(call?.url)).toEqual({ from: '2026-01-01', to: '2026-10-31', format: 'pdf' });
    expect(call?.headers.Authorization).toBe('Bearer token-owner');
    expect(saved).toEqual([
      { href: 'blob:report', download: 'maple-street-diversion-2025-11-01-to-2026-11-24.csv' },
    ]);
    await waitFor(() => dialog() === null, 'the dialog closed');
    expect(toastText(rendered)).toContain(analyticsMessages.reportDownloaded);
  });

  it("shows the server's reason for a range it refuses, and its own words for any other failure", async () => {
    const refusal = json(
      {
        error: analyticsMessages.reportRangeTooLong,
        code: 'VALIDATION_ERROR',
        details: [{ path: 'to', message: analyticsMessages.reportRangeTooLong }],
      },
      400,
    );
    const { api } = await openDialog({
      [reportCall]: [refusal, json({ error: 'Internal error', code: 'INTERNAL' }, 500)],
    });
    await click(dialogButton('Download'));
    await waitFor(() => dialog()?.querySelector('.MuiAlert-root') !== null, 'the refusal');
    expect(dialog()?.querySelector('.MuiAlert-root')?.textContent).toBe(analyticsMessages.reportRangeTooLong);

    await click(dialogButton('Download'));
    await waitFor(
      () => dialog()?.querySelector('.MuiAlert-root')?.textContent === analyticsMessages.reportFailed,
      'the failure',
    );
    expect(api.to(reportCall)).toHaveLength(2);
    expect(saved).toEqual([]);
  });
});
