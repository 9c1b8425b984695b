import { empty, json, mockApi } from '../../../../test/api-mock';
import { button } from '../../../../test/clicks';
import { toastText } from '../../../../test/form-queries';
import { click, signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';
import { compostBag, products } from '../testing/dashboard-fixtures';
import { chosenProductKey } from '../utils/chosen-product';

const open = screenTests();
const path = `/product-details?id=${compostBag.id}`;

const shown = (rendered: RenderedApp) =>
  rendered.container.querySelector('[data-product-details]') !== null ||
  rendered.text().includes('no longer for sale') ||
  rendered.text().includes('No product chosen');

const quantity = (rendered: RenderedApp) =>
  rendered.container.querySelector<HTMLInputElement>('input[name="quantity"]');

const backLinks = (rendered: RenderedApp) =>
  [...rendered.container.querySelectorAll('a[href="/dashboard"]')].filter(
    (link) => link.textContent === 'Back to Dashboard',
  ).length;

beforeEach(() => signIn('customer'));

describe('product details', () => {
  it('shows the chosen product with its price, description and category', async () => {
    mockApi({ 'GET /api/products/purchasable': json(products) });
    const rendered = await open(path, shown);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Finished Compost Bag');
    expect(rendered.container.querySelector('[data-price]')?.textContent).toBe('$12.00');
    expect(rendered.text()).toContain('Finished Compost Bag, from the farm down the road.');
    expect(rendered.text()).toContain('Compost');
    expect(quantity(rendered)?.value).toBe('1');
    expect(button('Decrease quantity')?.disabled).toBe(true);
    expect(backLinks(rendered)).toBe(1);
  });

  it('finds the product stored on the dashboard when the address names none', async () => {
    window.localStorage.setItem(chosenProductKey, JSON.stringify(compostBag));
    mockApi({ 'GET /api/products/purchasable': json(products) });
    const rendered = await open('/product-details', shown);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('Finished Compost Bag');
  });

  it('adds the chosen quantity to the cart and says so', async () => {
    const api = mockApi({
      'GET /api/products/purchasable': json(products),
      'POST /api/cart': json({ item: null }, 201),
    });
    const rendered = await open(path, shown);
    await click(button('Increase quantity'));
    await click(button('Increase quantity'));
    expect(quantity(rendered)?.value).toBe('3');
    await click(button('Add to Cart'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(api.to('POST /api/cart').map((call) => call.body)).toEqual([
      { productId: compostBag.id, quantity: 3 },
    ]);
    expect(toastText(rendered)).toBe('Added to Cart3 × Finished Compost Bag is in your cart.');
  });

  it("says Couldn't Add Item when the cart refuses", async () => {
    mockApi({ 'GET /api/products/purchasable': json(products), 'POST /api/cart': empty(502) });
    const rendered = await open(path, shown);
    await click(button('Add to Cart'));
    await waitFor(() => toastText(rendered) !== null, 'the toast');
    expect(toastText(rendered)).toBe(
      "Couldn't Add ItemSomething went wrong. Please try again, or message us if the problem continues.",
    );
    expect(button('Add to Cart')?.disabled).toBe(false);
  });

  it('says a product no longer for sale is not, with the way back', async () => {
    mockApi({
      'GET /api/products/purchasable': json(products.filter((product) => product.id !== compostBag.id)),
    });
    const rendered = await open(path, shown);
    expect(rendered.text()).toContain('This product is no longer for sale');
    expect(button('Add to Cart')).toBeNull();
    expect(backLinks(rendered)).toBe(2);
  });
});
