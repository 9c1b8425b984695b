import Button from '@mui/material/Button';
import type { PlatformPlanView } from '@pickup/contracts/schemas';
import { PlatformPlanCard } from '../../../components/plans/platform-plan-card';

interface PlanCardProps {
  plan: PlatformPlanView;
  /** The button's label: "Choose Starter", "Current Plan", "Starting…". */
  actionLabel: string;
  disabled: boolean;
  onChoose: () => void;
}

/** A platform plan in the owner's plan picker, with its choose button. */
export function PlanCard({ plan, actionLabel, disabled, onChoose }: PlanCardProps) {
  return (
    <PlatformPlanCard
      plan={plan}
      nameComponent="h2"
      idPrefix="plan"
      action={(describedBy) => (
        <Button
          variant={plan.popular ? 'contained' : 'outlined'}
          disableElevation
          size="large"
          disabled={disabled}
          onClick={onChoose}
          aria-describedby={describedBy}
        >
          {actionLabel}
        </Button>
      )}
    />
  );
}
