import { toDollars } from '@pickup/contracts/money';
import type { CartItem } from '@pickup/contracts/schemas';
import { useNavigate } from 'react-router';
import type { ToastOptions } from '../../../components/toast/toast-context';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { useCheckoutMutation } from '../api/cart-api';
import { cartTotals } from '../utils/cart-totals';
import { checkoutSearch } from '../utils/checkout-query';

/**
 * Proceed to Checkout: asks the server for the payment of the cart and opens /checkout with it in the
 * query (the spec's client secret and amount, and the payment's id and kind). `failure` is the toast
 * of the place it starts from: the cart screen and the cart dialog word it differently.
 */
export function useStartCheckout(failure: ToastOptions) {
  const [checkout, { isLoading }] = useCheckoutMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  const start = async (items: readonly CartItem[]) => {
    const charged = items.filter((item) => item.available);
    const result = await checkout({
      amount: toDollars(cartTotals(items).totalCents),
      items: charged.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    });
    if (result.error) {
      toast({ ...failure, severity: 'error' });
      return;
    }
    void navigate(`${hrefFor('checkout', null)}?${checkoutSearch(result.data)}`);
  };

  return { start, isLoading };
}
