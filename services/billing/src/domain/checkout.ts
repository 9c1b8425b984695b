import { billingMessages, type CheckoutResult, toDollars } from '@pickup/contracts';
import { badRequest } from '@pickup/kit/errors';
import type { Shopper } from './cart';
import { payableAccountOf } from './connect';
import type { Billing, OrderLine } from './model';
import { totalsOf } from './pricing';
import { startPaymentToBusiness } from './business-payments';

const toLineView = (line: OrderLine) => ({
  productId: line.productId,
  name: line.name,
  category: line.category,
  price: toDollars(line.unitPriceCents),
  quantity: line.quantity,
});

/**
 * Pays for the cart. The amount is computed here, from the cart's lines at the products' current
 * prices plus 8 % tax: whatever the client says about money is never read. The payment goes to
 * the business's account, less the platform's 10 %; the order exists once Stripe confirms it.
 */
export async function checkout(billing: Billing, shopper: Shopper): Promise<CheckoutResult> {
  const cart = await billing.carts.list(shopper.tenantId, shopper.userId);
  const products = await billing.products.findMany(
    shopper.tenantId,
    cart.map((line) => line.productId),
  );
  const byId = new Map(products.filter((product) => product.active).map((product) => [product.id, product]));
  const lines: OrderLine[] = cart.flatMap((line) => {
    const product = byId.get(line.productId);
    return product
      ? [
          {
            productId: product.id,
            name: product.name,
            category: product.category,
            unitPriceCents: product.priceCents,
            quantity: line.quantity,
          },
        ]
      : [];
  });
  if (lines.length === 0) throw badRequest(billingMessages.emptyCart);

  const account = await payableAccountOf(billing, shopper.tenantId);
  const { subtotalCents, taxCents, totalCents } = totalsOf(lines);
  const payment = await startPaymentToBusiness(billing, account, {
    userId: shopper.userId,
    purpose: 'order',
    amountCents: totalCents,
    description: `Order of ${lines.length} item${lines.length === 1 ? '' : 's'}`,
    lines,
    subtotalCents,
    taxCents,
  });
  return {
    clientSecret: payment.clientSecret,
    paymentId: payment.id,
    intent: 'payment',
    amount: toDollars(totalCents),
    subtotal: toDollars(subtotalCents),
    tax: toDollars(taxCents),
    items: lines.map(toLineView),
  };
}

export { toLineView };
