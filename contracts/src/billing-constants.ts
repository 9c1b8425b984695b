/**
 * The words of billing.
 * ./constants re-exports them from here: every first page loads ./constants, and a bundler
 * leaves out of that load a module that only lazy screens use.
 */

/** What billing answers, word for word where the spec gives the words. */
export const billingMessages = {
  emptyCart: 'Your cart is empty',
  productUnavailable: 'This product is no longer available',
  paymentsNotReady: "This business isn't accepting card payments yet.",
  noConnectedAccount: 'No account found',
  invalidSignature: 'Invalid Stripe signature',
  providerUnavailable: 'The payment provider is unavailable, please try again in a moment.',
  choosePlan: 'Your free trial has ended. Choose a plan to keep adding customers and routes.',
  samePlan: 'You are already on this plan',
  noSubscription: 'No subscription found',
  subscriptionCancelled: 'This subscription is cancelled',
  alreadySubscribed: 'You already have an active subscription',
  alreadyPaid: 'This payment is already complete',
  paymentDeclined: 'This payment was declined; start a new one to try another card',
  subscriptionNotStarted: 'Your subscription starts once your card is confirmed',
  planAlreadyActive: 'A plan is already active for this business',
} as const;
