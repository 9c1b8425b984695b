import { routingMessages } from '@pickup/contracts/constants';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  customerChoices,
  customerOf,
  dialog,
  dialogButton,
  dialogField,
  jamie,
  query,
  robinStop,
  routeId,
  routeOn,
  routeStats,
} from '../testing/route-fixtures';
import { today } from '../../../../test/today';
import { shiftWeeks, weekdayOf, weekOf } from '../utils/dates';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would: on a busy
// machine that takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const loaded = (r: RenderedApp) =>
  r.container.querySelector('[data-route]') !== null ||
  r.text().includes(routingMessages.routesEmpty) ||
  r.text().includes(routingMessages.routeLoadFailed);

const card = (r: RenderedApp) => r.container.querySelector('[data-route]');

const common = {
  'GET /api/routes/stats': json(routeStats),
  'GET /api/drivers/active': json({ drivers: [jamie] }),
  'GET /api/customers': json(customerChoices([customerOf(robinStop)])),
};

beforeEach(() => signIn('owner'));

describe('route management', () => {
  it("shows the four totals and today's routes as cards", async () => {
    const api = mockApi({ ...common, 'GET /api/routes': json({ routes: [routeOn()] }) });
    const rendered = await open('/business-routes', loaded);
    await waitFor(() => rendered.container.querySelector('[data-stat]') !== null, 'the totals');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Route Management');
    const cards = [...rendered.container.querySelectorAll('[data-stat]')].map(
      (each) => `${each.getAttribute('data-stat')}: ${each.querySelector('[data-stat-value]')?.textContent}`,
    );
    expect(cards).toEqual(['Total Routes: 3', 'Active Routes: 1', 'Total Stops: 14', 'Available Drivers: 2']);
    expect(rendered.text()).toContain('41.5 mi a week');
    expect(query(api.to('GET /api/routes')[0]?.url)).toEqual({ from: today(), to: today() });

    const shown = card(rendered)?.textContent ?? '';
    expect(shown).toContain('Bangor Tuesday Loop');
    expect(shown).toContain('Jamie Cole');
    // One of its two customers is due today (the other is every other week).
    expect(shown).toContain('1 / 2');
    expect(shown).toContain('2h 0m');
    expect(card(rendered)?.querySelector('[data-status="planned"]')?.textContent).toBe('Planned');
    expect(card(rendered)?.querySelector('[aria-label="View Map"]')).not.toBeNull();
  });

  it("says 'No Routes Found' and Create First Route opens the form on the day shown", async () => {
    const day = shiftWeeks(today(), 1);
    const api = mockApi({ ...common, 'GET /api/routes': json({ routes: [] }) });
    const rendered = await open(`/routes?date=${day}`, loaded);
    expect(query(api.to('GET /api/routes')[0]?.url)).toEqual({ from: day, to: day });
    expect(rendered.text()).toContain(routingMessages.routesEmpty);
    await click(button('Create First Route'));
    await waitFor(() => dialogField('name') !== null, 'the create form');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Create New Route');
    expect(dialogField('date')?.value).toBe(day);
    expect(dialogField('pickupDay')?.value).toBe(weekdayOf(day));
    expect(dialogField('estimatedTime')?.value).toBe('120');
  });

  it('says the routes could not load, with a Retry that asks again', async () => {
    const api = mockApi({
      ...common,
      'GET /api/routes': [empty(500), json({ routes: [routeOn()] })],
    });
    const rendered = await open('/acme/business-routes', loaded);
    expect(rendered.text()).toContain(routingMessages.routeLoadFailed);
    await click(button('Retry'));
    await waitFor(() => card(rendered) !== null, 'the routes after Retry');
    expect(api.to('GET /api/routes')).toHaveLength(2);
  });

  it('shows the week Sunday to Saturday, steps a week at a time, and Add Route presets the day', async () => {
    const week = weekOf(today());
    const api = mockApi({
      ...common,
      'GET /api/routes': (sent) =>
        json({ routes: query(sent.url).from === week[0] ? [routeOn(today())] : [] }),
    });
    const rendered = await open(
      '/business-routes?tab=calendar',
      (r) => r.container.querySelector('[data-day]') !== null,
    );
    expect(query(api.to('GET /api/routes')[0]?.url)).toEqual({ from: week[0], to: week[6] });
    const days = [...rendered.container.querySelectorAll('[data-day]')].map((each) =>
      each.getAttribute('data-day'),
    );
    expect(days).toEqual(week);
    expect(rendered.container.querySelector(`[data-day="${today()}"]`)?.getAttribute('aria-current')).toBe(
      'date',
    );
    expect(rendered.container.querySelector(`[data-day="${today()}"] [data-route]`)?.textContent).toContain(
      'Bangor Tuesday Loop',
    );

    await click(button('Next week'));
    const next = weekOf(shiftWeeks(today(), 1));
    await waitFor(() => api.to('GET /api/routes').length === 2, 'the next week');
    expect(query(api.to('GET /api/routes')[1]?.url)).toEqual({ from: next[0], to: next[6] });
    expect(rendered.location()).toContain(`date=${shiftWeeks(today(), 1)}`);
    await waitFor(() => rendered.container.querySelector('[data-route]') === null, 'an empty week');

    await click(button('Today'));
    await waitFor(() => rendered.container.querySelector('[data-route]') !== null, 'this week again');

    const wednesday = next[3] ?? '';
    await click(button('Next week'));
    await click(
      rendered.container.querySelector(`[data-day="${wednesday}"] button[aria-label^="Add Route"]`),
    );
    await waitFor(() => dialogField('date') !== null, 'the create form');
    expect(dialogField('date')?.value).toBe(wednesday);
    expect(dialogField('pickupDay')?.value).toBe('Wednesday');
  });

  it('opens the details of a route and starts it', async () => {
    const route = routeOn();
    const api = mockApi({
      ...common,
      'GET /api/routes': json({ routes: [route] }),
      [`GET /api/routes/${routeId}`]: json({ route }),
      [`POST /api/routes/${routeId}/start`]: json({ route: { ...route, status: 'in_progress' } }),
    });
    const rendered = await open('/business-routes', loaded);
    await click(button('Bangor Tuesday Loop'));
    await waitFor(() => dialogButton('Edit Route') !== null, 'the details');
    const details = dialog()?.textContent ?? '';
    for (const text of [
      'Jamie Cole',
      'Ford Transit',
      '8:30 AM – 12:00 PM',
      '2h 0m',
      '6.4 mi',
      'Depot, 1 Depot Rd, Bangor',
    ]) {
      expect(details).toContain(text);
    }
    expect(details).toContain('Gate code 1234');
    const stops = [...(dialog()?.querySelectorAll('[data-stop]') ?? [])].map((each) => each.textContent);
    expect(stops[0]).toContain('Robin Lee');
    expect(stops[0]).toContain('12 Main St, Bangor');
    expect(stops[0]).toContain('2 buckets');
    expect(stops[1]).toContain('not due this day');
    expect(dialogButton('Complete Route')).toBeNull();

    await click(dialogButton('Start Route'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(`POST /api/routes/${routeId}/start`)[0]?.body).toEqual({ date: route.date });
    expect(toastText(rendered)).toContain(routingMessages.routeStarted);
  });

  it('says a route without stops has no route to show on the map', async () => {
    mockApi({
      ...common,
      'GET /api/routes': json({ routes: [routeOn(today(), { stops: [], dueStopIds: [] })] }),
    });
    const rendered = await open('/business-routes', loaded);
    await click(card(rendered)?.querySelector('[aria-label="View Map"]') ?? null);
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain('No Route Available');
    expect(toastText(rendered)).toContain('This route has no customer stops to display on the map.');
    expect(dialog()).toBeNull();
  });
});
