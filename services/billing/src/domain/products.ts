import {
  favouriteCategory,
  popularProductsLimit,
  type Product as ProductView,
  type ProductBody,
  toCents,
  toDollars,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit/errors';
import type { Billing, OrderedAmount, Product } from './model';

/** A business's products: what its customers can add to their carts. */

const productNotFound = () => notFound('Product not found');

/** A product as the API shows it, with the paid orders that included it (none for a new product). */
const toProductView = (product: Product, ordered?: OrderedAmount): ProductView => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: toDollars(product.priceCents),
  category: product.category,
  active: product.active,
  orderCount: ordered?.orders ?? 0,
});

async function viewsOf(billing: Billing, tenantId: string, products: Product[]): Promise<ProductView[]> {
  const ordered = await billing.orders.amountsOrdered(tenantId);
  return products.map((product) => toProductView(product, ordered.get(product.id)));
}

const fieldsOf = (body: ProductBody) => ({
  name: body.name,
  description: body.description,
  priceCents: toCents(body.price),
  category: body.category,
  active: body.active,
});

export const listProducts = async (billing: Billing, tenantId: string) =>
  viewsOf(billing, tenantId, await billing.products.list(tenantId, { activeOnly: false }));

export const purchasableProducts = async (billing: Billing, tenantId: string) =>
  viewsOf(billing, tenantId, await billing.products.list(tenantId, { activeOnly: true }));

export const createProduct = async (billing: Billing, tenantId: string, body: ProductBody) =>
  toProductView(await billing.products.create({ tenantId, ...fieldsOf(body) }));

export async function updateProduct(
  billing: Billing,
  tenantId: string,
  id: string,
  body: ProductBody,
): Promise<ProductView> {
  const product = await billing.products.update(tenantId, id, fieldsOf(body));
  if (!product) throw productNotFound();
  const [view] = await viewsOf(billing, tenantId, [product]);
  if (!view) throw productNotFound();
  return view;
}

export async function deleteProduct(billing: Billing, tenantId: string, id: string): Promise<void> {
  if (!(await billing.products.delete(tenantId, id))) throw productNotFound();
}

/**
 * Popular Items for one customer: what they order most (marked user-favorite), then what the
 * business's customers order most, then the rest, up to six. "Most" is the quantity in paid
 * orders, counted from the orders themselves.
 */
export async function popularProducts(
  billing: Billing,
  tenantId: string,
  customerUserId: string,
): Promise<ProductView[]> {
  const [products, business, mine] = await Promise.all([
    billing.products.list(tenantId, { activeOnly: true }),
    billing.orders.amountsOrdered(tenantId),
    billing.orders.amountsOrdered(tenantId, customerUserId),
  ]);
  const quantity = (amounts: Map<string, OrderedAmount>, product: Product) =>
    amounts.get(product.id)?.quantity ?? 0;
  return [...products]
    .sort(
      (a, b) =>
        quantity(mine, b) - quantity(mine, a) ||
        quantity(business, b) - quantity(business, a) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, popularProductsLimit)
    .map((product) => {
      const view = toProductView(product, business.get(product.id));
      return mine.has(product.id) ? { ...view, category: favouriteCategory } : view;
    });
}
