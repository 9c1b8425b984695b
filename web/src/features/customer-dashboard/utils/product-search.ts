import { limits } from '@pickup/contracts/constants';
import type { Product } from '@pickup/contracts/schemas';

/**
 * Quick Order's matches: products whose name, category or description holds every typed word, the
 * ones whose name starts with the text first, at most the spec's 5. Blank text matches nothing.
 */
export function matchProducts(products: readonly Product[], text: string): Product[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const words = query.split(/\s+/);
  const haystack = (product: Product) =>
    `${product.name} ${product.category} ${product.description}`.toLowerCase();
  return products
    .filter((product) => words.every((word) => haystack(product).includes(word)))
    .sort(
      (a, b) =>
        Number(b.name.toLowerCase().startsWith(query)) - Number(a.name.toLowerCase().startsWith(query)) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limits.searchResults);
}
