import { customerPlans } from '@pickup/contracts/constants';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { json, mockApi } from '../../../../test/api-mock';
import type { RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const business: PublicBusiness = {
  id: '64b0c0ffee000000000000aa',
  subdomain: 'green-loop',
  businessName: 'Green Loop Compost',
  tagline: 'Weekly food-scrap pickup in Bangor',
  logoUrl: '/api/business/logos/64b0c0ffee000000000000ab',
  primaryColor: '#1f6f5c',
  secondaryColor: '#2d4d3c',
  phone: '',
  email: '',
  website: '',
  timeZone: 'America/New_York',
  plans: [...customerPlans],
};

const heading = (rendered: RenderedApp) => rendered.container.querySelector('h1')?.textContent ?? null;
const hasHeading = (rendered: RenderedApp) => heading(rendered) !== null;
const status = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-welcome-status]')?.textContent ?? null;
const signIn = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('section a')].find((a) => a.textContent === 'Sign in') ?? null;

describe('the welcome page after sign-up', () => {
  it("welcomes the household under the business's name and says what happens next", async () => {
    const api = mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open('/green-loop/customer-welcome', hasHeading);
    expect(heading(rendered)).toBe('Welcome aboard!');
    expect(status(rendered)).toBe('Your pickup subscription with Green Loop Compost is active.');
    expect(rendered.container.querySelector('section img')?.getAttribute('src')).toBe(business.logoUrl);
    expect(rendered.text()).toContain('Your welcome email is on its way, with a link to set your password.');
    const next = [...rendered.container.querySelectorAll('ol > li')].map((item) => item.textContent);
    expect(next).toEqual([
      '1Set your passwordOpen the link in your welcome email and choose a password for your account.',
      '2Your bucket arrives5-gallon bucket delivered within 3 to 5 business days.',
      '3Sign in any timeSee your next pickup, order extras and message Green Loop Compost from your account.',
    ]);
    expect(signIn(rendered)?.getAttribute('href')).toBe('/green-loop/login');
    expect(api.to('GET /api/public/business/green-loop')[0]?.headers['X-Tenant']).toBe('green-loop');
  });

  it('moves the business named in the query into the address', async () => {
    mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open('/customer-welcome?business=green-loop', (r) => status(r) !== null);
    expect(rendered.location()).toBe('/green-loop/customer-welcome');
    expect(status(rendered)).toBe('Your pickup subscription with Green Loop Compost is active.');
  });

  it('welcomes without a name when no business is named', async () => {
    const api = mockApi({});
    const rendered = await open('/customer-welcome', hasHeading);
    expect(heading(rendered)).toBe('Welcome aboard!');
    expect(status(rendered)).toBe('Your pickup subscription is active.');
    expect(signIn(rendered)?.getAttribute('href')).toBe('/login');
    expect(api.to('GET /api/public/business/green-loop')).toHaveLength(0);
  });

  it('says the payment was not completed when Stripe brings the household back refused', async () => {
    mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open(
      '/green-loop/customer-welcome?payment_intent=pi_1&redirect_status=failed',
      hasHeading,
    );
    expect(heading(rendered)).toBe('Payment Failed');
    expect(rendered.location()).toBe('/green-loop/customer-welcome');
    const back = [...rendered.container.querySelectorAll('section a')].find(
      (a) => a.textContent === 'Back to sign-up',
    );
    expect(back?.getAttribute('href')).toBe('/green-loop/signup');
  });

  it('says the subscription starts once a payment still processing clears', async () => {
    mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open(
      '/green-loop/customer-welcome?redirect_status=processing',
      (r) => status(r) !== null,
    );
    expect(status(rendered)).toBe(
      'Your account with Green Loop Compost is created. Your subscription starts as soon as your bank confirms the payment.',
    );
  });

  it('reads Business Not Found for an unknown business', async () => {
    mockApi({
      'GET /api/public/business/nobody-here': json({ error: 'Business Not Found', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/nobody-here/customer-welcome', hasHeading);
    expect(heading(rendered)).toBe('Business Not Found');
  });
});
