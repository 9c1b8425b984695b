import type { ConnectAccountStatus, Product } from '@pickup/contracts/schemas';
import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, typeInto, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();

const eggs: Product = {
  id: '660000000000000000000001',
  name: 'Farm Fresh Eggs',
  description: 'A dozen free-range eggs',
  price: 6.5,
  category: 'farm',
  active: true,
  orderCount: 4,
};
const liners: Product = {
  id: '660000000000000000000004',
  name: 'Compostable Liners (50)',
  description: '',
  price: 12,
  category: 'supplies',
  active: false,
  orderCount: 0,
};

const hasProducts = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-product]') !== null || rendered.text().includes('No products yet');
const productNames = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('[data-product] h3')].map((h) => h.textContent);
const dialog = () => document.querySelector('[role="dialog"]');
const dialogInput = (name: string) =>
  dialog()?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`) ?? null;
const save = () => dialog()?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;

beforeEach(() => signIn('owner'));

describe('business settings', () => {
  it('opens Products, and keeps the chosen tab in the address', async () => {
    mockApi({
      'GET /api/products': json([eggs]),
      'GET /api/stripe-connect/account-status': json({ error: 'No account found', code: 'NOT_FOUND' }, 404),
    });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Business Settings');
    const tabs = [...rendered.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['Products', 'Payments']));
    await click(rendered.container.querySelector('#tab-payments'));
    expect(rendered.location()).toBe('/business-settings?tab=payments');
    await waitFor(() => rendered.text().includes('No Connected Account'), 'the payment account card');
  });

  it('opens the Payments tab from the address with the connected-account card', async () => {
    const account: ConnectAccountStatus = {
      accountId: 'acct_9',
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      onboardingUrl: null,
    };
    mockApi({ 'GET /api/stripe-connect/account-status': json(account) });
    const rendered = await open(
      '/acme/business-settings?tab=payments',
      (r) => r.container.querySelector('[data-account-badge]') !== null,
    );
    expect(rendered.container.querySelector('[data-account-badge]')?.textContent).toBe('Active');
    expect(rendered.container.querySelector('section a[href="/acme/stripe-connect-demo"]')).not.toBeNull();
  });
});

describe('products', () => {
  it('lists name, category, price and whether each is on sale', async () => {
    mockApi({ 'GET /api/products': json([eggs, liners]) });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    expect(productNames(rendered)).toEqual(['Farm Fresh Eggs', 'Compostable Liners (50)']);
    const row = rendered.container.querySelector(`[data-product="${eggs.id}"]`);
    expect(row?.textContent).toContain('farm');
    expect(row?.textContent).toContain('$6.50');
    const switches = [
      ...rendered.container.querySelectorAll<HTMLInputElement>('[data-product] input[type="checkbox"]'),
    ];
    expect(switches.map((input) => input.checked)).toEqual([true, false]);
  });

  it("adds a product, checking it with the contract's messages first", async () => {
    const created: Product = {
      ...eggs,
      id: '660000000000000000000009',
      name: 'Worm Castings',
      price: 14,
      category: 'compost',
      description: '',
    };
    const api = mockApi({
      'GET /api/products': [json([]), json([created])],
      'POST /api/products': json({ product: created }, 201),
    });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    expect(rendered.text()).toContain('No products yet');
    await click(button('Add Product'));
    await waitFor(() => dialog() !== null, 'the form');
    await typeInto(dialogInput('price'), '0.25');
    await click(save());
    const errors = [...(dialog()?.querySelectorAll('.MuiFormHelperText-root.Mui-error') ?? [])].map(
      (e) => e.textContent,
    );
    expect(errors).toEqual(['Name is required', 'Price must be at least $0.50', 'Category is required']);
    expect(api.to('POST /api/products')).toHaveLength(0);

    await typeInto(dialogInput('name'), ' Worm Castings ');
    await typeInto(dialogInput('price'), '14');
    await typeInto(dialogInput('category'), 'Compost');
    await click(save());
    expect(api.to('POST /api/products')[0]?.body).toEqual({
      name: 'Worm Castings',
      description: '',
      price: 14,
      category: 'compost',
      active: true,
    });
    await waitFor(() => productNames(rendered).length === 1, 'the new product');
    expect(dialog()).toBeNull();
    expect(toastText(rendered)).toBe('Product AddedWorm Castings');
  });

  it('edits a product in the form, keeping it open with the server message when refused', async () => {
    const api = mockApi({
      'GET /api/products': json([eggs]),
      [`PUT /api/products/${eggs.id}`]: [
        json(
          {
            error: 'Invalid input',
            code: 'VALIDATION_FAILED',
            details: [{ path: 'name', message: 'Name is taken' }],
          },
          400,
        ),
        json({ product: { ...eggs, price: 7 } }),
      ],
    });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    await click(button('Edit Farm Fresh Eggs'));
    await waitFor(() => dialog() !== null, 'the form');
    expect(dialogInput('name')?.value).toBe('Farm Fresh Eggs');
    expect(dialogInput('price')?.value).toBe('6.50');
    await typeInto(dialogInput('price'), '7');
    await click(save());
    await waitFor(() => dialog()?.textContent?.includes('Name is taken') === true, 'the field message');
    expect(dialog()?.textContent).toContain('Invalid input');
    await click(save());
    await waitFor(() => dialog() === null, 'the dialog to close');
    expect(api.to(`PUT /api/products/${eggs.id}`)[1]?.body).toEqual({
      name: 'Farm Fresh Eggs',
      description: 'A dozen free-range eggs',
      price: 7,
      category: 'farm',
      active: true,
    });
    expect(toastText(rendered)).toBe('Product UpdatedFarm Fresh Eggs');
  });

  it('takes a product off sale with its switch, and puts it back when refused', async () => {
    const api = mockApi({
      'GET /api/products': json([eggs]),
      [`PUT /api/products/${eggs.id}`]: empty(500),
    });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    const toggle = () =>
      rendered.container.querySelector<HTMLInputElement>('[data-product] input[type="checkbox"]');
    await click(toggle());
    expect(api.to(`PUT /api/products/${eggs.id}`)[0]?.body).toMatchObject({ active: false });
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe('ErrorFailed to update product.');
    expect(toggle()?.checked).toBe(true);
  });

  it('deletes a product after a confirmation', async () => {
    const api = mockApi({
      'GET /api/products': [json([eggs, liners]), json([liners])],
      [`DELETE /api/products/${eggs.id}`]: empty(204),
    });
    const rendered = await open('/business-settings?tab=products', hasProducts);
    await click(button('Delete Farm Fresh Eggs'));
    await waitFor(() => dialog() !== null, 'the confirmation');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Delete Farm Fresh Eggs?');
    expect(api.to(`DELETE /api/products/${eggs.id}`)).toHaveLength(0);
    await click(button('Delete'));
    expect(api.to(`DELETE /api/products/${eggs.id}`)).toHaveLength(1);
    await waitFor(() => productNames(rendered).length === 1, 'the list without it');
    expect(toastText(rendered)).toBe('Product DeletedFarm Fresh Eggs');
  });
});
