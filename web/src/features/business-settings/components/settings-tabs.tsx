import { lazy } from 'react';
import type { PageTab } from '../../../components/page/page-tabs';

/** The tabs of Business Settings that the business's own settings fill, each loaded when first opened. */
export const businessSettingsTabs = {
  general: {
    id: 'general',
    label: 'General',
    Panel: lazy(() => import('./general-panel').then((m) => ({ default: m.GeneralPanel }))),
  },
  branding: {
    id: 'branding',
    label: 'Branding',
    Panel: lazy(() => import('./branding-panel').then((m) => ({ default: m.BrandingPanel }))),
  },
  notifications: {
    id: 'notifications',
    label: 'Notifications',
    Panel: lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel }))),
  },
  subscription: {
    id: 'subscription',
    label: 'Subscription',
    Panel: lazy(() => import('./subscription-panel').then((m) => ({ default: m.SubscriptionPanel }))),
  },
} satisfies Record<string, PageTab>;
