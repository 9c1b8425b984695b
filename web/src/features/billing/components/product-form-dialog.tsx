import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { productBody, z, type Product, type ProductBody } from '@pickup/contracts/schemas';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PlainField } from '../../../components/form/plain-field';
import { useForm } from '../../../components/form/use-form';

/**
 * The contract's product schema over the form's text: the price is typed as text and the on-sale
 * switch is 'true' or 'false'; every message is the contract's.
 */
const productForm = z.object({
  ...productBody.shape,
  price: z.string().trim().min(1, 'Price is required').transform(Number).pipe(productBody.shape.price),
  active: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

interface ProductFormDialogProps {
  /** The product to edit; none to add one. */
  product: Product | null;
  isLoading: boolean;
  /** Sends the product; answers the failure to show, or null when it was saved. */
  onSave: (body: ProductBody) => Promise<unknown>;
  onClose: () => void;
}

/** Add Product and Edit Product: name, description, price, category and whether it is on sale. */
export function ProductFormDialog({ product, isLoading, onSave, onClose }: ProductFormDialogProps) {
  const form = useForm({
    schema: productForm,
    initial: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product ? product.price.toFixed(2) : '',
      category: product?.category ?? '',
      active: String(product?.active ?? true),
    },
    isLoading,
  });
  const active = form.field('active');
  const fallback = product ? 'Failed to update product.' : 'Failed to add product.';

  const submit = form.onSubmit(async (body) => {
    const error = await onSave(body);
    if (error) form.fail(error, fallback);
  });

  return (
    <FormDialog
      open
      title={product ? 'Edit Product' : 'Add Product'}
      onSubmit={submit}
      submitLabel={product ? 'Save Product' : 'Add Product'}
      pendingLabel="Saving…"
      isLoading={isLoading}
      onClose={onClose}
      error={form.outcome?.severity === 'error' ? form.outcome.text : null}
    >
      <PlainField label="Name" autoFocus {...form.field('name')} />
      <PlainField label="Description" required={false} minRows={2} {...form.field('description')} />
      <PlainField label="Price" type="number" prefix="$" step={0.01} {...form.field('price')} />
      <PlainField
        label="Category"
        helperText="Customers see products grouped by it, e.g. farm, compost, supplies"
        {...form.field('category')}
      />
      <FormControlLabel
        control={
          <Switch
            name={active.name}
            checked={active.value === 'true'}
            onChange={(event) => active.onChange(String(event.target.checked))}
          />
        }
        label="On sale: customers can order it"
      />
    </FormDialog>
  );
}
