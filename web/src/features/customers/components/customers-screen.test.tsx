import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import {
  click,
  clickWhenReady,
  type RenderedApp,
  signIn,
  typeInto,
  waitFor,
} from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  choose,
  dialog,
  dialogButton,
  dialogField,
  listOf,
  query,
  robin,
  sam,
  stats,
} from '../testing/customer-fixtures';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would: on a busy
// machine that takes longer than Jest's default 5 s.
jest.setTimeout(15_000);

const hasRows = (r: RenderedApp) =>
  r.container.querySelector('[data-customer]') !== null ||
  r.text().includes('No customers found') ||
  r.text().includes('Error loading customers');

const row = (r: RenderedApp, id: string) => r.container.querySelector(`[data-customer="${id}"]`);
const rowButton = (r: RenderedApp, id: string, label: string) =>
  row(r, id)?.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? null;

beforeEach(() => signIn('owner'));

describe('customer management', () => {
  it('shows the five totals of the whole business and a page of customers', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin, sam])),
    });
    const rendered = await open(
      '/business-customers',
      (r) => r.container.querySelector('[data-stat]') !== null,
    );
    await waitFor(() => hasRows(rendered), 'the rows');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Customer Management');
    const cards = [...rendered.container.querySelectorAll('[data-stat]')].map(
      (card) => `${card.getAttribute('data-stat')}: ${card.querySelector('[data-stat-value]')?.textContent}`,
    );
    expect(cards).toEqual([
      'Total Customers: 42',
      'Active: 38',
      'Paused: 3',
      'Monthly Revenue: $1,050.00',
      'Avg Order Value: $27.63',
    ]);
    expect(query(api.to('GET /api/customers')[0]?.url)).toEqual({ page: '1', limit: '20', status: 'all' });

    const first = row(rendered, robin.id);
    expect(first?.textContent).toContain('Robin Lee');
    expect(first?.textContent).toContain('B-007');
    expect(first?.textContent).toContain('Active');
    expect(first?.textContent).toContain('robin@example.com · (207) 555-0134');
    expect(first?.textContent).toContain('12 Main St, Bangor · Bangor');
    expect(first?.textContent).toContain('$25.00 a month');
    expect(first?.textContent).toContain('Weekly');
    expect(rowButton(rendered, robin.id, 'Email')?.getAttribute('href')).toBe('mailto:robin@example.com');
    expect(rowButton(rendered, robin.id, 'Call')?.getAttribute('href')).toBe('tel:2075550134');
    // Without a phone there is nothing to call.
    expect(rowButton(rendered, sam.id, 'Call')).toBeNull();
    expect(row(rendered, sam.id)?.textContent).toContain('No Subscription');
  });

  it('searches once typing pauses and filters by status, each from page 1', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': (sent) => json(listOf([robin], 45, Number(query(sent.url).page))),
    });
    const rendered = await open('/business-customers', hasRows);
    await click(button('Go to page 2'));
    await waitFor(() => api.to('GET /api/customers').length === 2, 'page 2');
    expect(query(api.to('GET /api/customers')[1]?.url).page).toBe('2');

    await typeInto(rendered.container.querySelector('input[type="search"]'), 'B-00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.to('GET /api/customers')).toHaveLength(2);
    await waitFor(() => api.to('GET /api/customers').length === 3, 'the search', 2000);
    expect(query(api.to('GET /api/customers')[2]?.url)).toEqual({
      page: '1',
      limit: '20',
      status: 'all',
      search: 'B-00',
    });

    await click(button('Go to page 2'));
    await waitFor(() => api.to('GET /api/customers').length === 4, 'page 2 of the search');
    const statusFilter = rendered.container.querySelector('select');
    expect([...(statusFilter?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual([
      'All',
      'Active',
      'Paused',
      'Inactive',
      'Archived',
      'Pending sign-up',
    ]);
    await choose(statusFilter, 'paused');
    await waitFor(() => api.to('GET /api/customers').length === 5, 'the filter');
    expect(query(api.to('GET /api/customers')[4]?.url)).toEqual({
      page: '1',
      limit: '20',
      status: 'paused',
      search: 'B-00',
    });
  });

  it("says 'Error loading customers' with a Retry that asks again", async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': [empty(500), json(listOf([robin]))],
    });
    const rendered = await open('/customers', hasRows);
    expect(rendered.text()).toContain('Error loading customers');
    await click(button('Retry'));
    await waitFor(() => row(rendered, robin.id) !== null, 'the rows');
    expect(api.to('GET /api/customers')).toHaveLength(2);
  });

  it("says 'No customers found' with a hint, which changes with a filter", async () => {
    mockApi({ 'GET /api/customers/stats': json(stats), 'GET /api/customers': json(listOf([])) });
    const rendered = await open('/acme/business-customers', hasRows);
    expect(rendered.text()).toContain('No customers foundAdd your first customer, or import');
    await choose(rendered.container.querySelector('select'), 'archived');
    await waitFor(() => rendered.text().includes('Try another search or status.'), 'the filtered hint');
  });

  it('offers Archive, or Restore under the Archived filter, each asked first', async () => {
    const archived = { ...robin, status: 'archived' as const };
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': (sent) =>
        json(listOf(query(sent.url).status === 'archived' ? [archived] : [robin])),
      [`PATCH /api/customers/${robin.id}/archive`]: json({ customer: archived }),
      [`PATCH /api/customers/${robin.id}/unarchive`]: [
        json({ error: 'Customer not found', code: 'NOT_FOUND' }, 404),
        json({ customer: robin }),
      ],
    });
    const rendered = await open('/business-customers', hasRows);
    expect(rowButton(rendered, robin.id, 'Restore')).toBeNull();
    await click(rowButton(rendered, robin.id, 'Archive'));
    await waitFor(() => dialogButton('Archive') !== null, 'the question');
    expect(dialog()?.textContent).toContain('Robin Lee moves to the archive');
    await click(dialogButton('Archive'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Customer ArchivedCustomer has been moved to archive.');
    await waitFor(() => api.to('GET /api/customers').length === 2, 'the list refreshed');
    expect(api.to('GET /api/customers/stats')).toHaveLength(2);

    await choose(rendered.container.querySelector('select'), 'archived');
    await waitFor(() => rowButton(rendered, robin.id, 'Restore') !== null, 'Restore');
    expect(rowButton(rendered, robin.id, 'Archive')).toBeNull();
    await click(rowButton(rendered, robin.id, 'Restore'));
    await waitFor(() => dialogButton('Restore') !== null, 'the question');
    await click(dialogButton('Restore'));
    await waitFor(() => toastText(rendered) === 'ErrorCustomer not found', 'the failure');
    await clickWhenReady(() => dialogButton('Restore'));
    await waitFor(
      () => toastText(rendered) === 'Customer RestoredCustomer has been restored from archive.',
      'the toast',
    );
    expect(api.to(`PATCH /api/customers/${robin.id}/unarchive`)).toHaveLength(2);
  });

  it('deletes only once the permanent, irreversible delete is confirmed in red', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      [`DELETE /api/customers/${robin.id}`]: [empty(500), empty(204)],
    });
    const rendered = await open('/business-customers', hasRows);
    await click(rowButton(rendered, robin.id, 'Delete'));
    await waitFor(() => dialogButton('Delete') !== null, 'the question');
    expect(dialog()?.textContent).toContain('permanent and irreversible');
    expect(dialogButton('Delete')?.className).toContain('MuiButton-colorError');
    await click(dialogButton('Cancel'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to(`DELETE /api/customers/${robin.id}`)).toHaveLength(0);

    await click(rowButton(rendered, robin.id, 'Delete'));
    await waitFor(() => dialogButton('Delete') !== null, 'the question');
    await click(dialogButton('Delete'));
    await waitFor(() => toastText(rendered) === 'ErrorFailed to delete customer.', 'the failure');
    await clickWhenReady(() => dialogButton('Delete'));
    await waitFor(
      () => toastText(rendered) === 'Customer DeletedCustomer has been permanently deleted.',
      'the toast',
    );
    await waitFor(() => dialog() === null, 'the dialog to close');
  });

  it('opens the details from the row, and edits from there', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin])),
      'GET /api/customers/zones': json({
        zones: [
          { id: 'bangor', name: 'Bangor', latitude: 44.8, longitude: -68.77 },
          { id: 'brewer', name: 'Brewer', latitude: 44.79, longitude: -68.76 },
        ],
      }),
      [`PUT /api/customers/${robin.id}`]: json({ customer: { ...robin, lastName: 'Lee-Park' } }),
    });
    const rendered = await open('/business-customers', hasRows);
    await click(row(rendered, robin.id)?.querySelector('p') ?? null);
    await waitFor(() => dialog() !== null, 'the details');
    const facts = [...(dialog()?.querySelectorAll('dt') ?? [])].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      'Email: robin@example.com',
      'Phone: (207) 555-0134',
      'Address: 12 Main St, Bangor, ME 04401',
      'Zone: Bangor',
      'Pickup Day: Tuesday',
      'Bucket Number: B-007',
      'Buckets: 1',
      'Container: 5-gallon bucket',
      'Plan: Weekly',
      'Subscription Status: Active',
      'Monthly Spend: $25.00',
      'Total Orders: 3',
      'Pickup Instructions: Side door',
      'Joined: Oct 1, 2026',
      'Last Activity: Nov 20, 2026',
    ]);

    await click(dialogButton('Edit'));
    await waitFor(() => dialogField('firstName') !== null, 'the edit form');
    await waitFor(() => (dialogField('zone')?.querySelectorAll('option').length ?? 0) === 3, 'the zones');
    await typeInto(dialogField('lastName'), 'Lee-Park');
    await choose(dialogField('zone'), 'brewer');
    await choose(dialogField('status'), 'paused');
    await typeInto(dialogField('bucketCount'), '');
    await typeInto(dialogField('email'), ' ');
    expect(dialogButton('Update')?.disabled).toBe(true);
    await typeInto(dialogField('email'), 'Robin@Example.com');
    await click(dialogButton('Update'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Customer UpdatedRobin Lee-Park');
    expect(api.to(`PUT /api/customers/${robin.id}`)[0]?.body).toEqual({
      firstName: 'Robin',
      lastName: 'Lee-Park',
      email: 'robin@example.com',
      phone: '(207) 555-0134',
      address: '12 Main St, Bangor',
      zone: 'brewer',
      subscription: 'weekly',
      bucketNumber: 'B-007',
      bucketCount: 1,
      status: 'paused',
      pickupInstructions: 'Side door',
      notes: '',
    });
  });

  it('messages a customer with a login, and not one who has not signed up', async () => {
    const api = mockApi({
      'GET /api/customers/stats': json(stats),
      'GET /api/customers': json(listOf([robin, sam])),
      'POST /api/messages': [empty(502), json({ message: { id: 'm1' } }, 201)],
    });
    const rendered = await open('/business-customers', hasRows);
    const unavailable = rowButton(rendered, sam.id, 'Message');
    expect(unavailable?.getAttribute('aria-disabled')).toBe('true');
    expect(unavailable?.textContent).toContain('Not signed up yet');
    await click(unavailable);
    expect(dialog()).toBeNull();

    await click(rowButton(rendered, robin.id, 'Message'));
    await waitFor(() => dialogField('content') !== null, 'the message dialog');
    expect(dialogButton('Send')?.disabled).toBe(true);
    await typeInto(dialogField('content'), '   ');
    expect(dialogButton('Send')?.disabled).toBe(true);
    await typeInto(dialogField('content'), ' Your bucket is on its way. ');
    await click(dialogButton('Send'));
    await waitFor(() => toastText(rendered) !== null, 'the failure');
    expect(toastText(rendered)).toBe('ErrorFailed to send message. Please try again.');
    await clickWhenReady(() => dialogButton('Send'));
    await waitFor(() => toastText(rendered) === 'Message Sent', 'the toast');
    expect(api.to('POST /api/messages')[1]?.body).toEqual({
      receiverId: robin.id,
      content: 'Your bucket is on its way.',
    });
  });
});
