import BackIcon from '@mui/icons-material/ArrowBack';
import CartIcon from '@mui/icons-material/AddShoppingCart';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { Product } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PageHeader } from '../../../components/page/page-header';
import { useToast } from '../../../components/toast/toast-context';
import { hrefFor } from '../../../config/paths';
import { categoryLabel } from '../utils/categories';
import { productIdParam, storedProductId } from '../utils/chosen-product';
import type { Loadable } from './dashboard-sources';
import { clampQuantity, QuantityField } from './quantity-field';

interface ProductDetailsScreenProps {
  /** Products the household can order: the chosen one is looked up among them, so its price is today's. */
  purchasable: Loadable<Product[]>;
  /** Adds to the cart; false when that failed (the caller said so). */
  addToCart: (productId: string, quantity: number) => Promise<boolean>;
}

function BackToDashboard() {
  return (
    <Button component={Link} to={hrefFor('customerDashboard', null)} startIcon={<BackIcon />}>
      Back to Dashboard
    </Button>
  );
}

/**
 * The product chosen on the dashboard (/product-details?id=…): its price, description and category,
 * a quantity and Add to Cart. A product withdrawn since is said to be no longer for sale.
 */
export function ProductDetailsScreen({ purchasable, addToCart }: ProductDetailsScreenProps) {
  const [search] = useSearchParams();
  const productId = search.get(productIdParam) ?? storedProductId();
  const product = purchasable.data?.find((each) => each.id === productId);

  return (
    <>
      <PageHeader title={product?.name ?? 'Product Details'} actions={<BackToDashboard />} />
      {purchasable.isLoading ? (
        <LoadingState label="Loading the product" />
      ) : purchasable.isError || !purchasable.data ? (
        <ErrorState
          title="The product could not load"
          message="Please try again in a moment."
          onRetry={() => void purchasable.refetch()}
        />
      ) : product ? (
        <ProductCard product={product} addToCart={addToCart} />
      ) : (
        <Card variant="outlined">
          <EmptyState
            icon={<StorefrontIcon />}
            title={productId ? 'This product is no longer for sale' : 'No product chosen'}
            description={
              productId
                ? 'The business has stopped selling it. Other extras are on your dashboard.'
                : 'Choose a product from Quick Order or Popular Items on your dashboard.'
            }
            action={
              <Button
                component={Link}
                to={hrefFor('customerDashboard', null)}
                variant="contained"
                disableElevation
              >
                Back to Dashboard
              </Button>
            }
          />
        </Card>
      )}
    </>
  );
}

function ProductCard({
  product,
  addToCart,
}: {
  product: Product;
  addToCart: ProductDetailsScreenProps['addToCart'];
}) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const { toast } = useToast();

  const add = async () => {
    setAdding(true);
    const added = await addToCart(product.id, clampQuantity(quantity));
    setAdding(false);
    if (added) {
      toast({
        title: 'Added to Cart',
        message: `${quantity} × ${product.name} is in your cart.`,
        severity: 'success',
      });
    }
  };

  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-product-details={product.id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography sx={{ fontSize: 30, fontWeight: 800 }} data-price>
          {formatUsd(toCents(product.price))}
        </Typography>
        <Chip size="small" variant="outlined" label={categoryLabel(product.category)} />
      </Box>
      <Typography
        sx={{ mt: 1.5, whiteSpace: 'pre-line' }}
        color={product.description ? 'text.primary' : 'text.secondary'}
      >
        {product.description || 'No description yet.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Extras ride along with your next pickup.
      </Typography>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <QuantityField value={quantity} onChange={setQuantity} />
        <Button
          variant="contained"
          disableElevation
          startIcon={<CartIcon />}
          disabled={adding}
          onClick={() => void add()}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {adding ? 'Adding…' : 'Add to Cart'}
        </Button>
      </Box>
    </Card>
  );
}
