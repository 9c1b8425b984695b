import type { CustomerSubscriptionView, ServicePlan } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { advance, button, clickNow } from '../../../../test/clicks';
import { dialog, dialogButton } from '../../../../test/dialog-queries';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const plans: ServicePlan[] = [
  {
    id: 'weekly',
    name: 'Weekly',
    price: 25,
    interval: 'month',
    description: 'A pickup every week',
    features: ['One 5-gallon bucket'],
    popular: true,
  },
  {
    id: 'biweekly',
    name: 'Biweekly',
    price: 18,
    interval: 'month',
    description: 'A pickup every other week',
    features: ['One 5-gallon bucket'],
    popular: false,
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: 12,
    interval: 'month',
    description: 'A pickup once a month',
    features: ['One 5-gallon bucket'],
    popular: false,
  },
];

const weekly: CustomerSubscriptionView = {
  id: '670000000000000000000010',
  planId: 'weekly',
  planName: 'Weekly',
  amount: 25,
  status: 'active',
  nextChargeAt: '2026-12-12T15:00:00.000Z',
  scheduledPlanId: null,
  card: { brand: 'visa', last4: '4242' },
};

const catalogue = { 'GET /api/service-plans': json({ plans }) };
const subscription = (view: CustomerSubscriptionView) => ({ subscription: view });
const shown = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-current-plan], [data-no-subscription]') !== null;
const planPrices = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-service-plan] [data-plan-price]')].map(
    (each) => each.textContent,
  );

beforeEach(() => signIn('customer'));
afterEach(() => jest.useRealTimers());

describe('Manage Billing', () => {
  it('shows the plan, its price, state, next charge, card and a scheduled change', async () => {
    mockApi({
      ...catalogue,
      'GET /api/billing/subscription': json(subscription({ ...weekly, scheduledPlanId: 'biweekly' })),
    });
    const rendered = await open('/subscribe', shown);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Manage Billing');
    const current = rendered.container.querySelector('[data-current-plan]')?.textContent;
    expect(current).toContain('Weekly $25.00 / month');
    expect(current).toContain('Next chargeDecember 12, 2026');
    expect(current).toContain('CardVisa ending in 4242');
    expect(rendered.container.querySelector('[data-scheduled-plan]')?.textContent).toBe(
      'Changes to Biweekly on Dec 12',
    );
    expect(rendered.text()).toContain('Active');
    await waitFor(() => planPrices(rendered).length === 3, 'the plans');
    expect(planPrices(rendered)).toEqual(['$25.00', '$18.00', '$12.00']);
    expect(rendered.text()).toContain(
      'Changes take effect from your next billing cycle, on December 12, 2026.',
    );
    expect(button('Scheduled')?.disabled).toBe(true);
    expect(button('Stay on Weekly')?.disabled).toBe(false);
  });

  it('changes the plan from the next billing cycle', async () => {
    const api = mockApi({
      ...catalogue,
      'GET /api/billing/subscription': [
        json(subscription(weekly)),
        json(subscription({ ...weekly, scheduledPlanId: 'monthly' })),
      ],
      'PUT /api/billing/subscription/plan': json(subscription({ ...weekly, scheduledPlanId: 'monthly' })),
    });
    const rendered = await open('/subscribe', shown);
    await waitFor(() => button('Switch to Monthly') !== null, 'the plans');
    expect(button('Current Plan')?.disabled).toBe(true);
    await click(button('Switch to Monthly'));
    expect(api.to('PUT /api/billing/subscription/plan')[0]?.body).toEqual({ planId: 'monthly' });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      'Plan ChangedYour plan changes to Monthly on Dec 12, with your next billing cycle.',
    );
    await waitFor(() => button('Scheduled') !== null, 'the scheduled plan');
    expect(rendered.container.querySelector('[data-scheduled-plan]')?.textContent).toBe(
      'Changes to Monthly on Dec 12',
    );
  });

  it("shows billing's 409 when the plan is the household's already", async () => {
    mockApi({
      ...catalogue,
      'GET /api/billing/subscription': json(subscription(weekly)),
      'PUT /api/billing/subscription/plan': json(
        { error: 'You are already on this plan', code: 'CONFLICT' },
        409,
      ),
    });
    const rendered = await open('/subscribe', shown);
    await waitFor(() => button('Switch to Biweekly') !== null, 'the plans');
    await click(button('Switch to Biweekly'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorYou are already on this plan');
    expect(button('Switch to Biweekly')?.disabled).toBe(false);
  });

  it('cancels only through the confirmation, which says the pickups stop', async () => {
    const cancelled = { ...weekly, status: 'cancelled' as const, nextChargeAt: null };
    const api = mockApi({
      ...catalogue,
      'GET /api/billing/subscription': [json(subscription(weekly)), json(subscription(cancelled))],
      'POST /api/billing/subscription/cancel': json(subscription(cancelled)),
    });
    const rendered = await open('/subscribe', shown);
    await click(button('Cancel Subscription'));
    expect(dialog()?.textContent).toContain('Your pickups stop now');
    await click(dialogButton('Cancel'));
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to('POST /api/billing/subscription/cancel')).toHaveLength(0);

    await click(button('Cancel Subscription'));
    await click(dialogButton('Cancel Subscription'));
    expect(api.to('POST /api/billing/subscription/cancel')).toHaveLength(1);
    await waitFor(() => rendered.container.querySelector('[data-cancelled]') !== null, 'the cancelled state');
    expect(toastText(rendered)).toBe(
      'Subscription CancelledYour pickups have stopped and your card will not be charged again.',
    );
    expect(rendered.text()).toContain('Your subscription is cancelled');
    expect(rendered.container.querySelector('[data-cancelled] a[href="/messages"]')?.textContent).toBe(
      'Message Support',
    );
    expect(button('Cancel Subscription')).toBeNull();
    expect(button('Switch to Monthly')).toBeNull();
  });

  it('replaces the card in the simulated flow', async () => {
    const paymentId = '670000000000000000000020';
    const api = mockApi({
      ...catalogue,
      'GET /api/billing/subscription': [
        json(subscription(weekly)),
        json(subscription({ ...weekly, card: { brand: 'mastercard', last4: '4444' } })),
      ],
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'POST /api/billing/subscription/card': json({
        clientSecret: 'seti_2_secret_y',
        paymentId,
        intent: 'setup',
      }),
      'POST /api/stripe/simulate/confirm': json({ status: 'succeeded', orderId: null }),
    });
    const rendered = await open('/subscribe', shown);
    await click(button('Update Card'));
    await waitFor(() => button('Save Card') !== null, 'the card form');
    expect(rendered.text()).toContain('Test mode: no card is charged');

    jest.useFakeTimers();
    clickNow(button('Save Card'));
    await advance(2300);
    expect(api.to('POST /api/stripe/simulate/confirm')[0]?.body).toEqual({
      paymentId,
      clientSecret: 'seti_2_secret_y',
      outcome: 'succeeded',
    });
    expect(toastText(rendered)).toBe('Card UpdatedYour next charge goes to your new card.');
    expect(button('Save Card')).toBeNull();
    expect(rendered.container.querySelector('[data-card-on-file]')?.textContent).toBe(
      'Mastercard ending in 4444',
    );
  });

  it("says a refused new card with the provider's message", async () => {
    mockApi({
      ...catalogue,
      'GET /api/billing/subscription': json(subscription(weekly)),
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'POST /api/billing/subscription/card': json({
        clientSecret: 'seti_3_secret_z',
        paymentId: '670000000000000000000021',
        intent: 'setup',
      }),
      'POST /api/stripe/simulate/confirm': json(
        { error: 'Your card was declined.', code: 'PAYMENT_FAILED' },
        402,
      ),
    });
    const rendered = await open('/subscribe', shown);
    await click(button('Update Card'));
    await waitFor(() => button('Save Card') !== null, 'the card form');
    jest.useFakeTimers();
    clickNow(button('Save Card'));
    await advance(2300);
    expect(toastText(rendered)).toBe('Payment FailedYour card was declined.');
    expect(button('Save Card')?.disabled).toBe(false);
  });

  it('asks a past-due household to update its card', async () => {
    mockApi({
      ...catalogue,
      'GET /api/billing/subscription': json(subscription({ ...weekly, status: 'past_due' })),
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'POST /api/billing/subscription/card': json({
        clientSecret: 'seti_4_secret_w',
        paymentId: '670000000000000000000022',
        intent: 'setup',
      }),
    });
    const rendered = await open('/subscribe', shown);
    const banner = rendered.container.querySelector('[data-past-due]');
    expect(banner?.textContent).toContain('Your last payment did not go through');
    expect(rendered.text()).toContain('Past due');
    await click(banner?.querySelector('button') ?? null);
    await waitFor(() => button('Save Card') !== null, 'the card form');
  });

  it('explains a household without a subscription and shows the plans', async () => {
    mockApi({
      ...catalogue,
      'GET /api/billing/subscription': json({ error: 'No subscription found', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/subscribe', shown);
    const none = rendered.container.querySelector('[data-no-subscription]');
    expect(none?.querySelector('h2')?.textContent).toBe('No subscription found');
    expect(none?.querySelector('a[href="/messages"]')?.textContent).toBe('Message Support');
    await waitFor(() => planPrices(rendered).length === 3, 'the plans');
    expect(button('Cancel Subscription')).toBeNull();
  });

  it('subscribes again after cancelling: a plan, the card, then the active plan', async () => {
    const cancelled = { ...weekly, status: 'cancelled' as const, nextChargeAt: null, card: null };
    const paymentId = '670000000000000000000030';
    const monthly = { ...weekly, planId: 'monthly' as const, planName: 'Monthly', amount: 12 };
    const api = mockApi({
      ...catalogue,
      'GET /api/billing/subscription': [
        json(subscription(cancelled)),
        json(subscription({ ...monthly, status: 'incomplete', card: null })),
        json(subscription(monthly)),
      ],
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'POST /api/billing/subscription/restart': json({
        clientSecret: 'seti_3_secret_z',
        paymentId,
        intent: 'setup',
        subscriptionId: weekly.id,
        amount: 12,
      }),
      'POST /api/stripe/simulate/confirm': json({ status: 'succeeded', orderId: null }),
    });
    const rendered = await open('/subscribe', shown);
    const restart = () => rendered.container.querySelector('[data-cancelled]');
    expect(restart()?.querySelector('a[href="/messages"]')?.textContent).toBe('Message Support');
    await waitFor(() => button('Choose Monthly') !== null, 'the plans');
    await click(button('Choose Monthly'));
    expect(api.to('POST /api/billing/subscription/restart')[0]?.body).toEqual({ planId: 'monthly' });
    await waitFor(() => button('Start Subscription') !== null, 'the card form');
    expect(rendered.container.querySelector('[data-restart-plan]')?.textContent).toContain(
      'Monthly: $12.00 / month',
    );

    jest.useFakeTimers();
    clickNow(button('Start Subscription'));
    await advance(2300);
    expect(api.to('POST /api/stripe/simulate/confirm')[0]?.body).toEqual({
      paymentId,
      clientSecret: 'seti_3_secret_z',
      outcome: 'succeeded',
    });
    expect(toastText(rendered)).toBe(
      'Subscription Started!Your card is confirmed and your pickups start again.',
    );
    // Read again until billing has activated it.
    await advance(4500);
    expect(rendered.container.querySelector('[data-current-plan]')?.textContent).toContain(
      'Monthly $12.00 / month',
    );
    expect(rendered.text()).toContain('Active');
    expect(restart()).toBeNull();
    expect(button('Cancel Subscription')).not.toBeNull();
  });

  it("says billing's 409 when the household is subscribed already, and reads its subscription again", async () => {
    const api = mockApi({
      ...catalogue,
      'GET /api/billing/subscription': [
        json({ error: 'No subscription found', code: 'NOT_FOUND' }, 404),
        json(subscription(weekly)),
      ],
      'POST /api/billing/subscription/restart': json(
        { error: 'You already have an active subscription', code: 'CONFLICT' },
        409,
      ),
    });
    const rendered = await open('/subscribe', shown);
    await waitFor(() => button('Choose Weekly') !== null, 'the plans');
    await click(button('Choose Weekly'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorYou already have an active subscription');
    await waitFor(() => rendered.container.querySelector('[data-current-plan]') !== null, 'the subscription');
    expect(api.to('GET /api/billing/subscription')).toHaveLength(2);
    expect(button('Start Subscription')).toBeNull();
  });

  it('offers Retry when the subscription cannot load', async () => {
    mockApi({ ...catalogue, 'GET /api/billing/subscription': [empty(502), json(subscription(weekly))] });
    const rendered = await open('/subscribe', (r) => r.text().includes('could not load'));
    await click(button('Retry'));
    await waitFor(() => shown(rendered), 'the plan');
  });
});

describe('/subscribe for an owner', () => {
  it("shows the business's platform plans", async () => {
    signIn('owner');
    const api = mockApi({
      'GET /api/stripe/plans': json({ plans: [] }),
      'GET /api/stripe/subscription': empty(404),
    });
    const rendered = await open('/subscribe', (r) => r.text().includes('No plans to show'));
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Choose Your Plan');
    expect(api.to('GET /api/billing/subscription')).toHaveLength(0);
  });
});
