import type { PlatformPlanView, PlatformSubscriptionView } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { advance, button, clickNow } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

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

const trial: PlatformSubscriptionView = {
  planId: 'trial',
  planName: 'Trial',
  status: 'trial',
  limits: { customers: 50, routes: 10, monthlyOrders: 500 },
  trialEndsAt: '2026-12-07T12:00:00.000Z',
  currentPeriodEnd: null,
  scheduledPlanId: null,
  canCreate: true,
};

const activeStarter: PlatformSubscriptionView = {
  ...trial,
  planId: 'starter',
  planName: 'Starter',
  status: 'active',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-01T12:00:00.000Z',
};

const catalogue = { 'GET /api/stripe/plans': json({ plans }) };
const hasPlans = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-plan]') !== null || rendered.text().includes('No plans to show');

function planCard(rendered: RenderedApp, id: string): Element | null {
  return rendered.container.querySelector(`[data-plan="${id}"]`);
}

beforeEach(() => signIn('owner'));
afterEach(() => jest.useRealTimers());

describe('plan picker', () => {
  it('shows the three plans with their prices and limits, Most Popular on Professional', async () => {
    mockApi({ ...catalogue, 'GET /api/stripe/subscription': json(trial) });
    const rendered = await open('/subscription', hasPlans);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Choose Your Plan');
    expect([...rendered.container.querySelectorAll('[data-plan] h2')].map((h) => h.textContent)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    expect(
      [...rendered.container.querySelectorAll('[data-plan-price]')].map((price) => price.textContent),
    ).toEqual(['$29.00', '$79.00', '$149.00']);
    expect(planCard(rendered, 'starter')?.textContent).toContain('Up to 50 customers');
    expect(planCard(rendered, 'professional')?.textContent).toContain('Up to 2,000 orders a month');
    expect(planCard(rendered, 'enterprise')?.textContent).toContain('Unlimited routes');
    expect(planCard(rendered, 'professional')?.textContent).toContain('Most Popular');
    expect(planCard(rendered, 'starter')?.textContent).not.toContain('Most Popular');
    expect(rendered.container.querySelector('[data-current-plan]')?.textContent).toContain(
      'Current plan: TrialFree trialYour free trial ends on December 7, 2026.',
    );
  });

  it('answers the four questions of the FAQ', async () => {
    mockApi({ ...catalogue, 'GET /api/stripe/subscription': json(trial) });
    const rendered = await open('/subscription', hasPlans);
    const text = rendered.text();
    expect(text).toContain('Plan changes take effect at the next billing cycle.');
    expect(text).toContain('There is no setup fee');
    expect(text).toContain('You can cancel anytime');
    expect(text).toContain('We accept credit cards, debit cards and ACH bank transfers.');
  });

  it('takes the card in a payment step and starts the plan', async () => {
    const paymentId = '670000000000000000000002';
    const api = mockApi({
      ...catalogue,
      'GET /api/stripe/subscription': json(trial),
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'POST /api/create-subscription': json({
        clientSecret: 'seti_1_secret_x',
        paymentId,
        intent: 'setup',
        planId: 'professional',
        effectiveAt: '2026-11-23T12:00:00.000Z',
      }),
      'POST /api/stripe/simulate/confirm': json({ status: 'succeeded', orderId: null }),
    });
    const rendered = await open('/subscription', hasPlans);
    await click(button('Choose Professional'));
    expect(api.to('POST /api/create-subscription')[0]?.body).toEqual({ planId: 'professional' });
    await waitFor(() => button('Start Subscription') !== null, 'the payment step');
    expect(rendered.text()).toContain('Complete Your Subscription');
    expect(rendered.text()).toContain('Professional plan, $79.00 a month.');

    jest.useFakeTimers();
    clickNow(button('Start Subscription'));
    await advance(2300);
    expect(api.to('POST /api/stripe/simulate/confirm')[0]?.body).toEqual({
      paymentId,
      clientSecret: 'seti_1_secret_x',
      outcome: 'succeeded',
    });
    expect(rendered.location()).toBe('/subscription-success');
    expect(toastText(rendered)).toBe('Subscription Started!');
  });

  it('says when a change of plan takes effect', async () => {
    mockApi({
      ...catalogue,
      'GET /api/stripe/subscription': [
        json(activeStarter),
        json({ ...activeStarter, scheduledPlanId: 'professional' }),
      ],
      'POST /api/create-subscription': json({
        clientSecret: null,
        paymentId: null,
        intent: null,
        planId: 'professional',
        effectiveAt: '2026-12-01T12:00:00.000Z',
      }),
    });
    const rendered = await open('/subscription', hasPlans);
    expect(button('Current Plan')?.disabled).toBe(true);
    expect(rendered.text()).toContain('Renews on December 1, 2026.');
    await click(button('Choose Professional'));
    await waitFor(() => button('Scheduled') !== null, 'the scheduled plan');
    expect(rendered.text()).toContain('Your plan changes to Professional on December 1, 2026.');
    expect(rendered.text()).not.toContain('Complete Your Subscription');
  });

  it('only logs a failure to start the plan, and lets the owner choose again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...catalogue,
      'GET /api/stripe/subscription': json(trial),
      'POST /api/create-subscription': empty(502),
    });
    const rendered = await open('/subscription', hasPlans);
    await click(button('Choose Enterprise'));
    await waitFor(() => logged.mock.calls.length > 0, 'the log');
    expect(logged.mock.calls[0]?.[0]).toBe('Failed to create subscription');
    expect(toastText(rendered)).toBeNull();
    expect(rendered.text()).not.toContain('Complete Your Subscription');
    expect(button('Choose Enterprise')?.disabled).toBe(false);
    logged.mockRestore();
  });

  it('shows an empty list when the plans cannot load', async () => {
    mockApi({ 'GET /api/stripe/plans': empty(502), 'GET /api/stripe/subscription': empty(404) });
    const rendered = await open('/subscription', hasPlans);
    expect(rendered.text()).toContain('No plans to show');
    expect(rendered.container.querySelector('[data-current-plan]')).toBeNull();
  });
});

describe('subscription success', () => {
  it('says the plan is active and leads to the profile and the dashboard', async () => {
    mockApi({ 'GET /api/stripe/subscription': json({ ...activeStarter, planName: 'Professional' }) });
    const rendered = await open('/subscription-success', (r) => r.text().includes('Professional plan'));
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Subscription Activated!');
    expect(rendered.container.querySelector('section a[href="/business-settings"]')?.textContent).toBe(
      'Set Up Business Profile',
    );
    expect(rendered.container.querySelector('section a[href="/"]')?.textContent).toBe('Go to Dashboard');
  });

  it('says the payment failed when Stripe returns a refusal', async () => {
    mockApi({ 'GET /api/stripe/subscription': json(trial) });
    const rendered = await open('/subscription-success?setup_intent=seti_1&redirect_status=failed', (r) =>
      r.text().includes('Payment Failed'),
    );
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Payment Failed');
    expect(rendered.location()).toBe('/subscription-success');
  });
});
