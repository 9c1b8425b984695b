import type { PlatformPlanView } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { planLimitLines } from '../../lib/plan-limits';
import { PlanCard } from './plan-card';

interface PlatformPlanCardProps {
  plan: PlatformPlanView;
  /** The heading level the card's name takes in its page. */
  nameComponent: 'h2' | 'h3';
  /** Unique among the page's cards of one plan (the landing page's and the plan picker's differ). */
  idPrefix: string;
  /** The card's button, described by the plan's name for assistive technology. */
  action: (describedBy: string) => ReactNode;
}

/**
 * One platform plan: name, monthly price, limits and "Most Popular" on the recommended one, with a
 * button its screen gives (the landing page's trial, the plan picker's choice).
 */
export function PlatformPlanCard({ plan, nameComponent, idPrefix, action }: PlatformPlanCardProps) {
  const nameId = `${idPrefix}-${plan.id}`;
  return (
    <PlanCard
      plan={{
        id: plan.id,
        name: plan.name,
        price: plan.amount,
        features: planLimitLines(plan.limits),
        popular: plan.popular,
      }}
      size="large"
      nameId={nameId}
      nameComponent={nameComponent}
      marker="data-plan"
      highlighted={plan.popular}
      action={action(nameId)}
    />
  );
}
