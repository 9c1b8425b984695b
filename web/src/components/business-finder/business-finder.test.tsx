import { json, mockApi } from '../../../test/api-mock';
import { advance } from '../../../test/clicks';
import { input, submitButton } from '../../../test/form-queries';
import { click, typeInto, waitFor, type RenderedApp } from '../../../test/render-app';
import { screenTests } from '../../../test/screen-tests';

const open = screenTests();
afterEach(() => jest.useRealTimers());

const found = {
  businesses: [
    {
      subdomain: 'maple-street',
      businessName: 'Maple Street Compost',
      tagline: 'Curbside food-scrap pickup for Bangor and Brewer',
      logoUrl: null,
    },
    { subdomain: 'maple-leaf', businessName: 'Maple Leaf Organics', tagline: '', logoUrl: '/logo.png' },
  ],
};

const finder = (rendered: RenderedApp) => rendered.container.querySelector('[data-business-finder]');
const searchBox = (rendered: RenderedApp) => input(rendered, 'businessSearch');
const radio = (rendered: RenderedApp, role: string) =>
  rendered.container.querySelector(`input[name="role"][value="${role}"]`);

async function chooseCustomer(rendered: RenderedApp): Promise<void> {
  await click(radio(rendered, 'customer'));
  await waitFor(() => searchBox(rendered) !== null, 'the business search');
}

/** Types, then lets the debounce pass and the answer arrive. */
async function search(rendered: RenderedApp, text: string): Promise<void> {
  jest.useFakeTimers();
  await typeInto(searchBox(rendered), text);
  await advance(400);
  jest.useRealTimers();
}

describe('registering on the platform’s own address', () => {
  it('keeps the owner’s form as it was, with Business Owner chosen', async () => {
    mockApi({});
    const rendered = await open('/register');
    expect((radio(rendered, 'owner') as HTMLInputElement | null)?.checked).toBe(true);
    expect(input(rendered, 'firstName')).not.toBeNull();
    expect(finder(rendered)).toBeNull();
  });

  it('points a household to its business’s page and finds the business by name', async () => {
    const api = mockApi({ 'GET /api/public/businesses': json(found) });
    const rendered = await open('/register');
    await chooseCustomer(rendered);
    expect(input(rendered, 'firstName')).toBeNull();
    expect(submitButton(rendered)).toBeNull();
    expect(finder(rendered)?.textContent).toContain('Households sign up on their pickup business');

    await search(rendered, 'm');
    expect(api.to('GET /api/public/businesses')).toHaveLength(0);

    await search(rendered, 'map');
    await waitFor(() => rendered.container.querySelector('[data-found-business]') !== null, 'the results');
    expect(api.to('GET /api/public/businesses').map((call) => call.url)).toEqual([
      '/api/public/businesses?search=map',
    ]);
    expect(api.to('GET /api/public/businesses')[0]?.headers['X-Tenant']).toBeUndefined();
    const links = [...rendered.container.querySelectorAll('[data-found-business]')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['/maple-street/signup', 'MMaple Street CompostCurbside food-scrap pickup for Bangor and Brewer'],
      ['/maple-leaf/signup', 'Maple Leaf Organics'],
    ]);
    expect(rendered.container.querySelector('[role="status"]')?.textContent).toBe('2 businesses found');
  });

  it('asks once typing pauses, not for every letter', async () => {
    const api = mockApi({ 'GET /api/public/businesses': json(found) });
    const rendered = await open('/register');
    await chooseCustomer(rendered);
    jest.useFakeTimers();
    await typeInto(searchBox(rendered), 'ma');
    await advance(100);
    await typeInto(searchBox(rendered), 'map');
    await advance(100);
    await typeInto(searchBox(rendered), 'mapl');
    await advance(400);
    expect(api.to('GET /api/public/businesses').map((call) => call.url)).toEqual([
      '/api/public/businesses?search=mapl',
    ]);
  });

  it('says so clearly when no business matches', async () => {
    mockApi({ 'GET /api/public/businesses': json({ businesses: [] }) });
    const rendered = await open('/register');
    await chooseCustomer(rendered);
    await search(rendered, 'zz top');
    await waitFor(() => rendered.text().includes('No business found'), 'the empty result');
    expect(finder(rendered)?.textContent).toContain(
      'No business matches “zz top”. Check the spelling, or ask your pickup business for the link to its page.',
    );
  });

  it('offers to try again when the search fails', async () => {
    const api = mockApi({
      'GET /api/public/businesses': [json({ error: 'Down', code: 'BAD_GATEWAY' }, 502), json(found)],
    });
    const rendered = await open('/register');
    await chooseCustomer(rendered);
    await search(rendered, 'maple');
    await waitFor(() => rendered.text().includes('The search is not available'), 'the failure');
    const retry = [...rendered.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    await click(retry ?? null);
    await waitFor(() => rendered.container.querySelector('[data-found-business]') !== null, 'the results');
    expect(api.to('GET /api/public/businesses')).toHaveLength(2);
  });

  it('gives the owner’s form back when Business Owner is chosen again', async () => {
    mockApi({});
    const rendered = await open('/register');
    await chooseCustomer(rendered);
    await click(radio(rendered, 'owner'));
    expect(searchBox(rendered)).toBeNull();
    expect(input(rendered, 'firstName')).not.toBeNull();
  });

  it('keeps the household’s form on a business’s own address', async () => {
    mockApi({});
    const rendered = await open('/green-loop/register');
    expect((radio(rendered, 'customer') as HTMLInputElement | null)?.checked).toBe(true);
    expect(input(rendered, 'firstName')).not.toBeNull();
    expect(finder(rendered)).toBeNull();
  });
});
