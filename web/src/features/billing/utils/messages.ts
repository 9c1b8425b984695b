/** Toasts of the billing screens: the spec's words where it gives them. */

/** A customer's cart was paid, at checkout or back from Stripe's redirect. */
export const orderPaidToast = {
  title: 'Payment Successful',
  message: 'Your order has been placed.',
} as const;

/** An owner's plan card was confirmed (business spec §8). */
export const subscriptionStartedTitle = 'Subscription Started!';

/** Items could not go into the cart (customer spec §8, quick add). */
export const addFailedToast = {
  title: "Couldn't Add Item",
  message: 'Something went wrong. Please try again, or message us if the problem continues.',
} as const;

/** Checkout could not start from the cart dialog (customer spec §8, dashboard). */
export const checkoutIssueToast = {
  title: 'Checkout Issue',
  message: "We couldn't start checkout right now. Please try again in a moment.",
} as const;

/** Checkout could not start from the cart screen (customer spec §8). */
export const checkoutFailedToast = {
  title: 'Checkout Failed',
  message: 'Unable to process checkout. Please try again.',
} as const;
