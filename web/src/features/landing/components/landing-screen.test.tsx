import type { PlatformPlanView } from '@pickup/contracts/schemas';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { userOf } from '../../../../test/users';
import { readSession } from '../../../lib/session';

const open = screenTests();

const plans: PlatformPlanView[] = [
  {
    id: 'starter',
    name: 'Starter',
    amount: 29,
    interval: 'month',
    limits: { customers: 50, routes: 10, monthlyOrders: 500 },
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    amount: 79,
    interval: 'month',
    limits: { customers: 200, routes: 50, monthlyOrders: 2000 },
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    amount: 149,
    interval: 'month',
    limits: { customers: -1, routes: -1, monthlyOrders: -1 },
    popular: false,
  },
];

const headingShown = (rendered: RenderedApp) => rendered.container.querySelector('h1') !== null;
const plansSettled = (rendered: RenderedApp) =>
  headingShown(rendered) && rendered.container.querySelector('ul[aria-label="Plans"]') !== null;
const planCards = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-plan]')].map((card) => card.textContent);
const field = (name: string) => document.body.querySelector<HTMLInputElement>(`[name="${name}"]`);
const dialog = () => document.body.querySelector('[role="dialog"]');

describe('landing page', () => {
  it('presents the platform and lists the three plans, Professional as Most Popular', async () => {
    const api = mockApi({ 'GET /api/stripe/plans': json({ plans }) });
    const rendered = await open('/', plansSettled);
    expect(rendered.container.querySelector('h1')?.textContent).toBe(
      'The platform for compost pickup businesses',
    );
    expect(planCards(rendered)).toEqual([
      'Starter$29.00 / monthUp to 50 customersUp to 10 routesUp to 500 orders a monthStart free trial',
      'ProfessionalMost Popular$79.00 / monthUp to 200 customersUp to 50 routesUp to 2,000 orders a monthStart free trial',
      'Enterprise$149.00 / monthUnlimited customersUnlimited routesUnlimited orders a monthStart free trial',
    ]);
    expect(api.to('GET /api/stripe/plans')[0]?.headers['X-Tenant']).toBeUndefined();
    const signupLinks = rendered.container.querySelectorAll('a[href="/signup"]');
    expect(signupLinks.length).toBeGreaterThanOrEqual(4);
  });

  it('lists no plans when the catalogue cannot be read', async () => {
    mockApi({});
    const rendered = await open('/', plansSettled);
    expect(planCards(rendered)).toEqual([]);
    expect(rendered.text()).toContain('Simple monthly plans');
  });
});

describe('demo request', () => {
  async function openForm(): Promise<RenderedApp> {
    const rendered = await open('/', plansSettled);
    await click(button('Request a demo'));
    await waitFor(() => field('name') !== null, 'the demo form');
    return rendered;
  }

  it('says once that name, email and company are required, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/stripe/plans': json({ plans }) });
    await openForm();
    await typeInto(field('email'), 'robin@example.com');
    await click(button('Request Demo'));
    const alerts = [...(dialog()?.querySelectorAll('.MuiAlert-message') ?? [])].map(
      (alert) => alert.textContent,
    );
    expect(alerts).toEqual(['Please fill in all required fields (Name, Email, and Company Name).']);
    expect(field('name')?.getAttribute('aria-invalid')).toBe('true');
    expect(field('company')?.getAttribute('aria-invalid')).toBe('true');
    expect(field('email')?.getAttribute('aria-invalid')).toBe('false');
    expect(api.to('POST /api/demo-request')).toHaveLength(0);
  });

  it('sends the trimmed values, confirms, and closes the form after 2 seconds', async () => {
    const api = mockApi({
      'GET /api/stripe/plans': json({ plans }),
      'POST /api/demo-request': json({ id: '64b0c0ffee00000000000099', message: 'Received' }, 201),
    });
    await openForm();
    await typeInto(field('name'), '  Robin Meadows ');
    await typeInto(field('email'), ' robin@greenloop.com ');
    await typeInto(field('company'), ' Green Loop Compost ');
    await typeInto(field('phone'), ' 207-555-0142 ');
    await typeInto(document.body.querySelector('textarea[name="message"]'), ' Routes for 3 drivers ');
    await click(button('Request Demo'));
    expect(api.to('POST /api/demo-request')[0]?.body).toEqual({
      name: 'Robin Meadows',
      email: 'robin@greenloop.com',
      company: 'Green Loop Compost',
      phone: '207-555-0142',
      message: 'Routes for 3 drivers',
    });
    await waitFor(() => dialog()?.querySelector('[role="status"]') !== null, 'the confirmation');
    expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe(
      "Thank you! We'll contact you within 24 hours to schedule your 30-minute demo.",
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(dialog()?.querySelector('[role="status"]')).not.toBeNull();
    await waitFor(
      () => field('name') === null && dialog()?.querySelector('[role="status"]') == null,
      'the form to close',
      2000,
    );
  });

  it('says the request failed and keeps what was typed', async () => {
    mockApi({
      'GET /api/stripe/plans': json({ plans }),
      'POST /api/demo-request': json({ error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }, 503),
    });
    await openForm();
    await typeInto(field('name'), 'Robin');
    await typeInto(field('email'), 'robin@greenloop.com');
    await typeInto(field('company'), 'Green Loop');
    await click(button('Request Demo'));
    await waitFor(() => (dialog()?.textContent ?? '').includes('Failed to submit'), 'the failure');
    expect(dialog()?.querySelector('.MuiAlert-message')?.textContent).toBe(
      'Failed to submit demo request. Please try again or contact us directly.',
    );
    expect(field('company')?.value).toBe('Green Loop');
  });
});

describe('demo sign-in on the landing page', () => {
  it('offers nothing when demo mode is off', async () => {
    mockApi({ 'GET /api/auth/options': json({ demoLogin: false, demoBusiness: null }) });
    const rendered = await open('/', plansSettled);
    expect(button('Try the demo as a business owner')).toBeNull();
    expect(rendered.container.querySelector('[data-demo-login]')).toBeNull();
  });

  it.each([
    ['business owner', 'owner', '/'],
    ['customer', 'customer', '/dashboard'],
  ] as const)('signs in as the demo %s and goes to their home', async (label, role, home) => {
    const api = mockApi({
      'GET /api/auth/options': json({ demoLogin: true, demoBusiness: 'demo' }),
      'GET /api/login/owner': json({ token: 'demo-owner-token', user: userOf('owner') }),
      'GET /api/login/customer': json({ token: 'demo-customer-token', user: userOf('customer') }),
    });
    const rendered = await open('/', () => button(`Try the demo as a ${label}`) !== null);
    await click(button(`Try the demo as a ${label}`));
    expect(api.to(`GET /api/login/${role}`)).toHaveLength(1);
    await waitFor(() => rendered.location() === home, `the ${role}'s home`);
    expect(readSession()).toEqual({ token: `demo-${role}-token`, user: userOf(role) });
  });

  it('says Authentication failed when the demo sign-in fails, and stays', async () => {
    mockApi({
      'GET /api/auth/options': json({ demoLogin: true, demoBusiness: 'demo' }),
      'GET /api/login/owner': json({ error: 'Demo mode is off', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/', () => button('Try the demo as a business owner') !== null);
    await click(button('Try the demo as a business owner'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Login FailedAuthentication failed. Please try again.');
    expect(rendered.location()).toBe('/');
    expect(readSession().user).toBeNull();
  });
});
