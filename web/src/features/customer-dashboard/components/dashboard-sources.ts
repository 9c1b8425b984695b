import type { OrderStatus } from '@pickup/contracts/constants';
import type { HouseholdProfile, NextPickup, OrderList, Product } from '@pickup/contracts/schemas';
import type { ComponentType, ReactNode } from 'react';
import type { ChatEntry } from '../../../components/chat/chat-thread';

/** A query's state as a panel reads it (RTK Query's result has this shape). */
export interface Loadable<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What the dashboard shows from other features (features never import each other: the app's route
 * gathers these). Each panel reads its own part, so a part that fails leaves the others standing.
 */
export interface DashboardSources {
  /** Routing's next pickup for the signed-in household, refreshed every 5 minutes. */
  nextPickup: Loadable<NextPickup>;
  /** The household's own record: its onboarding flag. */
  profile: Loadable<HouseholdProfile>;
  /** Tells the server the onboarding was finished or closed. */
  finishOnboarding: () => void;
  /** Products the household can order (Quick Order searches them). */
  purchasable: Loadable<Product[]>;
  /** The household's newest orders. */
  orders: Loadable<OrderList>;
  /** Puts an order's products back in the cart; false when that failed (the caller says so). */
  reorder: (orderId: string) => Promise<boolean>;
  /** The household's latest messages with support, oldest first, as the reader sees them. */
  messages: Loadable<ChatEntry[]>;
  /** The household's weight card. */
  weightCard: ReactNode;
  /** The household's Payment & Billing card (billing-card.tsx with billing's subscription). */
  billingCard: ReactNode;
  /** The cart dialog, mounted only while open (it may load lazily). */
  CartDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  OrderStatusChip: ComponentType<{ status: OrderStatus }>;
}
