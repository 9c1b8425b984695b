import { billingMessages, type CartItem, maxCartQuantity, toDollars } from '@pickup/contracts';
import { notFound } from '@pickup/kit/errors';
import type { Billing, CartLine, Product } from './model';

/** A customer's cart: product ids and quantities; prices are always the products' current ones. */

export interface Shopper {
  tenantId: string;
  userId: string;
}

const itemNotFound = () => notFound('Item not found');

function toCartItem(line: CartLine, product: Product | undefined): CartItem {
  const name = product?.name ?? 'Product no longer sold';
  return {
    id: line.id,
    productId: line.productId,
    productName: name,
    name,
    description: product?.description ?? '',
    category: product?.category ?? '',
    price: toDollars(product?.priceCents ?? 0),
    quantity: line.quantity,
    available: product?.active ?? false,
  };
}

async function itemsOf(billing: Billing, tenantId: string, lines: CartLine[]): Promise<CartItem[]> {
  const products = await billing.products.findMany(tenantId, [
    ...new Set(lines.map((line) => line.productId)),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => toCartItem(line, byId.get(line.productId)));
}

/** The cart of the signed-in customer; another user's id is a 404, as if it did not exist. */
export async function cartOf(billing: Billing, shopper: Shopper, userId: string): Promise<CartItem[]> {
  if (userId !== shopper.userId) throw notFound('Cart not found');
  return itemsOf(billing, shopper.tenantId, await billing.carts.list(shopper.tenantId, shopper.userId));
}

async function purchasable(billing: Billing, tenantId: string, productId: string): Promise<Product> {
  const product = await billing.products.find(tenantId, productId);
  if (!product?.active) throw notFound(billingMessages.productUnavailable);
  return product;
}

export async function addToCart(
  billing: Billing,
  shopper: Shopper,
  productId: string,
  quantity: number,
): Promise<CartItem> {
  const product = await purchasable(billing, shopper.tenantId, productId);
  return toCartItem(await addCapped(billing, shopper, productId, quantity), product);
}

/** Adds to a line, never past the most of one product a cart holds. */
async function addCapped(
  billing: Billing,
  shopper: Shopper,
  productId: string,
  quantity: number,
): Promise<CartLine> {
  const line = await billing.carts.add(shopper.tenantId, shopper.userId, productId, quantity);
  if (line.quantity <= maxCartQuantity) return line;
  return (
    (await billing.carts.setQuantity(shopper.tenantId, shopper.userId, line.id, maxCartQuantity)) ?? line
  );
}

/** A quantity of 0 or less removes the item (the spec's rule); null then. */
export async function setQuantity(
  billing: Billing,
  shopper: Shopper,
  itemId: string,
  quantity: number,
): Promise<CartItem | null> {
  if (quantity <= 0) {
    await removeItem(billing, shopper, itemId);
    return null;
  }
  const line = await billing.carts.setQuantity(shopper.tenantId, shopper.userId, itemId, quantity);
  if (!line) throw itemNotFound();
  return toCartItem(line, (await billing.products.find(shopper.tenantId, line.productId)) ?? undefined);
}

export async function removeItem(billing: Billing, shopper: Shopper, itemId: string): Promise<void> {
  if (!(await billing.carts.remove(shopper.tenantId, shopper.userId, itemId))) throw itemNotFound();
}

/** Puts a paid order's products that are still sold back in the cart, in their quantities. */
export async function reorder(billing: Billing, shopper: Shopper, orderId: string): Promise<CartItem[]> {
  const order = await billing.orders.find(shopper.tenantId, orderId);
  if (!order || order.customerUserId !== shopper.userId) throw notFound('Order not found');
  const sold = await billing.products.findMany(
    shopper.tenantId,
    order.lines.map((line) => line.productId),
  );
  const onSale = new Set(sold.filter((product) => product.active).map((product) => product.id));
  for (const line of order.lines) {
    if (onSale.has(line.productId)) await addCapped(billing, shopper, line.productId, line.quantity);
  }
  return cartOf(billing, shopper, shopper.userId);
}
