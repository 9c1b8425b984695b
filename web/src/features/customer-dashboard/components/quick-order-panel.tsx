import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { Product } from '@pickup/contracts/schemas';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { matchProducts } from '../utils/product-search';
import type { Loadable } from './dashboard-sources';
import { ProductChoices } from './product-choices';

interface QuickOrderPanelProps {
  products: Loadable<Product[]>;
  onChoose: (product: Product) => void;
}

/**
 * Quick Order (customer spec §2, §5): a search over the products the household can order, at most
 * 5 matches; View Details opens the best match and stays disabled while the text is blank.
 */
export function QuickOrderPanel({ products, onChoose }: QuickOrderPanelProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const matches = matchProducts(products.data ?? [], text);
  const best = matches[0];

  const viewDetails = (event: FormEvent) => {
    event.preventDefault();
    if (best) onChoose(best);
  };

  return (
    <SectionCard title="Quick Order" description="Find an extra for your next pickup: eggs, compost, bags.">
      <Box
        component="form"
        role="search"
        onSubmit={viewDetails}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
      >
        {/* The input without TextField, whose select variant brings menus and popovers to this chunk. */}
        <FormControl size="small" fullWidth>
          <InputLabel htmlFor="quick-order-search">Search products</InputLabel>
          <OutlinedInput
            id="quick-order-search"
            type="search"
            name="quickOrder"
            label="Search products"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            }
          />
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={blank || !best}
          sx={{ flexShrink: 0 }}
        >
          View Details
        </Button>
      </Box>
      {!blank && (
        <Box sx={{ mt: 2 }}>
          {products.isLoading ? (
            <LoadingState label="Loading products" />
          ) : products.isError ? (
            <ErrorState title="Products could not load" onRetry={() => void products.refetch()} />
          ) : matches.length === 0 ? (
            <Typography color="text.secondary">No products match “{text.trim()}”.</Typography>
          ) : (
            <ProductChoices products={matches} label="Matching products" onChoose={onChoose} />
          )}
        </Box>
      )}
    </SectionCard>
  );
}
