import { useToast } from '../../components/toast/toast-context';
import { useAddToCartMutation, usePurchasableProductsQuery } from '../../features/billing/api/cart-api';
import { addFailedToast } from '../../features/billing/utils/messages';
import { ProductDetailsScreen } from '../../features/customer-dashboard/components/product-details-screen';

/**
 * Product details with billing's products and cart (features may not import each other, so they
 * meet here); a failed add is the spec's Couldn't Add Item toast.
 */
export function ProductDetailsRoute() {
  const purchasable = usePurchasableProductsQuery(undefined);
  const [addToCart] = useAddToCartMutation();
  const { toast } = useToast();
  return (
    <ProductDetailsScreen
      purchasable={purchasable}
      addToCart={async (productId, quantity) => {
        const result = await addToCart({ productId, quantity });
        if (result.error) toast({ ...addFailedToast, severity: 'error' });
        return !result.error;
      }}
    />
  );
}
