import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { syncedAt } from '../utils/labels';
import { dialog, kim, listOf, pat, robin } from '../testing/driver-fixtures';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would.
jest.setTimeout(30_000);

const hasContent = (r: RenderedApp) =>
  r.container.querySelector('[data-driver]') !== null ||
  r.text().includes('No drivers added yet') ||
  r.text().includes('The drivers could not load');

const row = (r: RenderedApp, id: string) => r.container.querySelector(`[data-driver="${id}"]`);
const rowButtons = (r: RenderedApp, id: string) =>
  [...(row(r, id)?.querySelectorAll('button') ?? [])].map((each) => each.textContent?.trim());
const listNames = (r: RenderedApp, title: string) =>
  [...r.container.querySelectorAll(`[data-driver-list="${title}"] h3`)].map((each) => each.textContent);

beforeEach(() => signIn('owner'));

describe('driver management', () => {
  it('shows the three counters and the active and inactive drivers', async () => {
    const api = mockApi({ 'GET /api/drivers': json({ ...listOf([robin, kim, pat]), totalVehicles: 3 }) });
    const rendered = await open('/business-drivers', hasContent);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Driver Management');
    const cards = [...rendered.container.querySelectorAll('[data-stat]')].map(
      (card) => `${card.getAttribute('data-stat')}: ${card.querySelector('[data-stat-value]')?.textContent}`,
    );
    expect(cards).toEqual(['Active Drivers: 2', 'Total Vehicles: 3', 'Calendar Synced: 1']);
    expect(listNames(rendered, 'Active Drivers')).toEqual(['Robin Lee', 'Kim Ortiz']);
    expect(listNames(rendered, 'Inactive Drivers')).toEqual(['Pat Doyle']);
    expect(api.to('GET /api/drivers')).toHaveLength(1);

    const first = row(rendered, robin.id);
    expect(first?.textContent).toContain('Admin');
    expect(first?.textContent).toContain('robin@example.com · (207) 555-0134');
    expect(first?.querySelector('[data-driver-vehicle]')?.textContent).toBe(
      'Truck · Plate 4521-ME · 14 ft box · holds 20 buckets',
    );
    expect(first?.querySelector('[data-driver-facts]')?.textContent).toBe(
      `3 routes · Has an app login · Calendar synced ${syncedAt(robin.calendarSyncedAt ?? '')}`,
    );
    expect(row(rendered, kim.id)?.querySelector('[data-driver-facts]')?.textContent).toBe(
      '1 route · No app login · Calendar not synced yet',
    );
    expect(row(rendered, kim.id)?.querySelector('[data-driver-vehicle]')?.textContent).toBe(
      'Van · holds 35 buckets',
    );
    expect(row(rendered, pat.id)?.querySelector('[data-driver-facts]')?.textContent).toBe(
      '0 routes · Has an app login · Calendar feed revoked',
    );
    expect(
      [robin, kim, pat].map((d) =>
        row(rendered, d.id)?.querySelector('[data-vehicle-icon]')?.getAttribute('data-vehicle-icon'),
      ),
    ).toEqual(['truck', 'van', 'car']);

    // Delete is offered only for an inactive driver.
    expect(rowButtons(rendered, robin.id)).toEqual(['Edit', 'Calendar Feed', 'Deactivate']);
    expect(rowButtons(rendered, pat.id)).toEqual(['Edit', 'Calendar Feed', 'Activate', 'Delete']);
    // Each action is read with the driver's name.
    const edit = row(rendered, robin.id)?.querySelector('button');
    expect(document.getElementById(edit?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Robin Lee',
    );
  });

  it('draws a vehicle it does not know with the default icon', async () => {
    mockApi({ 'GET /api/drivers': json(listOf([{ ...robin, vehicleType: 'bike' as 'car' }])) });
    const rendered = await open('/business-drivers', hasContent);
    expect(
      row(rendered, robin.id)?.querySelector('[data-vehicle-icon]')?.getAttribute('data-vehicle-icon'),
    ).toBe('default');
    expect(row(rendered, robin.id)?.querySelector('[data-driver-vehicle]')?.textContent).toContain('bike');
  });

  it("says 'No drivers added yet' with an Add Driver that opens the dialog", async () => {
    mockApi({ 'GET /api/drivers': json(listOf([])) });
    const rendered = await open('/acme/business-drivers', hasContent);
    expect(rendered.text()).toContain('No drivers added yet');
    expect(rendered.container.querySelector('[data-driver-list]')).toBeNull();
    const emptyAdd = [...rendered.container.querySelectorAll('button')].filter(
      (each) => each.textContent === 'Add Driver',
    );
    expect(emptyAdd).toHaveLength(2);
    await click(emptyAdd[1] ?? null);
    await waitFor(() => dialog()?.textContent?.includes('Add Driver') === true, 'the add dialog');
  });

  it('says when the list has no one in it', async () => {
    mockApi({ 'GET /api/drivers': json(listOf([pat])) });
    const rendered = await open('/business-drivers', hasContent);
    expect(rendered.container.querySelector('[data-driver-list="Active Drivers"]')?.textContent).toContain(
      'No active drivers',
    );
  });

  it('says the drivers could not load, with a Retry that asks again', async () => {
    const api = mockApi({ 'GET /api/drivers': [empty(500), json(listOf([robin]))] });
    const rendered = await open('/business-drivers', hasContent);
    expect(rendered.text()).toContain('The drivers could not load');
    await click(button('Retry'));
    await waitFor(() => row(rendered, robin.id) !== null, 'the rows');
    expect(api.to('GET /api/drivers')).toHaveLength(2);
  });
});
