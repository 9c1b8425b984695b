import Box from '@mui/material/Box';
import type { ServicePlan } from '@pickup/contracts/schemas';
import type { ReactNode } from 'react';
import { PlanCard } from '../../../components/plans/plan-card';

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

/** The plans side by side from a tablet up, one under another on a phone. */
export function ServicePlanGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label="Plans"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
