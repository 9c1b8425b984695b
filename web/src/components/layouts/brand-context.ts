import { createContext, useContext } from 'react';
import { defaultBrandName } from '../../config/brand';
import type { Brand } from './brand-mark';

/**
 * The brand of the page's business (name and logo), provided once at the app root so that screens can
 * show it without reaching into the branding feature. The default brand until branding has loaded.
 */
export const BrandContext = createContext<Brand>({ name: defaultBrandName, logoUrl: null });

export function useBrand(): Brand {
  return useContext(BrandContext);
}
