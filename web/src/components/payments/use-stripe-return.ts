import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a payment that went through Stripe's redirect (3-D Secure, a bank) ended. */
export type StripeReturn = 'succeeded' | 'processing' | 'failed';

// The parameters Stripe adds to return_url; they mean nothing once read.
const stripeParams = [
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
];

function outcomeOf(status: string | null): StripeReturn | null {
  if (status === 'succeeded' || status === 'processing') return status;
  return status === null ? null : 'failed';
}

/**
 * The outcome Stripe reported when it brought the customer back to this page, read once; the page's
 * address then loses Stripe's parameters, so a reload does not report it again.
 */
export function useStripeReturn(): StripeReturn | null {
  const [search, setSearch] = useSearchParams();
  const [outcome] = useState(() => outcomeOf(search.get('redirect_status')));
  const returned = search.has('redirect_status');

  useEffect(() => {
    if (!returned) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of stripeParams) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [returned, setSearch]);

  return outcome;
}
