import type { TenantInfo, TenantRegistrationResult } from '@pickup/contracts/schemas';
import { empty, json, mockApi, type SentRequest } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { fieldErrors, toastText } from '../../../../test/form-queries';
import { click, clickWhenReady, type RenderedApp, signIn, waitFor } from '../../../../test/render-app';
import { fill, screenTests } from '../../../../test/screen-tests';
import { testTenantId, userOf } from '../../../../test/users';
import { readSession, saveSession } from '../../../lib/session';

const open = screenTests();

const onboardingUrl = 'https://connect.stripe.com/setup/e/acct_1Green/start';
const registered = (customDomain: string | null): TenantRegistrationResult => ({
  tenant: { id: testTenantId, subdomain: 'green-loop', businessName: 'Green Loop Compost', customDomain },
  stripeAccount: { onboardingUrl },
});
const info: TenantInfo = {
  id: testTenantId,
  businessName: 'Green Loop Compost',
  subdomain: 'green-loop',
  customDomain: null,
  customDomainVerified: false,
  subdomainUrl: 'https://green-loop.pickup.app',
  customDomainUrl: null,
  subscriptionTier: 'trial',
  subscriptionStatus: 'trial',
  stripeOnboarded: false,
  onboardingCompleted: false,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const domain = {
  customDomain: 'pickup.greenloop.com',
  verified: false,
  verifiedAt: null,
  records: [
    { type: 'A', name: '@', value: '203.0.113.10' },
    { type: 'TXT', name: '_pickup-verification', value: `pickup-verification=${testTenantId}` },
  ],
  propagationNote: 'DNS changes can take up to 48 hours to propagate, typically 2 to 6 hours.',
};
const owner = userOf('owner');
const stripeStatus = (detailsSubmitted: boolean) =>
  json({
    detailsSubmitted,
    chargesEnabled: detailsSubmitted,
    payoutsEnabled: detailsSubmitted,
    status: null,
  });

const visitorForm = {
  businessName: ' Green Loop Compost ',
  subdomain: 'green-loop',
  ownerFirstName: 'Robin',
  ownerLastName: 'Meadows',
  ownerEmail: 'robin@greenloop.com',
  ownerPassword: ' secret-1 ',
};

const step = (rendered: RenderedApp) =>
  Number(rendered.container.querySelector('[data-step]')?.getAttribute('data-step') ?? 0);
const stepHeading = (rendered: RenderedApp) =>
  rendered.container.querySelector('.MuiCard-root h2')?.textContent;
const onStep = (n: number) => (rendered: RenderedApp) =>
  step(rendered) === n && stepHeading(rendered) !== undefined;

let opened: string[] = [];
beforeEach(() => {
  opened = [];
  window.open = jest.fn((url?: string | URL) => {
    opened.push(String(url));
    return null;
  });
});

describe('business onboarding, step 1', () => {
  it("shows the contract's messages under the fields and sends nothing", async () => {
    const api = mockApi({});
    const rendered = await open('/signup');
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Start your pickup business');
    expect(rendered.text()).toContain('Step 1 of 5');
    await click(button('Create Business'));
    expect(fieldErrors(rendered)).toEqual([
      'Business name is required',
      'Subdomain must be 3 to 63 characters',
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
    await fill(rendered, { subdomain: 'Green Loop' });
    expect(fieldErrors(rendered)).toContain('Only lowercase letters, numbers, and hyphens allowed');
    expect(api.to('POST /api/tenants/register')).toHaveLength(0);
  });

  it('registers the business, signs the owner in with what was typed, and goes to payments', async () => {
    const api = mockApi({
      'POST /api/tenants/register': json(registered(null), 201),
      'POST /api/auth/login': json({ token: 'owner-token', user: owner }),
    });
    const rendered = await open('/signup');
    await fill(rendered, visitorForm);
    await click(button('Create Business'));
    expect(api.to('POST /api/tenants/register')[0]?.body).toEqual({
      businessName: 'Green Loop Compost',
      subdomain: 'green-loop',
      customDomain: null,
      ownerFirstName: 'Robin',
      ownerLastName: 'Meadows',
      ownerEmail: 'robin@greenloop.com',
      ownerPassword: ' secret-1 ',
    });
    await waitFor(() => onStep(2)(rendered), 'the payment step');
    expect(api.to('POST /api/auth/login')[0]?.body).toEqual({
      username: 'robin@greenloop.com',
      password: ' secret-1 ',
    });
    expect(readSession()).toEqual({ token: 'owner-token', user: owner });
    expect(stepHeading(rendered)).toBe('Set up card payments');
    expect(rendered.location()).toBe('/signup?step=2');
  });

  it('shows the friendly panel for an existing account, and comes back to the filled form', async () => {
    mockApi({
      'POST /api/tenants/register': json(
        {
          error: 'An account with this email already exists',
          code: 'CONFLICT',
          type: 'existing_account',
          businessName: 'Maple Street Compost',
          loginUrl: 'https://maple-street.pickup.app/login',
          message: 'An account with this email already exists',
          suggestion: 'Sign in to your existing account, or use a different email address.',
        },
        409,
      ),
    });
    const rendered = await open('/signup');
    await fill(rendered, visitorForm);
    await click(button('Create Business'));
    const panel = () => rendered.container.querySelector('[data-existing-account]');
    await waitFor(() => panel() !== null, 'the panel');
    expect(panel()?.textContent).toContain('This email already has an account with Maple Street Compost.');
    expect(panel()?.querySelector('a')?.getAttribute('href')).toBe('https://maple-street.pickup.app/login');
    expect(rendered.container.querySelector('form')?.hidden).toBe(true);
    await click(button('Try Different Information'));
    expect(panel()).toBeNull();
    expect(rendered.container.querySelector('form')?.hidden).toBe(false);
    expect(rendered.container.querySelector<HTMLInputElement>('input[name="ownerEmail"]')?.value).toBe(
      'robin@greenloop.com',
    );
  });

  it.each<[string, Response, string]>([
    ['a failure without a message', empty(503), 'ErrorFailed to create tenant'],
    [
      "the server's message",
      json({ error: 'This subdomain is already taken', code: 'CONFLICT' }, 409),
      'ErrorThis subdomain is already taken',
    ],
    ['an unparsable answer', new Response('<html>', { status: 201 }), 'ErrorInvalid server response'],
  ])('says what went wrong on %s', async (_case, answer, expected) => {
    const api = mockApi({ 'POST /api/tenants/register': answer });
    const rendered = await open('/signup');
    await fill(rendered, visitorForm);
    await click(button('Create Business'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(expected);
    expect(step(rendered)).toBe(1);
    expect(api.to('POST /api/auth/login')).toHaveLength(0);
  });
});

describe('business onboarding, steps 2 to 5', () => {
  async function registeredAt(customDomain: string | null, routes: Record<string, Response | Response[]>) {
    const api = mockApi({
      'POST /api/tenants/register': json(registered(customDomain), 201),
      'POST /api/auth/login': json({ token: 'owner-token', user: owner }),
      ...routes,
    });
    const rendered = await open('/signup');
    await fill(rendered, { ...visitorForm, customDomain: customDomain ?? '' });
    await click(button('Create Business'));
    await waitFor(() => onStep(2)(rendered), 'the payment step');
    return { api, rendered };
  }

  it("opens Stripe's form from registration, waits for its details, shows the DNS records and completes", async () => {
    const { api, rendered } = await registeredAt('pickup.greenloop.com', {
      [`GET /api/tenants/${testTenantId}/stripe-status`]: [stripeStatus(false), stripeStatus(true)],
      'GET /api/tenants/domain': json(domain),
      'POST /api/tenants/onboarding/complete': json({
        ...info,
        stripeOnboarded: true,
        onboardingCompleted: true,
      }),
    });
    await click(button('Set Up Payments with Stripe(opens in a new window)'));
    expect(opened).toEqual([onboardingUrl]);
    expect(api.to('POST /api/tenants/stripe/onboarding-link')).toHaveLength(0);
    await waitFor(() => onStep(3)(rendered), 'the status step');

    await click(button('Check Status'));
    await waitFor(() => rendered.container.querySelector('[data-onboarding-pending]') !== null, 'pending');
    expect(rendered.container.querySelector('[data-onboarding-pending]')?.textContent).toContain(
      'Onboarding Pending',
    );
    expect(step(rendered)).toBe(3);

    await click(button('Check Status'));
    await waitFor(() => onStep(4)(rendered), 'the domain step');
    const records = () => rendered.container.querySelector('[data-dns-records]')?.textContent ?? '';
    await waitFor(() => records() !== '', 'the records');
    expect(records()).toBe(
      `A recordName@Value203.0.113.10TXT recordName_pickup-verificationValuepickup-verification=${testTenantId}`,
    );
    expect(rendered.text()).toContain('up to 48 hours to propagate, typically 2 to 6 hours');

    await click(button("I've added DNS records"));
    await waitFor(() => rendered.text().includes('Your business is ready'), 'the last step');
    expect(step(rendered)).toBe(5);
    expect(api.to('POST /api/tenants/onboarding/complete')).toHaveLength(1);
    const link = (text: string) =>
      [...rendered.container.querySelectorAll('section a')]
        .find((a) => a.textContent === text)
        ?.getAttribute('href');
    expect(link('Go to your dashboard')).toBe('/tenant-dashboard');
    expect(link('Business settings')).toBe('/business-settings');
  });

  it('goes from the status check straight to the end without a custom domain', async () => {
    const { api, rendered } = await registeredAt(null, {
      [`GET /api/tenants/${testTenantId}/stripe-status`]: stripeStatus(true),
      'POST /api/tenants/onboarding/complete': json({ ...info, onboardingCompleted: true }),
    });
    await click(button('Set Up Payments with Stripe(opens in a new window)'));
    await click(button('Check Status'));
    await waitFor(() => rendered.text().includes('Your business is ready'), 'the last step');
    expect(api.to('GET /api/tenants/domain')).toHaveLength(0);
  });

  it('shows the result of Verify now without holding the owner back', async () => {
    const { rendered } = await registeredAt('pickup.greenloop.com', {
      [`GET /api/tenants/${testTenantId}/stripe-status`]: stripeStatus(true),
      'GET /api/tenants/domain': json(domain),
      'POST /api/tenants/domain/verify': json(
        { error: 'The TXT record was not found yet. DNS changes can take up to 48 hours.', code: 'CONFLICT' },
        409,
      ),
    });
    await click(button('Set Up Payments with Stripe(opens in a new window)'));
    await click(button('Check Status'));
    await waitFor(() => onStep(4)(rendered), 'the domain step');
    await click(button('Verify now'));
    await waitFor(
      () => rendered.container.querySelector('[role="status"].MuiAlert-root') !== null,
      'the result',
    );
    expect(rendered.container.querySelector('[role="status"].MuiAlert-root')?.textContent).toBe(
      'The TXT record was not found yet. DNS changes can take up to 48 hours.',
    );
    expect(button("I've added DNS records")?.disabled).toBe(false);
  });

  it('says when the status check fails, and when completing fails', async () => {
    const { rendered } = await registeredAt(null, {
      [`GET /api/tenants/${testTenantId}/stripe-status`]: [empty(502), stripeStatus(true)],
      'POST /api/tenants/onboarding/complete': empty(500),
    });
    await click(button('Set Up Payments with Stripe(opens in a new window)'));
    await click(button('Check Status'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to check your Stripe status. Please try again.');
    expect(step(rendered)).toBe(3);
    await clickWhenReady(() => button('Check Status'));
    await waitFor(() => rendered.text().includes('Failed to complete onboarding.'), 'the failure');
    expect(button('Retry')).not.toBeNull();
  });
});

describe('coming back to the set-up', () => {
  beforeEach(() => signIn('owner'));

  it.each<[string, string, Partial<TenantInfo>, string]>([
    ['payments not connected', '/tenant-onboarding', {}, 'Set up card payments'],
    ["Stripe's form opened before the reload", '/tenant-onboarding?step=3', {}, 'Finish with Stripe'],
    [
      'payments connected with a custom domain',
      '/signup',
      { stripeOnboarded: true, customDomain: 'pickup.greenloop.com' },
      'Point your domain here',
    ],
  ])('resumes where it stopped: %s', async (_case, path, fields, heading) => {
    mockApi({
      'GET /api/tenants/info': json({ ...info, ...fields }),
      'GET /api/tenants/domain': json(domain),
    });
    const rendered = await open(path, (r) => stepHeading(r) !== undefined);
    expect(stepHeading(rendered)).toBe(heading);
  });

  it('asks for a fresh Stripe link when coming back, and says when there is none', async () => {
    const api = mockApi({
      'GET /api/tenants/info': json(info),
      'POST /api/tenants/stripe/onboarding-link': [
        empty(502),
        json({ onboardingLink: `${onboardingUrl}/fresh` }),
      ],
    });
    const rendered = await open('/tenant-onboarding', onStep(2));
    await click(button('Set Up Payments with Stripe(opens in a new window)'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to setup Stripe Connect. Please try again.');
    expect(opened).toEqual([]);
    expect(step(rendered)).toBe(2);
    await clickWhenReady(() => button('Set Up Payments with Stripe(opens in a new window)'));
    await waitFor(() => step(rendered) === 3, 'the status step');
    expect(opened).toEqual([`${onboardingUrl}/fresh`]);
    expect(api.to('POST /api/tenants/stripe/onboarding-link')).toHaveLength(2);
  });

  it('gives an owner without a business the business fields alone, then refreshes the session', async () => {
    saveSession('token-owner', userOf('owner', { tenantId: null }));
    const api = mockApi({
      'POST /api/tenants': json(registered(null), 201),
      'POST /api/auth/refresh': (request: SentRequest) =>
        json({ token: `refreshed-${request.method}`, user: owner }),
    });
    const rendered = await open('/signup');
    expect(rendered.container.querySelector('input[name="ownerEmail"]')).toBeNull();
    await fill(rendered, { businessName: 'Green Loop Compost', subdomain: 'green-loop' });
    await click(button('Create Business'));
    expect(api.to('POST /api/tenants')[0]?.body).toEqual({
      businessName: 'Green Loop Compost',
      subdomain: 'green-loop',
      customDomain: null,
    });
    await waitFor(() => onStep(2)(rendered), 'the payment step');
    expect(readSession()).toEqual({ token: 'refreshed-POST', user: owner });
  });
});
