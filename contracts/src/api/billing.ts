import {
  billingMessages,
  maxCartQuantity,
  customerPlanIntervals,
  customerSubscriptionStatuses,
  demoPaymentDollars,
  orderStatuses,
  platformPlanIds,
  platformSubscriptionStatuses,
  purchasablePlanIds,
} from '../constants';
import { errorBody } from '../errors';
import { idParams, objectId } from '../ids';
import type { ApiOperation, Operations } from '../operation';
import { pageQuery, pagination } from '../pagination';
import { z } from '../zod';

const error = (description: string) => ({ description, schema: errorBody });
const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });

/** Dollars as the API speaks them: at most two decimals (stored as cents, see money.ts). */
const dollars = z.number().min(0).max(100_000).multipleOf(0.01).openapi({ example: 6.5 });

const owner = ['owner'] as const;
const customer = ['customer'] as const;

// Platform plans: what a business pays the platform.

/** A platform plan's limits; -1 means unlimited (also in platform.subscription_updated). */
export const planLimits = z.object({
  customers: z.number().int(),
  routes: z.number().int(),
  monthlyOrders: z.number().int(),
});

export const platformPlan = z
  .object({
    id: z.enum(purchasablePlanIds),
    name: z.string(),
    /** Dollars per month. */
    amount: z.number(),
    interval: z.literal('month'),
    limits: planLimits,
    popular: z.boolean(),
  })
  .openapi('PlatformPlan');
export type PlatformPlanView = z.infer<typeof platformPlan>;

export const platformPlansResult = z.object({ plans: z.array(platformPlan) }).openapi('PlatformPlans');
export type PlatformPlansResult = z.infer<typeof platformPlansResult>;

export const createSubscriptionBody = z
  .object({ planId: z.enum(purchasablePlanIds, { error: 'Choose Starter, Professional or Enterprise' }) })
  .openapi('CreateSubscriptionRequest');
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;

/**
 * A card to confirm: `clientSecret` goes to Stripe.js (a SetupIntent's or a PaymentIntent's), and
 * `paymentId` names the payment in this API (receipts, and the simulated confirm in development).
 */
export const cardConfirmation = z
  .object({
    clientSecret: z.string(),
    paymentId: objectId,
    intent: z.enum(['payment', 'setup']),
  })
  .openapi('CardConfirmation');
export type CardConfirmation = z.infer<typeof cardConfirmation>;

export const createSubscriptionResult = z
  .object({
    /** Null when the business already pays by card: the new plan is scheduled, nothing to confirm. */
    clientSecret: z.string().nullable(),
    paymentId: objectId.nullable(),
    intent: z.enum(['payment', 'setup']).nullable(),
    planId: z.enum(purchasablePlanIds),
    /** When the plan takes effect: now for a first plan, the next billing cycle for a change. */
    effectiveAt: z.iso.datetime(),
  })
  .openapi('CreateSubscriptionResult');
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResult>;

export const platformSubscription = z
  .object({
    planId: z.enum(platformPlanIds),
    planName: z.string(),
    status: z.enum(platformSubscriptionStatuses),
    limits: planLimits,
    trialEndsAt: z.iso.datetime().nullable(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    /** A plan change waiting for the next billing cycle. */
    scheduledPlanId: z.enum(purchasablePlanIds).nullable(),
    /** False once a trial ended unpaid or the plan was cancelled: new customers and routes are refused. */
    canCreate: z.boolean(),
  })
  .openapi('PlatformSubscription');
export type PlatformSubscriptionView = z.infer<typeof platformSubscription>;

// Stripe Connect: the business's own account, which receives its customers' payments.

export const connectAccountStatus = z
  .object({
    accountId: z.string(),
    /** active (charges and payouts enabled), pending (details not submitted) or restricted. */
    status: z.string(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    /** The onboarding link while details are not submitted. */
    onboardingUrl: z.string().nullable(),
  })
  .openapi('ConnectAccountStatus');
export type ConnectAccountStatus = z.infer<typeof connectAccountStatus>;

export const onboardingUrlResult = z.object({ onboardingUrl: z.string() }).openapi('OnboardingUrl');
export type OnboardingUrlResult = z.infer<typeof onboardingUrlResult>;

export const onboardingLinkResult = z.object({ onboardingLink: z.string() }).openapi('OnboardingLink');

export const tenantStripeStatus = z
  .object({
    detailsSubmitted: z.boolean(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    status: z.string().nullable(),
  })
  .openapi('TenantStripeStatus');
export type TenantStripeStatus = z.infer<typeof tenantStripeStatus>;

export const demoPaymentBody = z
  .object({
    amount: z.literal(demoPaymentDollars, { error: `The demo payment is $${demoPaymentDollars}` }),
    currency: z.literal('usd').default('usd'),
    metadata: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])).optional(),
  })
  .openapi('DemoPaymentRequest');
export type DemoPaymentBody = z.infer<typeof demoPaymentBody>;

export const demoPaymentResult = cardConfirmation
  .extend({
    amount: z.number(),
    currency: z.literal('usd'),
    /** The platform's 10 % fee, in dollars. */
    applicationFee: z.number(),
    /** What reaches the business, in dollars. */
    merchantAmount: z.number(),
  })
  .openapi('DemoPaymentResult');
export type DemoPaymentResult = z.infer<typeof demoPaymentResult>;

// A business's pickup plans, which its customers subscribe to.

export const servicePlan = z
  .object({
    id: z.enum(customerPlanIntervals),
    name: z.string(),
    /** Dollars per month. */
    price: z.number(),
    interval: z.literal('month'),
    description: z.string(),
    features: z.array(z.string()),
    popular: z.boolean(),
  })
  .openapi('ServicePlan');
export type ServicePlan = z.infer<typeof servicePlan>;

export const servicePlansResult = z.object({ plans: z.array(servicePlan) }).openapi('ServicePlans');
export type ServicePlansResult = z.infer<typeof servicePlansResult>;

export const cardSummary = z.object({ brand: z.string(), last4: z.string() }).openapi('CardSummary');

export const customerSubscription = z
  .object({
    id: objectId,
    planId: z.enum(customerPlanIntervals),
    planName: z.string(),
    /** Dollars per month. */
    amount: z.number(),
    status: z.enum(customerSubscriptionStatuses),
    nextChargeAt: z.iso.datetime().nullable(),
    /** A plan change waiting for the next billing cycle. */
    scheduledPlanId: z.enum(customerPlanIntervals).nullable(),
    card: cardSummary.nullable(),
  })
  .openapi('CustomerSubscription');
export type CustomerSubscriptionView = z.infer<typeof customerSubscription>;

export const customerSubscriptionResult = z
  .object({ subscription: customerSubscription })
  .openapi('CustomerSubscriptionResult');

/** A new subscription's first payment to confirm (Stripe Elements, or the simulated flow). */
export const restartSubscriptionResult = cardConfirmation
  .extend({
    subscriptionId: objectId,
    /** Dollars a month on the chosen plan. */
    amount: z.number(),
  })
  .openapi('RestartSubscriptionResult');
export type RestartSubscriptionResult = z.infer<typeof restartSubscriptionResult>;

export const changeServicePlanBody = z
  .object({ planId: z.enum(customerPlanIntervals, { error: 'Choose weekly, biweekly or monthly' }) })
  .openapi('ChangeServicePlanRequest');
export type ChangeServicePlanBody = z.infer<typeof changeServicePlanBody>;

// Products, cart, orders.

const productName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
const productFields = {
  name: productName,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  price: dollars.min(0.5, 'Price must be at least $0.50'),
  category: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Category is required')
    .max(40, 'Category must be at most 40 characters'),
  active: z.boolean().default(true),
};

export const productBody = z.object(productFields).openapi('ProductRequest');
export type ProductBody = z.infer<typeof productBody>;
export type ProductInput = z.input<typeof productBody>;

export const product = z
  .object({
    id: objectId,
    name: z.string(),
    description: z.string(),
    price: z.number(),
    category: z.string(),
    active: z.boolean(),
    /** Paid orders that included it. */
    orderCount: z.number().int(),
  })
  .openapi('Product');
export type Product = z.infer<typeof product>;

export const productList = z.array(product).openapi('ProductList');
export const productResult = z.object({ product }).openapi('ProductResult');

export const cartItem = z
  .object({
    id: objectId,
    productId: objectId,
    productName: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    /** The product's price now, in dollars. */
    price: z.number(),
    quantity: z.number().int().min(1),
    /** False when the owner withdrew the product: it stays visible but is not charged. */
    available: z.boolean(),
  })
  .openapi('CartItem');
export type CartItem = z.infer<typeof cartItem>;

export const cartItems = z.array(cartItem).openapi('Cart');

export const cartParams = z.object({ userId: objectId });
export const cartItemParams = z.object({ itemId: objectId });

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .max(maxCartQuantity, `At most ${maxCartQuantity} of one item`);

export const addToCartBody = z
  .object({ productId: objectId, quantity: quantity.min(1, 'Quantity must be at least 1').default(1) })
  .openapi('AddToCartRequest');
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const updateCartItemBody = z.object({ quantity }).openapi('UpdateCartItemRequest');
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>;

/** The updated item, or null when a quantity of 0 or less removed it. */
export const cartItemResult = z.object({ item: cartItem.nullable() }).openapi('CartItemResult');
export type CartItemResult = z.infer<typeof cartItemResult>;

/**
 * The spec's quick add: its fields are accepted, but only the product id counts (prices are ours,
 * the cart is the caller's); the document marks the others deprecated, so no client relies on them.
 */
const ignored = { deprecated: true, description: 'Accepted as the spec sends it, never read' };
export const quickAddBody = z
  .object({
    productId: objectId,
    userId: z.string().optional().openapi(ignored),
    productName: z.string().optional().openapi(ignored),
    price: z.unknown().optional().openapi(ignored),
    description: z.string().optional().openapi(ignored),
    category: z.string().optional().openapi(ignored),
  })
  .openapi('QuickAddRequest');
export type QuickAddBody = z.infer<typeof quickAddBody>;

export const quickAddResult = z.object({ productName: z.string(), item: cartItem }).openapi('QuickAddResult');

/**
 * The spec's checkout call sends an amount and items; the server charges the signed-in customer's
 * cart at its own prices, so what the client says about money is never read.
 */
export const checkoutBody = z
  .object({ amount: z.unknown().optional(), items: z.unknown().optional() })
  .openapi('CheckoutRequest');

export const orderLine = z
  .object({
    productId: objectId,
    name: z.string(),
    category: z.string(),
    /** Dollars each. */
    price: z.number(),
    quantity: z.number().int(),
  })
  .openapi('OrderLine');
export type OrderLine = z.infer<typeof orderLine>;

export const checkoutResult = cardConfirmation
  .extend({
    /** The total to pay, in dollars: subtotal plus 8 % tax. */
    amount: z.number(),
    subtotal: z.number(),
    tax: z.number(),
    items: z.array(orderLine),
  })
  .openapi('CheckoutResult');
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const order = z
  .object({
    id: objectId,
    number: z.string(),
    customerUserId: objectId,
    customerName: z.string(),
    status: z.enum(orderStatuses),
    items: z.array(orderLine),
    subtotal: z.number(),
    tax: z.number(),
    amount: z.number(),
    date: z.iso.datetime(),
    /** Stripe's receipt, or this API's own PDF when payments are simulated. */
    receiptUrl: z.string(),
    /** The pickup the extras ride on (routing's order.scheduled); null until routing places them. */
    delivery: z
      .object({
        date: z.iso.date(),
        routeName: z.string(),
        /** "2:00 PM - 5:00 PM". */
        timeWindow: z.string(),
      })
      .nullable(),
  })
  .openapi('Order');
export type Order = z.infer<typeof order>;

export const orderListQuery = pageQuery.extend({
  /** Owners only: one status, or all. */
  status: z.enum(['all', ...orderStatuses]).default('all'),
  /** Owners only: one customer's orders. */
  customerUserId: objectId.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderList = z
  .object({ orders: z.array(order), total: z.number().int(), totalPages: z.number().int(), pagination })
  .openapi('OrderList');
export type OrderList = z.infer<typeof orderList>;

export const orderStatusBody = z
  .object({
    status: z.enum(orderStatuses, { error: 'Status must be placed, in_transit, delivered or cancelled' }),
  })
  .openapi('OrderStatusRequest');

export const orderResult = z.object({ order }).openapi('OrderResult');

// Development only: the confirmation Stripe.js would do, when payments are simulated.

export const simulateConfirmBody = z
  .object({
    paymentId: objectId,
    /**
     * What Stripe.js confirms with: a visitor without a session (a household signing up) proves
     * the payment is theirs by it. A signed-in payer's own payments need no more than the session.
     */
    clientSecret: z.string().max(500).optional(),
    outcome: z.enum(['succeeded', 'failed']).default('succeeded'),
  })
  .openapi('SimulatedConfirmRequest');
export type SimulateConfirmBody = z.infer<typeof simulateConfirmBody>;

export const simulateConfirmResult = z
  .object({ status: z.enum(['succeeded', 'failed']), orderId: objectId.nullable() })
  .openapi('SimulatedConfirmResult');
export type SimulateConfirmResult = z.infer<typeof simulateConfirmResult>;

export const paymentsConfig = z
  .object({
    /** Stripe's publishable key when real payments are configured. */
    publishableKey: z.string().nullable(),
    /** Development and tests: payments are confirmed by this API, never by a card. */
    simulated: z.boolean(),
  })
  .openapi('PaymentsConfig');
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

export const webhookResult = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const billingApi = {
  paymentsConfig: {
    method: 'get',
    path: '/api/stripe/config',
    owner: 'billing',
    summary: 'How the web app takes cards: the publishable key, or simulated payments (development)',
    access: 'public',
    responses: { 200: ok('Payments configuration', paymentsConfig) },
  },
  platformPlans: {
    method: 'get',
    path: '/api/stripe/plans',
    owner: 'billing',
    summary: 'The platform plans a business can buy',
    access: 'public',
    responses: { 200: ok('The catalogue', platformPlansResult) },
  },
  platformSubscription: {
    method: 'get',
    path: '/api/stripe/subscription',
    owner: 'billing',
    summary: "The business's platform plan, its status and limits",
    access: owner,
    responses: { 200: ok('The plan', platformSubscription), 404: error(billingMessages.noSubscription) },
  },
  createSubscription: {
    method: 'post',
    path: '/api/create-subscription',
    owner: 'billing',
    summary:
      'Buy a platform plan (confirm the card with the answer) or change plan from the next billing cycle',
    access: owner,
    body: createSubscriptionBody,
    responses: {
      200: ok('A card to confirm, or the scheduled change', createSubscriptionResult),
      409: error(billingMessages.samePlan),
      502: error(billingMessages.providerUnavailable),
    },
  },
  connectCreateAccount: {
    method: 'post',
    path: '/api/stripe-connect/create-account',
    owner: 'billing',
    summary: "Create the business's Stripe Express account (or answer the existing one's link)",
    access: owner,
    responses: {
      200: ok('The onboarding link', onboardingUrlResult),
      502: error(billingMessages.providerUnavailable),
    },
  },
  connectRefreshOnboarding: {
    method: 'post',
    path: '/api/stripe-connect/refresh-onboarding',
    owner: 'billing',
    summary: 'A fresh onboarding link',
    access: owner,
    responses: {
      200: ok('The onboarding link', onboardingUrlResult),
      404: error(billingMessages.noConnectedAccount),
    },
  },
  connectAccountStatus: {
    method: 'get',
    path: '/api/stripe-connect/account-status',
    owner: 'billing',
    summary: "The business's connected account",
    access: owner,
    responses: { 200: ok('Status', connectAccountStatus), 404: error(billingMessages.noConnectedAccount) },
  },
  connectDemoPayment: {
    method: 'post',
    path: '/api/stripe-connect/create-payment-intent',
    owner: 'billing',
    summary: 'The $50 test payment to the connected account, with the 10 % platform fee',
    access: owner,
    body: demoPaymentBody,
    responses: {
      200: ok('The payment and its split', demoPaymentResult),
      404: error(billingMessages.noConnectedAccount),
      409: error(billingMessages.paymentsNotReady),
    },
  },
  tenantSetupStripe: {
    method: 'post',
    path: '/api/tenants/{id}/setup-stripe',
    owner: 'billing',
    summary: "Onboarding: create the business's connected account",
    access: owner,
    params: idParams,
    responses: { 200: ok('The onboarding link', onboardingUrlResult), 404: error('Not your business') },
  },
  tenantStripeStatus: {
    method: 'get',
    path: '/api/tenants/{id}/stripe-status',
    owner: 'billing',
    summary: "Onboarding: whether the business's Stripe details are submitted",
    access: owner,
    params: idParams,
    responses: { 200: ok('Status', tenantStripeStatus), 404: error('Not your business') },
  },
  tenantOnboardingLink: {
    method: 'post',
    path: '/api/tenants/stripe/onboarding-link',
    owner: 'billing',
    summary: 'Onboarding: a fresh link (the account is created when there is none)',
    access: owner,
    responses: { 200: ok('The link', onboardingLinkResult) },
  },
  servicePlans: {
    method: 'get',
    path: '/api/service-plans',
    owner: 'billing',
    summary: "The business's pickup plans (the business the request names)",
    access: 'public',
    responses: { 200: ok('Plans', servicePlansResult), 404: error('Business Not Found') },
  },
  mySubscription: {
    method: 'get',
    path: '/api/billing/subscription',
    owner: 'billing',
    summary: "The signed-in customer's pickup subscription",
    access: customer,
    responses: {
      200: ok('The subscription', customerSubscriptionResult),
      404: error(billingMessages.noSubscription),
    },
  },
  changeMyPlan: {
    method: 'put',
    path: '/api/billing/subscription/plan',
    owner: 'billing',
    summary: 'Change plan from the next billing cycle',
    access: customer,
    body: changeServicePlanBody,
    responses: {
      200: ok('The subscription', customerSubscriptionResult),
      404: error(billingMessages.noSubscription),
      409: error(billingMessages.samePlan),
    },
  },
  updateMyCard: {
    method: 'post',
    path: '/api/billing/subscription/card',
    owner: 'billing',
    summary: 'Start replacing the card (a SetupIntent); a past-due subscription is charged again with it',
    access: customer,
    responses: {
      200: ok('The card to confirm', cardConfirmation),
      404: error(billingMessages.noSubscription),
    },
  },
  restartMySubscription: {
    method: 'post',
    path: '/api/billing/subscription/restart',
    owner: 'billing',
    summary:
      'Subscribe again after cancelling (or for a household the owner added without a card): a new subscription on the chosen plan, its first payment to confirm',
    access: customer,
    body: changeServicePlanBody,
    responses: {
      200: ok('The card to confirm', restartSubscriptionResult),
      404: error(billingMessages.noSubscription),
      409: error(`"${billingMessages.alreadySubscribed}" or "${billingMessages.paymentsNotReady}"`),
    },
  },
  cancelMySubscription: {
    method: 'post',
    path: '/api/billing/subscription/cancel',
    owner: 'billing',
    summary: 'Cancel the pickup subscription',
    access: customer,
    responses: {
      200: ok('The subscription', customerSubscriptionResult),
      404: error(billingMessages.noSubscription),
    },
  },
  listProducts: {
    method: 'get',
    path: '/api/products',
    owner: 'billing',
    summary: "The business's products, withdrawn ones too",
    access: owner,
    responses: { 200: ok('Products', productList) },
  },
  createProduct: {
    method: 'post',
    path: '/api/products',
    owner: 'billing',
    summary: 'Add a product',
    access: owner,
    body: productBody,
    responses: { 201: ok('Created', productResult) },
  },
  updateProduct: {
    method: 'put',
    path: '/api/products/{id}',
    owner: 'billing',
    summary: 'Change a product (its price applies to carts from now on)',
    access: owner,
    params: idParams,
    body: productBody,
    responses: { 200: ok('Updated', productResult), 404: error('Product not found') },
  },
  deleteProduct: {
    method: 'delete',
    path: '/api/products/{id}',
    owner: 'billing',
    summary: 'Delete a product (past orders keep their lines)',
    access: owner,
    params: idParams,
    responses: { 204: { description: 'Deleted' }, 404: error('Product not found') },
  },
  purchasableProducts: {
    method: 'get',
    path: '/api/products/purchasable',
    owner: 'billing',
    summary: 'Products a customer can order',
    access: customer,
    responses: { 200: ok('Products', productList) },
  },
  popularProducts: {
    method: 'get',
    path: '/api/products/popular',
    owner: 'billing',
    summary: "The customer's most ordered products (category user-favorite), then the business's",
    access: customer,
    responses: { 200: ok('Products', productList) },
  },
  getCart: {
    method: 'get',
    path: '/api/cart/{userId}',
    owner: 'billing',
    summary: "The signed-in customer's cart (another user's id is a 404)",
    access: customer,
    params: cartParams,
    responses: { 200: ok('Items', cartItems), 404: error('Cart not found') },
  },
  addToCart: {
    method: 'post',
    path: '/api/cart',
    owner: 'billing',
    summary: 'Add a product to the cart (adds to the quantity when it is there)',
    access: customer,
    body: addToCartBody,
    responses: { 201: ok('The item', cartItemResult), 404: error(billingMessages.productUnavailable) },
  },
  updateCartItem: {
    method: 'put',
    path: '/api/cart/{itemId}',
    owner: 'billing',
    summary: 'Set an item’s quantity; 0 or less removes it',
    access: customer,
    params: cartItemParams,
    body: updateCartItemBody,
    responses: { 200: ok('The item, or null when removed', cartItemResult), 404: error('Item not found') },
  },
  removeCartItem: {
    method: 'delete',
    path: '/api/cart/{itemId}',
    owner: 'billing',
    summary: 'Remove an item',
    access: customer,
    params: cartItemParams,
    responses: { 204: { description: 'Removed' }, 404: error('Item not found') },
  },
  quickAdd: {
    method: 'post',
    path: '/api/orders/quick-add',
    owner: 'billing',
    summary: 'Quick Order: one of a product into the cart',
    access: customer,
    body: quickAddBody,
    responses: { 200: ok('Added', quickAddResult), 404: error(billingMessages.productUnavailable) },
  },
  checkout: {
    method: 'post',
    path: '/api/create-payment-intent',
    owner: 'billing',
    summary: 'Pay for the cart: the amount is computed here from the cart and current prices, plus 8 % tax',
    access: customer,
    body: checkoutBody,
    responses: {
      200: ok('The payment to confirm', checkoutResult),
      400: error(billingMessages.emptyCart),
      409: error(billingMessages.paymentsNotReady),
    },
  },
  listOrders: {
    method: 'get',
    path: '/api/orders',
    owner: 'billing',
    summary: "A customer's own orders, newest first; an owner's whole business, with filters",
    access: ['customer', 'owner'],
    query: orderListQuery,
    responses: { 200: ok('Orders', orderList) },
  },
  updateOrderStatus: {
    method: 'patch',
    path: '/api/orders/{id}/status',
    owner: 'billing',
    summary: 'Move an order on (in transit, delivered) or cancel it',
    access: owner,
    params: idParams,
    body: orderStatusBody,
    responses: { 200: ok('Updated', orderResult), 404: error('Order not found') },
  },
  reorder: {
    method: 'post',
    path: '/api/orders/{id}/reorder',
    owner: 'billing',
    summary: "Put an order's products, still on sale, back in the cart",
    access: customer,
    params: idParams,
    responses: { 200: ok('The cart', cartItems), 404: error('Order not found') },
  },
  orderReceipt: {
    method: 'get',
    path: '/api/orders/{id}/receipt',
    owner: 'billing',
    summary: "The order's receipt as a PDF (Stripe's receipt page when real payments are on)",
    access: ['customer', 'owner'],
    params: idParams,
    responses: {
      200: { description: 'application/pdf' },
      302: { description: "Stripe's receipt" },
      404: error('Order not found'),
    },
  },
  webhook: {
    method: 'post',
    path: '/api/stripe/webhook',
    owner: 'billing',
    summary: "Stripe's events, signed (Stripe-Signature); each event id is applied once",
    access: 'public',
    responses: {
      200: ok('Received', webhookResult),
      400: error(billingMessages.invalidSignature),
    },
  },
  simulateConfirm: {
    method: 'post',
    path: '/api/stripe/simulate/confirm',
    owner: 'billing',
    summary:
      'Development only (simulated payments): confirm a payment as Stripe would, with the same events (the payer signed in, or holding its client secret)',
    access: 'public',
    body: simulateConfirmBody,
    responses: {
      200: ok('Applied', simulateConfirmResult),
      404: error('Not found, or real payments are configured'),
      409: error(billingMessages.alreadyPaid),
    },
  },
  simulateOnboarding: {
    method: 'post',
    path: '/api/stripe/simulate/onboarding',
    owner: 'billing',
    summary: "Development only (simulated payments): finish the connected account's onboarding",
    access: owner,
    responses: {
      200: ok('The account', connectAccountStatus),
      404: error('Not found, or real payments are configured'),
    },
  },
} as const satisfies Operations;

export const billingOperations: ApiOperation[] = Object.values(billingApi);

// Billing's internal API: customer sign-up (the customer service) and tenant onboarding.

export const startCustomerSubscriptionBody = z.object({
  tenantId: objectId,
  customerUserId: objectId,
  email: z.email(),
  name: z.string().trim().min(1).max(200),
  planId: z.enum(customerPlanIntervals),
});
export type StartCustomerSubscriptionBody = z.infer<typeof startCustomerSubscriptionBody>;

export const startCustomerSubscriptionResult = cardConfirmation.extend({ subscriptionId: objectId });
export type StartCustomerSubscriptionResult = z.infer<typeof startCustomerSubscriptionResult>;

export const createConnectAccountBody = z.object({
  tenantId: objectId,
  businessName: z.string().trim().min(1).max(200),
  email: z.email(),
});
export type CreateConnectAccountBody = z.infer<typeof createConnectAccountBody>;

export const billingInternalApi = {
  createConnectAccount: {
    method: 'post',
    path: '/internal/connect-accounts',
    owner: 'billing',
    summary:
      "Registration: the business's Stripe Connect account (created once) and its onboarding link; the same account when asked again",
    access: 'internal',
    body: createConnectAccountBody,
    responses: { 200: ok('The onboarding link', onboardingUrlResult) },
  },
  startCustomerSubscription: {
    method: 'post',
    path: '/internal/customer-subscriptions',
    owner: 'billing',
    summary:
      "Sign-up: the customer's Stripe customer and subscription on the business's account (10 % fee); the same answer when asked again",
    access: 'internal',
    body: startCustomerSubscriptionBody,
    responses: {
      200: ok('The card to confirm', startCustomerSubscriptionResult),
      409: error(billingMessages.paymentsNotReady),
    },
  },
} as const satisfies Operations;
