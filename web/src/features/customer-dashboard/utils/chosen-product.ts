import type { Product } from '@pickup/contracts/schemas';
import { hrefFor } from '../../../config/paths';

/** Where the spec keeps the product chosen on the dashboard for /product-details. */
export const chosenProductKey = 'selectedProduct';

/** The query parameter naming the product, so that a reload of /product-details still finds it. */
export const productIdParam = 'id';

/** Keeps the chosen product (spec: stored locally) and answers the details' address. */
export function chooseProduct(product: Product): string {
  try {
    window.localStorage.setItem(chosenProductKey, JSON.stringify(product));
  } catch {
    // Storage may be full or refused (private mode): the id in the address is enough.
  }
  return `${hrefFor('productDetails', null)}?${productIdParam}=${encodeURIComponent(product.id)}`;
}

/** The id of the product last chosen, when the address names none. */
export function storedProductId(): string | null {
  try {
    const raw = window.localStorage.getItem(chosenProductKey);
    if (!raw) return null;
    const stored = JSON.parse(raw) as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { id } = stored as Record<string, unknown>;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
