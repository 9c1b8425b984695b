import type { ServicePlan } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { PlanCard } from '../../../components/plans/plan-card';
import { PlanGrid } from '../../../components/plans/plan-grid';

interface ServicePlanCardProps {
  plan: ServicePlan;
  /** The household's plan now, or the one it changes to: outlined in the primary colour. */
  highlighted?: boolean;
  /** The card's button, if the screen offers one. */
  action?: ReactNode;
}

/** One of the business's pickup plans: its name, price a month, what it includes, and a button. */
export function ServicePlanCard({ plan, highlighted = false, action }: ServicePlanCardProps) {
  return (
    <PlanCard
      plan={plan}
      size="compact"
      nameId={`billing-plan-${plan.id}`}
      nameComponent="h3"
      marker="data-service-plan"
      highlighted={highlighted}
      action={action}
    />
  );
}

/** The business's plans, side by side from a tablet up. */
export function ServicePlanGrid({ children }: { children: ReactNode }) {
  return (
    <PlanGrid label="Plans" gap={2}>
      {children}
    </PlanGrid>
  );
}
