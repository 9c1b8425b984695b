import type { CardConfirmation } from '@pickup/contracts/schemas';

/** What /checkout reads from its address: the spec's client secret and amount, and our payment's id. */
export interface CheckoutPayment extends CardConfirmation {
  /** Dollars, as the server computed them. */
  amount: number;
}

const keys = {
  clientSecret: 'clientSecret',
  amount: 'amount',
  paymentId: 'paymentId',
  intent: 'intent',
} as const;

/** The query of /checkout for a payment to confirm. */
export function checkoutSearch(payment: CheckoutPayment): string {
  return new URLSearchParams({
    [keys.clientSecret]: payment.clientSecret,
    [keys.amount]: String(payment.amount),
    [keys.paymentId]: payment.paymentId,
    [keys.intent]: payment.intent,
  }).toString();
}

/** The payment /checkout was opened with, or null when its address lacks a part of it. */
export function readCheckout(search: URLSearchParams): CheckoutPayment | null {
  const clientSecret = search.get(keys.clientSecret) ?? '';
  const paymentId = search.get(keys.paymentId) ?? '';
  const intent = search.get(keys.intent);
  const amountText = search.get(keys.amount) ?? '';
  const amount = Number(amountText);
  if (!clientSecret || !paymentId || amountText === '' || !Number.isFinite(amount) || amount < 0) return null;
  if (intent !== 'payment' && intent !== 'setup') return null;
  return { clientSecret, paymentId, intent, amount };
}

/** What checkout hands the orders screen: when the customer paid, so it waits for the new order. */
export interface PaidState {
  paidAt: number;
}
