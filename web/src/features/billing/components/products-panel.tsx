import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ProductsIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { Product, ProductBody } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useListProductsQuery,
  useUpdateProductMutation,
} from '../api/products-api';
import { ProductFormDialog } from './product-form-dialog';

/** Which dialog is open: the form (a product to edit, or null to add one) or the delete confirmation. */
type Dialog = { kind: 'form'; product: Product | null } | { kind: 'delete'; product: Product };

function bodyOf(product: Product): ProductBody {
  const { name, description, price, category, active } = product;
  return { name, description, price, category, active };
}

/**
 * Settings, Products: the extras the business sells with its pickups. Add and edit in a form,
 * switch a product on or off sale, delete after a confirmation.
 */
export function ProductsPanel() {
  const products = useListProductsQuery(undefined);
  const [create, { isLoading: creating }] = useCreateProductMutation();
  const [update, { isLoading: updating }] = useUpdateProductMutation();
  const [remove, { isLoading: deleting }] = useDeleteProductMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { toast } = useToast();
  const close = () => setDialog(null);

  const save = async (product: Product | null, body: ProductBody) => {
    const result = product ? await update({ id: product.id, body }) : await create(body);
    if (result.error) return result.error;
    close();
    toast({ title: product ? 'Product Updated' : 'Product Added', message: body.name, severity: 'success' });
    return null;
  };

  const toggle = async (product: Product) => {
    const result = await update({ id: product.id, body: { ...bodyOf(product), active: !product.active } });
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to update product.'),
        severity: 'error',
      });
    }
  };

  const confirmDelete = async (product: Product) => {
    const result = await remove(product.id);
    if (result.error) {
      toast({
        title: 'Error',
        message: serverMessage(result.error, 'Failed to delete product.'),
        severity: 'error',
      });
      return;
    }
    close();
    toast({ title: 'Product Deleted', message: product.name, severity: 'success' });
  };

  const addButton = (
    <Button
      variant="contained"
      disableElevation
      startIcon={<AddIcon />}
      onClick={() => setDialog({ kind: 'form', product: null })}
    >
      Add Product
    </Button>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Products
          </Typography>
          <Typography color="text.secondary">
            Extras your customers can order with their pickups. Only products on sale can be ordered.
          </Typography>
        </Box>
        {products.data && products.data.length > 0 && addButton}
      </Box>
      <Card variant="outlined">
        {products.isLoading ? (
          <LoadingState label="Loading products" />
        ) : products.isError || !products.data ? (
          <Box sx={{ p: 2 }}>
            <ErrorState title="Products could not load" onRetry={() => void products.refetch()} />
          </Box>
        ) : products.data.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            icon={<ProductsIcon />}
            title="No products yet"
            description="Add the extras your customers can order, such as eggs, compost or bucket liners."
            action={addButton}
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {products.data.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                onToggle={() => void toggle(product)}
                onEdit={() => setDialog({ kind: 'form', product })}
                onDelete={() => setDialog({ kind: 'delete', product })}
              />
            ))}
          </Box>
        )}
      </Card>
      {dialog?.kind === 'form' && (
        <ProductFormDialog
          key={dialog.product?.id ?? 'new'}
          product={dialog.product}
          isLoading={creating || updating}
          onSave={(body) => save(dialog.product, body)}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? `Delete ${dialog.product.name}?` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        isLoading={deleting}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void confirmDelete(dialog.product);
        }}
        onClose={close}
      >
        Customers can no longer order it. Past orders keep it on their receipts.
      </ConfirmDialog>
    </>
  );
}

interface ProductRowProps {
  product: Product;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ProductRow({ product, onToggle, onEdit, onDelete }: ProductRowProps) {
  const nameId = `product-name-${product.id}`;
  return (
    <Box
      component="li"
      data-product={product.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) 140px 96px auto auto' },
        gridTemplateAreas: {
          xs: '"about price" "sale actions"',
          md: '"about category price sale actions"',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 3 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'about', minWidth: 0 }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 700 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {product.category}
            {product.description && ' · '}
          </Box>
          {product.description}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ gridArea: 'category', display: { xs: 'none', md: 'block' } }}>
        {product.category}
      </Typography>
      <Typography sx={{ gridArea: 'price', fontWeight: 700, textAlign: 'right' }}>
        {formatUsd(toCents(product.price))}
      </Typography>
      <Box sx={{ gridArea: 'sale', display: 'flex', alignItems: 'center' }}>
        <Switch
          checked={product.active}
          onChange={onToggle}
          slotProps={{ input: { 'aria-labelledby': `${nameId} sale-${product.id}` } }}
        />
        <Typography id={`sale-${product.id}`} variant="body2" color="text.secondary">
          {product.active ? 'On sale' : 'Off sale'}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton aria-label={`Edit ${product.name}`} onClick={onEdit}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Delete ${product.name}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
