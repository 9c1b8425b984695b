import type { ConnectAccountStatus } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const pending: ConnectAccountStatus = {
  accountId: 'acct_1Test',
  status: 'pending',
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1Test/abc',
};
const active: ConnectAccountStatus = {
  ...pending,
  status: 'active',
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
  onboardingUrl: null,
};
const notSimulated = { 'GET /api/stripe/config': json({ publishableKey: 'pk_test_1', simulated: false }) };
const noAccount = json({ error: 'No account found', code: 'NOT_FOUND' }, 404);

const accountCard = (rendered: RenderedApp) => rendered.container.querySelector('[data-connect-account]');
const ready = (rendered: RenderedApp) => accountCard(rendered)?.querySelector('h2') !== null;
const badge = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-account-badge]')?.textContent ?? null;

beforeEach(() => signIn('owner'));

describe('Stripe Connect screen', () => {
  it.each<[string, Partial<ConnectAccountStatus>, string]>([
    [
      'charges and payouts enabled',
      { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
      'Active',
    ],
    ['details submitted, payouts pending', { chargesEnabled: true, detailsSubmitted: true }, 'Under Review'],
    ['details not submitted', {}, 'Setup Required'],
  ])('shows the badge of an account with %s', async (_case, fields, expected) => {
    mockApi({ ...notSimulated, 'GET /api/stripe-connect/account-status': json({ ...pending, ...fields }) });
    const rendered = await open('/stripe-connect-demo', ready);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Stripe Connect');
    expect(badge(rendered)).toBe(expected);
    expect(accountCard(rendered)?.textContent).toContain('acct_1Test');
  });

  it('offers to create an account when there is none, and opens its onboarding in a new tab', async () => {
    const opened: (string | URL | undefined)[] = [];
    window.open = jest.fn((url?: string | URL) => {
      opened.push(url);
      return null;
    });
    const api = mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': [noAccount, json(pending)],
      'POST /api/stripe-connect/create-account': json({ onboardingUrl: pending.onboardingUrl }),
    });
    const rendered = await open('/stripe-connect-demo', ready);
    expect(accountCard(rendered)?.querySelector('h2')?.textContent).toBe('No Connected Account');
    expect(toastText(rendered)).toBeNull();
    expect(button('Create Test Payment')?.disabled).toBe(true);

    await click(button('Create Stripe Account'));
    expect(api.to('POST /api/stripe-connect/create-account')).toHaveLength(1);
    await waitFor(() => badge(rendered) !== null, 'the new account');
    expect(toastText(rendered)).toBe('Stripe Connect account created successfully!');
    expect(opened).toEqual([pending.onboardingUrl]);
    expect(badge(rendered)).toBe('Setup Required');
  });

  it("shows the server's message when the account cannot be created", async () => {
    mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': noAccount,
      'POST /api/stripe-connect/create-account': json(
        { error: 'The payment provider is unavailable, please try again in a moment.', code: 'UPSTREAM' },
        502,
      ),
    });
    const rendered = await open('/stripe-connect-demo', ready);
    await click(button('Create Stripe Account'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      'ErrorThe payment provider is unavailable, please try again in a moment.',
    );
  });

  it('links to onboarding in a new tab while details are missing, and refreshes the link', async () => {
    const fresh = 'https://connect.stripe.com/setup/e/acct_1Test/fresh';
    mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': json(pending),
      'POST /api/stripe-connect/refresh-onboarding': json({ onboardingUrl: fresh }),
    });
    const rendered = await open('/stripe-connect-demo', ready);
    const link = () => accountCard(rendered)?.querySelector('a');
    expect(link()?.getAttribute('href')).toBe(pending.onboardingUrl);
    expect(link()?.getAttribute('target')).toBe('_blank');
    expect(link()?.textContent).toBe('Complete Onboarding(opens in a new tab)');
    await click(button('Refresh Link'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Onboarding link refreshed!');
    expect(link()?.getAttribute('href')).toBe(fresh);
  });

  it('shows no onboarding link once details are submitted', async () => {
    mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': json({ ...pending, detailsSubmitted: true }),
    });
    const rendered = await open('/stripe-connect-demo', ready);
    expect(accountCard(rendered)?.querySelector('a')).toBeNull();
    expect(button('Refresh Link')).toBeNull();
  });

  it('makes the $50.00 test payment and shows its split: $5.00 fee, $45.00 to the business', async () => {
    const api = mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': json(active),
      'POST /api/stripe-connect/create-payment-intent': json({
        clientSecret: 'pi_5_secret_q',
        paymentId: '670000000000000000000005',
        intent: 'payment',
        amount: 50,
        currency: 'usd',
        applicationFee: 5,
        merchantAmount: 45,
      }),
    });
    const rendered = await open('/stripe-connect-demo', ready);
    const split = () => rendered.container.querySelector('[data-payment-split]')?.textContent;
    expect(split()).toBe('Payment$50.00Platform fee (10%)$5.00To your business$45.00');
    await click(button('Create Test Payment'));
    expect(api.to('POST /api/stripe-connect/create-payment-intent')[0]?.body).toEqual({
      amount: 50,
      currency: 'usd',
      metadata: { demo: true, description: 'Test payment from the Stripe Connect screen' },
    });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('Payment Intent Created$50.00 payment, including a $5.00 platform fee.');
    expect(rendered.text()).toContain('Your test payment was created.');
  });

  it('says when the account status cannot load, and tries again', async () => {
    mockApi({
      ...notSimulated,
      'GET /api/stripe-connect/account-status': [empty(500), json(active)],
    });
    const rendered = await open('/stripe-connect-demo', (r) =>
      r.text().includes('Failed to fetch account status'),
    );
    await click(button('Retry'));
    await waitFor(() => badge(rendered) === 'Active', 'the account');
  });

  it('finishes a simulated onboarding from the link the server gave', async () => {
    const api = mockApi({
      'GET /api/stripe/config': json({ publishableKey: null, simulated: true }),
      'GET /api/stripe-connect/account-status': json(pending),
      'POST /api/stripe/simulate/onboarding': json(active),
    });
    const rendered = await open('/stripe-connect-demo?simulated-onboarding=1', (r) =>
      r.text().includes('Simulated Stripe onboarding'),
    );
    expect(badge(rendered)).toBe('Setup Required');
    await click(button('Finish Onboarding'));
    expect(api.to('POST /api/stripe/simulate/onboarding')).toHaveLength(1);
    await waitFor(() => badge(rendered) === 'Active', 'the active account');
    expect(rendered.text()).not.toContain('Simulated Stripe onboarding');
    expect(rendered.location()).toBe('/stripe-connect-demo');
  });

  it('shows no simulated onboarding when real payments are configured', async () => {
    mockApi({ ...notSimulated, 'GET /api/stripe-connect/account-status': json(pending) });
    const rendered = await open('/stripe-connect-demo?simulated-onboarding=1', ready);
    expect(rendered.text()).not.toContain('Simulated Stripe onboarding');
  });
});
