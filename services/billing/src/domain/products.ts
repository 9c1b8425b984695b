import {
  favouriteCategory,
  popularProductsLimit,
  type Product as ProductView,
  type ProductBody,
  toCents,
  toDollars,
} from '@pickup/contracts';
import { notFound } from '@pickup/kit/errors';
import type { Billing, Product } from './model';

/** A business's products: what its customers can add to their carts. */

const productNotFound = () => notFound('Product not found');

export const toProductView = (product: Product): ProductView => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: toDollars(product.priceCents),
  category: product.category,
  active: product.active,
  orderCount: product.orderCount,
});

const fieldsOf = (body: ProductBody) => ({
  name: body.name,
  description: body.description,
  priceCents: toCents(body.price),
  category: body.category,
  active: body.active,
});

export const listProducts = (billing: Billing, tenantId: string) =>
  billing.products.list(tenantId, { activeOnly: false });

export const purchasableProducts = (billing: Billing, tenantId: string) =>
  billing.products.list(tenantId, { activeOnly: true });

export const createProduct = (billing: Billing, tenantId: string, body: ProductBody) =>
  billing.products.create({ tenantId, ...fieldsOf(body) });

export async function updateProduct(billing: Billing, tenantId: string, id: string, body: ProductBody) {
  const product = await billing.products.update(tenantId, id, fieldsOf(body));
  if (!product) throw productNotFound();
  return product;
}

export async function deleteProduct(billing: Billing, tenantId: string, id: string): Promise<void> {
  if (!(await billing.products.delete(tenantId, id))) throw productNotFound();
}

/**
 * Popular Items for one customer: what they order most (marked user-favorite), then what the
 * business's customers order most, then the rest, up to six. Counts are real paid orders.
 */
export async function popularProducts(
  billing: Billing,
  tenantId: string,
  customerUserId: string,
): Promise<Product[]> {
  const [products, orders] = await Promise.all([
    purchasableProducts(billing, tenantId),
    billing.orders.ofCustomer(tenantId, customerUserId),
  ]);
  const mine = new Map<string, number>();
  for (const order of orders) {
    for (const line of order.lines) mine.set(line.productId, (mine.get(line.productId) ?? 0) + line.quantity);
  }
  return [...products]
    .sort(
      (a, b) =>
        (mine.get(b.id) ?? 0) - (mine.get(a.id) ?? 0) ||
        b.orderCount - a.orderCount ||
        a.name.localeCompare(b.name),
    )
    .slice(0, popularProductsLimit)
    .map((product) => (mine.has(product.id) ? { ...product, category: favouriteCategory } : product));
}
