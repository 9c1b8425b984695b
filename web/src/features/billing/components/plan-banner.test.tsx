import type { PlatformSubscriptionView } from '@pickup/contracts/schemas';
import { billingMessages } from '@pickup/contracts/constants';
import { json, mockApi } from '../../../../test/api-mock';
import { settle, signIn, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();
const dayMs = 24 * 60 * 60 * 1000;

function subscription(overrides: Partial<PlatformSubscriptionView>): PlatformSubscriptionView {
  return {
    planId: 'trial',
    planName: 'Trial',
    status: 'trial',
    limits: { customers: 50, routes: 10, monthlyOrders: 500 },
    trialEndsAt: new Date(Date.now() + 10 * dayMs).toISOString(),
    currentPeriodEnd: null,
    scheduledPlanId: null,
    canCreate: true,
    ...overrides,
  };
}

/** The banner: the alert that leads to the plans (the screen under it may raise alerts of its own). */
const banner = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('main .MuiAlert-root')].find((alert) =>
    alert.querySelector('a[href="/subscription"]'),
  ) ?? null;
const shown = (rendered: RenderedApp) => banner(rendered) !== null;

beforeEach(() => signIn('owner'));

describe('plan banner', () => {
  it('asks the owner to choose a plan once new customers and routes are refused', async () => {
    mockApi({
      'GET /api/stripe/subscription': json(subscription({ status: 'trial_expired', canCreate: false })),
    });
    const rendered = await open('/business-customers', shown);
    expect(banner(rendered)?.textContent).toBe(`${billingMessages.choosePlan}Choose a plan`);
    expect(banner(rendered)?.querySelector('a')?.getAttribute('href')).toBe('/subscription');
  });

  it('reminds the owner in the last 3 days of the trial', async () => {
    mockApi({
      'GET /api/stripe/subscription': json(
        subscription({ trialEndsAt: new Date(Date.now() + 2 * dayMs - 60_000).toISOString() }),
      ),
    });
    const rendered = await open('/business-customers', shown);
    expect(banner(rendered)?.textContent).toBe('Your free trial ends in 2 days.Choose a plan');
  });

  it('says nothing earlier in the trial, nor on a paid plan', async () => {
    const api = mockApi({ 'GET /api/stripe/subscription': json(subscription({})) });
    const rendered = await open('/business-customers', () =>
      api.calls.some((call) => call.url === '/api/stripe/subscription'),
    );
    await settle();
    expect(banner(rendered)).toBeNull();
  });

  it('stays off the plan screen itself', async () => {
    mockApi({
      'GET /api/stripe/subscription': json(subscription({ status: 'trial_expired', canCreate: false })),
      'GET /api/stripe/plans': json({ plans: [] }),
    });
    const rendered = await open('/subscription', (r) => r.text().includes('No plans to show'));
    await settle();
    expect(banner(rendered)).toBeNull();
  });
});
