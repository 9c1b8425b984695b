import { favouriteCategory } from '@pickup/contracts/constants';

/** A product's category as a label: "Compost bags"; one the household orders most is "Your favourite". */
export function categoryLabel(category: string): string {
  if (category === favouriteCategory) return 'Your favourite';
  return category.charAt(0).toUpperCase() + category.slice(1);
}
