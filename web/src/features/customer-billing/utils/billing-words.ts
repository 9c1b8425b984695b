import type { CustomerSubscriptionStatus } from '@pickup/contracts/constants';
import type { StatusTone } from '../../../components/status-chip';

/** How Manage Billing names each state of the subscription, and its chip's tone. */
export const subscriptionStatusChips: Record<
  CustomerSubscriptionStatus,
  { label: string; tone: StatusTone }
> = {
  incomplete: { label: 'Awaiting card', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** A day as Manage Billing shows it: "December 12, 2026". */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A date without the year ("Dec 12"), for the plan change under way. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** A card as the household recognizes it: "Visa ending in 4242". */
export function cardName(card: { brand: string; last4: string }): string {
  const brand = card.brand.trim();
  const named = brand === '' ? 'Card' : `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;
  return `${named} ending in ${card.last4}`;
}

export const cardUpdatedTitle = 'Card Updated';
export const planChangedTitle = 'Plan Changed';
export const subscriptionCancelledTitle = 'Subscription Cancelled';
export const subscriptionStartedTitle = 'Subscription Started!';

/** A plan's name as the business gives it, else its interval ("Biweekly"). */
export function planNameOf(plans: readonly { id: string; name: string }[] | undefined, id: string): string {
  return plans?.find((plan) => plan.id === id)?.name ?? `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
}
