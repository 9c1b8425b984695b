import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { CartItem } from '@pickup/contracts/schemas';
import { lineCents } from '../utils/cart-totals';

/** The contract's most of one item. */
const maxQuantity = 99;

interface CartItemRowProps {
  item: CartItem;
  /** 0 or less removes the item. */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart screen: the product, its quantity with minus and plus, the line total, remove. */
export function CartItemRow({ item, onQuantity, onRemove }: CartItemRowProps) {
  return (
    <Box
      component="li"
      data-cart-item={item.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto 96px auto' },
        gridTemplateAreas: { xs: '"about remove" "quantity total"', sm: '"about quantity total remove"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'about', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatUsd(toCents(item.price))} each
          {item.category && ` · ${item.category}`}
        </Typography>
        {!item.available && (
          <Chip
            size="small"
            variant="outlined"
            label="No longer available: not charged"
            // Dark enough for 4.5:1 on white (WCAG AA), unlike the theme's warning colour.
            sx={{ mt: 0.75, color: '#8a4600', borderColor: '#8a4600' }}
          />
        )}
      </Box>
      <Box
        role="group"
        aria-label={`Quantity of ${item.name}`}
        sx={{ gridArea: 'quantity', display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <IconButton
          aria-label={`Decrease quantity of ${item.name}`}
          size="small"
          onClick={() => onQuantity(item.quantity - 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
          data-quantity
        >
          {item.quantity}
        </Typography>
        <IconButton
          aria-label={`Increase quantity of ${item.name}`}
          size="small"
          disabled={!item.available || item.quantity >= maxQuantity}
          onClick={() => onQuantity(item.quantity + 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography
        sx={{
          gridArea: 'total',
          textAlign: 'right',
          fontWeight: 700,
          color: item.available ? 'text.primary' : 'text.secondary',
          textDecoration: item.available ? 'none' : 'line-through',
        }}
      >
        {formatUsd(lineCents(item))}
      </Typography>
      <IconButton
        aria-label={`Remove ${item.name}`}
        onClick={onRemove}
        sx={{ gridArea: 'remove', justifySelf: 'end' }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
