import type { TenantInfo } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, clickWhenReady, type RenderedApp, signIn, waitFor } from '../../../../test/render-app';
import { fill, screenTests } from '../../../../test/screen-tests';
import { testTenantId, userOf } from '../../../../test/users';
import { saveSession } from '../../../lib/session';

const open = screenTests();

const info: TenantInfo = {
  id: testTenantId,
  businessName: 'Green Loop Compost',
  subdomain: 'green-loop',
  customDomain: 'pickup.greenloop.com',
  customDomainVerified: false,
  subdomainUrl: 'https://green-loop.pickup.app',
  customDomainUrl: 'https://pickup.greenloop.com',
  subscriptionTier: 'professional',
  subscriptionStatus: 'active',
  stripeOnboarded: true,
  onboardingCompleted: false,
  isActive: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const heading = (rendered: RenderedApp) => rendered.container.querySelector('h1')?.textContent ?? null;
const checklist = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-checklist-item]')].map(
    (item) => `${item.getAttribute('data-checklist-item')}:${item.getAttribute('data-done')}`,
  );
const percent = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-checklist-percent]')?.textContent ?? null;
const loaded = (rendered: RenderedApp) =>
  percent(rendered) !== null || rendered.text().includes('Access Denied');

beforeEach(() => signIn('owner'));

describe('tenant dashboard', () => {
  it("shows the business's details in the Overview tab", async () => {
    mockApi({ 'GET /api/tenants/info': json(info) });
    const rendered = await open('/tenant-dashboard', (r) => r.text().includes('Business details'));
    expect(heading(rendered)).toBe('Tenant Dashboard');
    const tabs = [...rendered.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Setup', 'Billing', 'Settings']);
    const details = [...rendered.container.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(details).toEqual([
      'Business name=Green Loop Compost',
      'Subdomain=green-loop',
      'Custom domain=pickup.greenloop.com',
      'Subdomain URL=https://green-loop.pickup.app (opens in a new tab)',
      'Custom domain URL=https://pickup.greenloop.com (opens in a new tab)',
      'Subscription tier=Professional',
      'Subscription status=Active',
      'Payments=Onboarded',
      'Onboarding=In progress',
    ]);
    expect(rendered.text()).toContain('67% complete.');
  });

  it.each<[string, Partial<TenantInfo>, string[], string]>([
    [
      'nothing but the account',
      { stripeOnboarded: false },
      ['account:true', 'payments:false', 'business:false'],
      '33%',
    ],
    ['payments connected', {}, ['account:true', 'payments:true', 'business:false'], '67%'],
    ['everything', { onboardingCompleted: true }, ['account:true', 'payments:true', 'business:true'], '100%'],
  ])('counts the set-up with %s done', async (_case, fields, items, expected) => {
    mockApi({ 'GET /api/tenants/info': json({ ...info, ...fields }) });
    const rendered = await open('/tenant-dashboard?tab=setup', loaded);
    expect(checklist(rendered)).toEqual(items);
    expect(percent(rendered)).toBe(expected);
  });

  it('offers Complete Setup once payments are connected, and ticks the last item', async () => {
    const api = mockApi({
      'GET /api/tenants/info': [json(info), json({ ...info, onboardingCompleted: true })],
      'POST /api/tenants/onboarding/complete': json({ ...info, onboardingCompleted: true }),
    });
    const rendered = await open('/tenant-dashboard?tab=setup', loaded);
    expect(button('Get a new Stripe onboarding link(opens in a new window)')).toBeNull();
    await click(button('Complete Setup'));
    expect(api.to('POST /api/tenants/onboarding/complete')).toHaveLength(1);
    await waitFor(() => percent(rendered) === '100%', 'the completed checklist');
    expect(button('Complete Setup')).toBeNull();
  });

  it('asks for a new Stripe onboarding link, and says when it cannot', async () => {
    const opened: string[] = [];
    window.open = jest.fn((url?: string | URL) => {
      opened.push(String(url));
      return null;
    });
    mockApi({
      'GET /api/tenants/info': json({ ...info, stripeOnboarded: false }),
      'POST /api/tenants/stripe/onboarding-link': [
        empty(502),
        json({ onboardingLink: 'https://connect.stripe.com/x' }),
      ],
    });
    const rendered = await open('/tenant-dashboard?tab=setup', loaded);
    expect(button('Complete Setup')).toBeNull();
    await click(button('Get a new Stripe onboarding link(opens in a new window)'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to create Stripe onboarding link.');
    await clickWhenReady(() => button('Get a new Stripe onboarding link(opens in a new window)'));
    expect(opened).toEqual(['https://connect.stripe.com/x']);
  });

  it('shows the plan in Billing and links to the subscription screen', async () => {
    mockApi({ 'GET /api/tenants/info': json(info) });
    const rendered = await open('/tenant-dashboard?tab=billing', (r) => r.text().includes('Platform plan'));
    expect(rendered.container.querySelector('[data-plan-name]')?.textContent).toBe('Professional');
    expect(rendered.text()).toContain('$79.00 a month');
    expect(rendered.container.querySelector('[data-screen] a[href="/subscription"]')?.textContent).toBe(
      'Manage your plan',
    );
  });

  it("shows the custom domain's state in Settings with its DNS records, and links to Business Settings", async () => {
    const api = mockApi({
      'GET /api/tenants/info': json(info),
      'GET /api/tenants/domain': json({
        customDomain: 'pickup.greenloop.com',
        verified: false,
        verifiedAt: null,
        records: [{ type: 'A', name: '@', value: '203.0.113.10' }],
        propagationNote: 'DNS changes can take up to 48 hours to propagate, typically 2 to 6 hours.',
      }),
      'POST /api/tenants/domain/verify': json({
        customDomain: 'pickup.greenloop.com',
        verified: true,
        verifiedAt: '2026-11-23T11:00:00.000Z',
        records: [],
        propagationNote: '',
      }),
    });
    const rendered = await open('/tenant-dashboard?tab=settings', (r) => r.text().includes('A record'));
    expect(rendered.text()).toContain('Not verified');
    expect(rendered.container.querySelector('[data-screen] a[href="/business-settings"]')?.textContent).toBe(
      'Open Business Settings',
    );
    await click(button('Verify now'));
    expect(api.to('POST /api/tenants/domain/verify')).toHaveLength(1);
    await waitFor(() => rendered.text().includes('pickup.greenloop.com is verified.'), 'the result');
  });

  it('reads Access Denied when the business cannot load', async () => {
    mockApi({ 'GET /api/tenants/info': json({ error: 'Tenant not found', code: 'NOT_FOUND' }, 404) });
    const rendered = await open('/tenant-dashboard', loaded);
    expect(heading(rendered)).toBe('Tenant Dashboard');
    expect(rendered.container.querySelector('.MuiAlert-root')?.textContent).toBe(
      "Access DeniedUnable to load tenant information. Please ensure you're accessing from your business domain.Retry",
    );
  });
});

describe('the owner’s business page', () => {
  it('lets an owner without a business create it, then continues with payments', async () => {
    saveSession('token-owner', userOf('owner', { tenantId: null }));
    const api = mockApi({
      'POST /api/tenants': json(
        {
          tenant: {
            id: testTenantId,
            subdomain: 'green-loop',
            businessName: 'Green Loop Compost',
            customDomain: null,
          },
          stripeAccount: { onboardingUrl: 'https://connect.stripe.com/setup' },
        },
        201,
      ),
      'POST /api/auth/refresh': json({ token: 'refreshed', user: userOf('owner') }),
    });
    const rendered = await open('/business');
    expect(heading(rendered)).toBe('Set up your business');
    await fill(rendered, { businessName: 'Green Loop Compost', subdomain: 'green-loop' });
    await click(button('Create Business'));
    await waitFor(() => rendered.text().includes('Set up card payments'), 'the payment step');
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(heading(rendered)).toBe('Set up your business');
  });

  it('shows the progress and resumes the wizard while payments are not connected', async () => {
    mockApi({ 'GET /api/tenants/info': json({ ...info, stripeOnboarded: false }) });
    const rendered = await open('/business', (r) => r.text().includes('Set up card payments'));
    expect(heading(rendered)).toBe('Your Business');
    expect(percent(rendered)).toBe('33%');
    expect(rendered.container.querySelector('a[href="/tenant-dashboard"]')).not.toBeNull();
  });

  it('offers Complete Setup instead of the wizard once payments are connected', async () => {
    mockApi({ 'GET /api/tenants/info': json(info) });
    const rendered = await open('/business', loaded);
    expect(rendered.text()).not.toContain('Continue your set-up');
    expect(button('Complete Setup')).not.toBeNull();
    expect(
      ['/tenant-dashboard', '/business-customers', '/business-settings', '/subscription'].map(
        (href) =>
          rendered.container.querySelector(`nav[aria-label="Your business"] a[href="${href}"]`) !== null,
      ),
    ).toEqual([true, true, true, true]);
  });
});
