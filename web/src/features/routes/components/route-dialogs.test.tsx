import { routingMessages } from '@pickup/contracts/constants';
import { act } from 'react';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import {
  click,
  clickWhenReady,
  type RenderedApp,
  settle,
  signIn,
  typeInto,
  waitFor,
} from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import {
  customerChoices,
  customerOf,
  dialog,
  dialogButton,
  dialogField,
  driverId,
  jamie,
  robinStop,
  routeId,
  routeOn,
  routeStats,
  samStop,
} from '../testing/route-fixtures';
import { today } from '../../../../test/today';
import { weekdayOf } from '../utils/dates';

const open = screenTests();
// Each test mounts the whole app and loads the screen's dialogs as the browser would: on a busy
// machine that takes longer than Jest's default 5 s.
jest.setTimeout(30_000);

const ready = (r: RenderedApp) => r.container.querySelector('[data-route]') !== null;
const route = routeOn();

const common = {
  'GET /api/routes/stats': json(routeStats),
  'GET /api/routes': json({ routes: [route] }),
  [`GET /api/routes/${routeId}`]: json({ route }),
  'GET /api/drivers/active': json({ drivers: [jamie] }),
  'GET /api/customers': json(customerChoices([customerOf(robinStop), customerOf(samStop)])),
};

/** Picks an option of a native select the way a user does (React hears the change event). */
async function choose(select: Element | null, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('no select');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

async function openDetails(): Promise<void> {
  await click(button(route.name));
  await waitFor(() => dialogButton('Edit Route') !== null, 'the details');
}

beforeEach(() => signIn('owner'));

describe('creating a route', () => {
  it('waits for name, driver and start time, then sends every field and the customers in order', async () => {
    const api = mockApi({ ...common, 'POST /api/routes': json({ route }, 201) });
    const rendered = await open('/business-routes', ready);
    await click(button('Create Route'));
    await waitFor(() => dialogField('name') !== null, 'the create form');
    await waitFor(() => (dialogField('driverId')?.querySelectorAll('option').length ?? 0) > 1, 'the drivers');
    const create = () => dialogButton('Create Route');
    expect(create()?.disabled).toBe(true);

    // A submit without them (Enter in a field) is refused with the spec's message.
    await act(async () => {
      dialog()
        ?.querySelector('form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(toastText(rendered)).toContain('Missing Information');
    expect(toastText(rendered)).toContain('Please fill in route name, driver, and start time.');
    expect(api.to('POST /api/routes')).toHaveLength(0);

    await typeInto(dialogField('name'), '  Hampden Friday ');
    await choose(dialogField('driverId'), driverId);
    // The driver's own vehicle fills the empty vehicle field.
    expect(dialogField('vehicle')?.value).toBe('Ford Transit');
    expect(create()?.disabled).toBe(true);
    await typeInto(dialogField('startTime'), '09:00');
    expect(create()?.disabled).toBe(false);

    await choose(dialogField('zone'), 'hampden');
    await typeInto(dialogField('startLocation'), 'Depot');
    await choose(dialogField('addCustomer'), samStop.customerId);
    await choose(dialogField('addCustomer'), robinStop.customerId);
    await click(dialogButton('Move Robin Lee up'));
    await click(create());
    await waitFor(() => api.to('POST /api/routes').length === 1, 'the create call');
    expect(api.to('POST /api/routes')[0]?.body).toEqual({
      name: 'Hampden Friday',
      zone: 'hampden',
      driverId,
      vehicle: 'Ford Transit',
      startTime: '09:00',
      endTime: '',
      estimatedTime: 120,
      pickupDay: weekdayOf(today()),
      date: today(),
      startLocation: 'Depot',
      startAddress: '',
      endLocation: '',
      endAddress: '',
      notes: '',
      stops: [{ customerId: robinStop.customerId }, { customerId: samStop.customerId }],
    });
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(toastText(rendered)).toContain(routingMessages.routeCreated);
  });

  it("says 'Failed to create route.' when the server gives no reason, and its message when it does", async () => {
    const api = mockApi({
      ...common,
      'POST /api/routes': [
        json({}, 500),
        json({ error: routingMessages.driverInactive, code: 'DRIVER_INACTIVE' }, 409),
      ],
    });
    const rendered = await open('/business-routes', ready);
    await click(button('Create Route'));
    await waitFor(() => (dialogField('driverId')?.querySelectorAll('option').length ?? 0) > 1, 'the drivers');
    await typeInto(dialogField('name'), 'Belfast Monday');
    await choose(dialogField('driverId'), driverId);
    await typeInto(dialogField('startTime'), '10:00');
    await click(dialogButton('Create Route'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(routingMessages.createFailed);
    await clickWhenReady(() => dialogButton('Create Route'));
    await waitFor(() => api.to('POST /api/routes').length === 2, 'the second try');
    await waitFor(
      () => dialog()?.textContent?.includes(routingMessages.driverInactive) === true,
      'the reason',
    );
    expect(dialog()).not.toBeNull();
  });
});

describe('editing a route', () => {
  it('opens from the details with every field filled and sends the changes', async () => {
    const api = mockApi({
      ...common,
      [`PUT /api/routes/${routeId}`]: json({ route: { ...route, name: 'Bangor Early Loop' } }),
    });
    const rendered = await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Edit Route'));
    await waitFor(() => dialogField('name')?.value === route.name, 'the edit form');
    expect(dialogField('startTime')?.value).toBe('08:30');
    expect(dialogField('endTime')?.value).toBe('12:00');
    expect(dialogField('notes')?.value).toBe('Gate code 1234');
    const chosen = [...(dialog()?.querySelectorAll('[data-stop-choice]') ?? [])].map((each) =>
      each.getAttribute('data-stop-choice'),
    );
    expect(chosen).toEqual([robinStop.customerId, samStop.customerId]);
    await typeInto(dialogField('name'), 'Bangor Early Loop');
    await click(dialogButton('Remove Sam Fields'));
    await click(dialogButton('Save Changes'));
    await waitFor(() => api.to(`PUT /api/routes/${routeId}`).length === 1, 'the update');
    expect(api.to(`PUT /api/routes/${routeId}`)[0]?.body).toMatchObject({
      name: 'Bangor Early Loop',
      driverId,
      startTime: '08:30',
      stops: [{ customerId: robinStop.customerId }],
    });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(routingMessages.routeUpdated);
  });
});

describe('optimizing a route', () => {
  const optimize = async (answer: Response) => {
    const api = mockApi({ ...common, [`POST /api/routes/${routeId}/optimize`]: answer });
    const rendered = await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Optimize'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(`POST /api/routes/${routeId}/optimize`)).toHaveLength(1);
    return toastText(rendered) ?? '';
  };

  it("says 'Route Optimized' with the count of stops reordered", async () => {
    const text = await optimize(json({ route, reordered: 3, distanceBefore: 12.5, distanceAfter: 9.1 }));
    expect(text).toContain(routingMessages.routeOptimized);
    expect(text).toContain('Reordered 3 stops for efficient pickup.');
  });

  it('says it cannot optimize with fewer than 2 customers or no start', async () => {
    const text = await optimize(
      json({ error: routingMessages.cannotOptimize, code: 'CANNOT_OPTIMIZE', customers: [] }, 400),
    );
    expect(text).toContain('Cannot Optimize');
    expect(text).toContain('Need at least 2 customers and a start location to optimize route.');
  });

  it('lists the customers whose addresses are missing', async () => {
    const text = await optimize(
      json(
        {
          error: routingMessages.missingAddresses,
          code: 'MISSING_ADDRESSES',
          customers: [
            { customerId: robinStop.customerId, name: 'Robin Lee' },
            { customerId: samStop.customerId, name: 'Sam Fields' },
          ],
        },
        400,
      ),
    );
    expect(text).toContain('Missing Addresses');
    expect(text).toContain('These customers need addresses for optimization: Robin Lee, Sam Fields');
  });

  it('says the optimization failed when the server gives no reason', async () => {
    const text = await optimize(json({}, 502));
    expect(text).toContain('Optimization Failed');
    expect(text).toContain('Unable to optimize route. Addresses may need updating.');
  });
});

describe('one-off changes and deleting', () => {
  it('skips one date with a reason', async () => {
    const api = mockApi({ ...common, [`POST /api/routes/${routeId}/exceptions`]: json({ route }) });
    const rendered = await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Skip this date'));
    await waitFor(() => dialogField('reason') !== null, 'the skip form');
    await typeInto(dialogField('reason'), 'Thanksgiving');
    await click(dialogButton('Skip'));
    await waitFor(() => api.to(`POST /api/routes/${routeId}/exceptions`).length === 1, 'the skip');
    expect(api.to(`POST /api/routes/${routeId}/exceptions`)[0]?.body).toEqual({
      date: route.date,
      action: 'skip',
      reason: 'Thanksgiving',
    });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toContain(routingMessages.routeUpdated);
  });

  it('moves one date to another day', async () => {
    const api = mockApi({ ...common, [`POST /api/routes/${routeId}/exceptions`]: json({ route }) });
    await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Move to…'));
    await waitFor(() => dialogField('movedTo') !== null, 'the move form');
    expect(dialogButton('Move')?.disabled).toBe(true);
    await typeInto(dialogField('movedTo'), '2026-12-31');
    await click(dialogButton('Move'));
    await waitFor(() => api.to(`POST /api/routes/${routeId}/exceptions`).length === 1, 'the move');
    expect(api.to(`POST /api/routes/${routeId}/exceptions`)[0]?.body).toEqual({
      date: route.date,
      action: 'move',
      movedTo: '2026-12-31',
      reason: '',
    });
  });

  it("asks before deleting, then says 'Route Deleted'", async () => {
    const api = mockApi({
      ...common,
      [`DELETE /api/routes/${routeId}`]: new Response(null, { status: 204 }),
    });
    const rendered = await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Delete'));
    await waitFor(
      () => dialog()?.textContent?.includes('This cannot be undone.') === true,
      'the confirmation',
    );
    expect(api.to(`DELETE /api/routes/${routeId}`)).toHaveLength(0);
    await click(dialogButton('Delete'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(`DELETE /api/routes/${routeId}`)).toHaveLength(1);
    expect(toastText(rendered)).toContain(routingMessages.routeDeleted);
  });

  it('adds the chosen customers as last stops', async () => {
    const lone = routeOn(today(), { stops: [robinStop], dueStopIds: [robinStop.id] });
    const api = mockApi({
      ...common,
      'GET /api/routes': json({ routes: [lone] }),
      [`GET /api/routes/${routeId}`]: json({ route: lone }),
      [`POST /api/routes/${routeId}/customers`]: json({ route }),
    });
    const rendered = await open('/business-routes', ready);
    await openDetails();
    await click(dialogButton('Add Customers'));
    await waitFor(() => dialog()?.querySelector('[data-customer-choice]') !== null, 'the choices');
    // Robin is on the route already.
    expect(dialog()?.querySelector(`[data-customer-choice="${robinStop.customerId}"]`)).toBeNull();
    await click(dialog()?.querySelector(`[data-customer-choice="${samStop.customerId}"] input`) ?? null);
    await click(dialogButton('Add 1 customer'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to(`POST /api/routes/${routeId}/customers`)[0]?.body).toEqual({
      customerId: samStop.customerId,
    });
    expect(toastText(rendered)).toContain(routingMessages.routeUpdated);
  });
});
