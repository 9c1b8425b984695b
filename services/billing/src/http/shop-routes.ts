import { billingApi } from '@pickup/contracts';
import { mountOperation, userOf } from '@pickup/kit';
import { Router } from 'express';
import { addToCart, cartOf, removeItem, reorder, setQuantity } from '../domain/cart';
import { checkout } from '../domain/checkout';
import type { Billing } from '../domain/model';
import { listOrders, readableOrder, setOrderStatus, toOrderView } from '../domain/orders';
import {
  createProduct,
  deleteProduct,
  listProducts,
  popularProducts,
  purchasableProducts,
  updateProduct,
} from '../domain/products';
import { receiptPdf } from '../receipts/pdf-receipt';
import { signedIn } from './context';

/** The shop: products (owner), the cart and checkout (customer), orders (both). */
export function shopRoutes(billing: Billing): Router {
  const router = Router();

  mountOperation(router, billingApi.listProducts, (_input, req) =>
    listProducts(billing, signedIn(req).tenantId),
  );
  mountOperation(router, billingApi.purchasableProducts, (_input, req) =>
    purchasableProducts(billing, signedIn(req).tenantId),
  );
  mountOperation(router, billingApi.popularProducts, (_input, req) => {
    const { tenantId, userId } = signedIn(req);
    return popularProducts(billing, tenantId, userId);
  });
  mountOperation(router, billingApi.createProduct, async ({ body }, req, res) => {
    res.status(201);
    return { product: await createProduct(billing, signedIn(req).tenantId, body) };
  });
  mountOperation(router, billingApi.updateProduct, async ({ params, body }, req) => ({
    product: await updateProduct(billing, signedIn(req).tenantId, params.id, body),
  }));
  mountOperation(router, billingApi.deleteProduct, async ({ params }, req) => {
    await deleteProduct(billing, signedIn(req).tenantId, params.id);
  });

  mountOperation(router, billingApi.getCart, ({ params }, req) =>
    cartOf(billing, signedIn(req), params.userId),
  );
  mountOperation(router, billingApi.addToCart, async ({ body }, req, res) => {
    res.status(201);
    return { item: await addToCart(billing, signedIn(req), body.productId, body.quantity) };
  });
  mountOperation(router, billingApi.updateCartItem, async ({ params, body }, req) => ({
    item: await setQuantity(billing, signedIn(req), params.itemId, body.quantity),
  }));
  mountOperation(router, billingApi.removeCartItem, async ({ params }, req) => {
    await removeItem(billing, signedIn(req), params.itemId);
  });
  mountOperation(router, billingApi.quickAdd, async ({ body }, req) => {
    const item = await addToCart(billing, signedIn(req), body.productId, 1);
    return { productName: item.productName, item };
  });
  mountOperation(router, billingApi.checkout, (_input, req) => checkout(billing, signedIn(req)));

  mountOperation(router, billingApi.listOrders, ({ query }, req) => {
    const { tenantId, userId } = signedIn(req);
    const role = userOf(req).role === 'owner' ? 'owner' : 'customer';
    return listOrders(billing, { tenantId, userId, role }, query);
  });
  mountOperation(router, billingApi.updateOrderStatus, async ({ params, body }, req) => {
    const { tenantId, actor } = signedIn(req);
    return { order: toOrderView(await setOrderStatus(billing, tenantId, params.id, body.status, actor)) };
  });
  mountOperation(router, billingApi.reorder, ({ params }, req) => reorder(billing, signedIn(req), params.id));
  mountOperation(router, billingApi.orderReceipt, async ({ params }, req, res) => {
    const { tenantId, userId } = signedIn(req);
    const role = userOf(req).role === 'owner' ? 'owner' : 'customer';
    const order = await readableOrder(billing, { tenantId, userId, role }, params.id);
    if (order.stripeReceiptUrl) {
      res.redirect(302, order.stripeReceiptUrl);
      return;
    }
    const business = await billing.tenants.find(tenantId);
    const pdf = await receiptPdf(order, business?.businessName ?? 'Receipt');
    res
      .type('application/pdf')
      .setHeader('content-disposition', `inline; filename="receipt-${order.number}.pdf"`);
    res.send(pdf);
  });

  return router;
}
