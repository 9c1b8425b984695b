/** Shown wherever a business name is expected but no business (or no answer) supplies one. */
export const defaultBrandName = 'Compost Pickup';
