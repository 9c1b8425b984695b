import { customerPlans } from '@pickup/contracts/constants';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { act } from 'react';
import { json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { click, waitFor, type RenderedApp } from '../../../../test/render-app';
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
  phone: '(207) 555-0142',
  email: 'hello@greenloop.com',
  website: 'greenloop.com',
  timeZone: 'America/New_York',
  plans: [...customerPlans],
};

const heading = (rendered: RenderedApp) => rendered.container.querySelector('h1')?.textContent ?? null;
const hasHeading = (rendered: RenderedApp) => heading(rendered) !== null;
const linkNamed = (rendered: RenderedApp, text: string) =>
  [...rendered.container.querySelectorAll('section a')].find((a) => a.textContent === text) ?? null;

describe("a business's own page", () => {
  it('shows the business, its plans and prices, how to reach it, and the ways in', async () => {
    const api = mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open('/green-loop', hasHeading);
    expect(heading(rendered)).toBe('Green Loop Compost');
    expect(rendered.text()).toContain('Weekly food-scrap pickup in Bangor');
    expect(api.to('GET /api/public/business/green-loop')[0]?.headers['X-Tenant']).toBe('green-loop');
    const plans = [...rendered.container.querySelectorAll('[data-service-plan]')].map(
      (plan) => plan.textContent,
    );
    expect(plans).toEqual([
      expect.stringMatching(/^WeeklyMost Popular\$25\.00 \/ monthPickup every week/),
      expect.stringMatching(/^Biweekly\$15\.00 \/ monthPickup every other week/),
      expect.stringMatching(/^Monthly\$10\.00 \/ monthPickup once a month/),
    ]);
    expect(linkNamed(rendered, 'Sign up')?.getAttribute('href')).toBe('/green-loop/signup');
    expect(linkNamed(rendered, 'Sign in')?.getAttribute('href')).toBe('/green-loop/login');
    expect(linkNamed(rendered, '(207) 555-0142')?.getAttribute('href')).toBe('tel:2075550142');
    expect(linkNamed(rendered, 'hello@greenloop.com')?.getAttribute('href')).toBe(
      'mailto:hello@greenloop.com',
    );
    const website = linkNamed(rendered, 'greenloop.com (opens in a new tab)');
    expect(website?.getAttribute('href')).toBe('https://greenloop.com');
    expect(website?.getAttribute('target')).toBe('_blank');
  });

  it('shows the first letter of the name when the logo is missing or broken', async () => {
    mockApi({ 'GET /api/public/business/green-loop': json(business) });
    const rendered = await open('/green-loop', hasHeading);
    const hero = rendered.container.querySelector('section[aria-labelledby="business-heading"]');
    const logo = hero?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe(business.logoUrl);
    act(() => {
      logo?.dispatchEvent(new Event('error'));
    });
    expect(hero?.querySelector('img')).toBeNull();
    expect(hero?.querySelector('.MuiAvatar-root')?.textContent).toBe('G');
  });

  it('leaves out the contact section when the business gave no way to reach it', async () => {
    mockApi({
      'GET /api/public/business/green-loop': json({
        ...business,
        phone: '',
        email: '',
        website: '',
        plans: [],
      }),
    });
    const rendered = await open('/green-loop', hasHeading);
    expect(rendered.container.querySelector('#contact-heading')).toBeNull();
    expect(rendered.text()).toContain('No plans to show yet');
  });

  it('reads Business Not Found for an unknown business', async () => {
    mockApi({
      'GET /api/public/business/no-such-business': json(
        { error: 'Business Not Found', code: 'NOT_FOUND' },
        404,
      ),
    });
    const rendered = await open('/no-such-business', hasHeading);
    expect(heading(rendered)).toBe('Business Not Found');
  });

  it('offers to try again when the page cannot load', async () => {
    const api = mockApi({
      'GET /api/public/business/green-loop': [
        json({ error: 'Down', code: 'BAD_GATEWAY' }, 502),
        json(business),
      ],
    });
    const rendered = await open('/green-loop', hasHeading);
    expect(heading(rendered)).toBe('This page could not load');
    await click(button('Retry'));
    await waitFor(() => heading(rendered) === 'Green Loop Compost', 'the business');
    expect(api.to('GET /api/public/business/green-loop')).toHaveLength(2);
  });
});
