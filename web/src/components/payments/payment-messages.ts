/** The payment step's toasts (customer spec §8). */

/** A card was refused: shown with Stripe's or the server's message. */
export const paymentFailedTitle = 'Payment Failed';

/** The payment could not be made and nobody said why. */
export const paymentErrorTitle = 'Payment Error';
export const paymentErrorMessage = 'An unexpected error occurred. Please try again.';
