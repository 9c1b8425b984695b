import ChevronIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { Product } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { categoryLabel } from '../utils/categories';

interface ProductChoicesProps {
  products: readonly Product[];
  /** Names the list for assistive technology ("Matching products"). */
  label: string;
  onChoose: (product: Product) => void;
  /** A line under a product's name besides its category ("Ordered 12 times"). */
  hint?: (product: Product) => ReactNode;
}

/** Products to choose from, each a button to its details: name, category, price. */
export function ProductChoices({ products, label, onChoose, hint }: ProductChoicesProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {products.map((product) => (
        <li key={product.id} data-product={product.id}>
          <ButtonBase
            onClick={() => onChoose(product)}
            sx={{
              width: '100%',
              textAlign: 'left',
              justifyContent: 'space-between',
              gap: 1.5,
              px: 1.5,
              py: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {categoryLabel(product.category)}
                {hint && <> · {hint(product)}</>}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{formatUsd(toCents(product.price))}</Typography>
              <ChevronIcon aria-hidden sx={{ color: 'text.secondary' }} />
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
