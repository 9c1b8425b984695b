import { lazy } from 'react';
import type { PageTab } from '../../../components/page/page-tabs';

/** The tabs of Business Settings that billing owns, each loaded when first opened. */
export const billingSettingsTabs: readonly PageTab[] = [
  {
    id: 'products',
    label: 'Products',
    Panel: lazy(() => import('./products-panel').then((m) => ({ default: m.ProductsPanel }))),
  },
  {
    id: 'payments',
    label: 'Payments',
    Panel: lazy(() => import('./payments-panel').then((m) => ({ default: m.PaymentsPanel }))),
  },
];
