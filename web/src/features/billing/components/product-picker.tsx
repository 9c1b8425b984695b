import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { Product } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useToast } from '../../../components/toast/toast-context';
import { useAddToCartMutation, usePurchasableProductsQuery } from '../api/cart-api';
import { addFailedToast } from '../utils/messages';

// The spec's words for an item that could not be added (customer spec §8, quick add).
export const addFailedTitle = "Couldn't Add Item";
export const addFailedMessage =
  'Something went wrong. Please try again, or message us if the problem continues.';

/** The business's products on sale, each with an Add to Cart button. */
export function ProductPicker() {
  const products = usePurchasableProductsQuery(undefined);
  if (products.isLoading) return <LoadingState label="Loading products" />;
  if (products.isError || !products.data) {
    return (
      <ErrorState
        title="Products could not load"
        message="Please try again in a moment."
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        No products are on sale right now.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {products.data.map((product) => (
        <Box component="li" key={product.id} sx={{ display: 'flex' }}>
          <ProductCard product={product} />
        </Box>
      ))}
    </Box>
  );
}

function ProductCard({ product }: { product: Product }) {
  const [add] = useAddToCartMutation();
  const [adding, setAdding] = useState(false);
  const { toast } = useToast();
  const nameId = `product-${product.id}`;

  const addToCart = async () => {
    setAdding(true);
    const result = await add({ productId: product.id, quantity: 1 });
    setAdding(false);
    if (result.error) {
      toast({ ...addFailedToast, severity: 'error' });
      return;
    }
    toast({ title: 'Added to Cart', message: `${product.name} is in your cart.`, severity: 'success' });
  };

  return (
    <Card variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {product.name}
      </Typography>
      {product.description && (
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {product.description}
        </Typography>
      )}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto' }}
      >
        <Typography sx={{ fontWeight: 700 }}>{formatUsd(toCents(product.price))}</Typography>
        <Button
          variant="contained"
          size="small"
          disableElevation
          startIcon={<AddShoppingCartIcon />}
          aria-describedby={nameId}
          disabled={adding}
          onClick={() => void addToCart()}
        >
          {adding ? 'Adding…' : 'Add to Cart'}
        </Button>
      </Box>
    </Card>
  );
}
