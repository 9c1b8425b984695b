import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CustomerPlanInterval } from '@pickup/contracts/constants';
import type { CustomerSubscriptionView, ServicePlan } from '@pickup/contracts/schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { failureToast } from '../../../components/toast/failure-toast';
import { useToast } from '../../../components/toast/toast-context';
import { useChangeMyPlanMutation } from '../api/customer-billing-api';
import { longDate, planChangedTitle, shortDate } from '../utils/billing-words';
import { ServicePlanCard, ServicePlanGrid } from './service-plan-card';

interface ChangePlanSectionProps {
  subscription: CustomerSubscriptionView;
  plans: ServicePlan[] | undefined;
  plansLoading: boolean;
  onRetryPlans: () => void;
}

/** Weekly, biweekly or monthly at the business's prices; a change takes effect at the next billing cycle. */
export function ChangePlanSection({
  subscription,
  plans,
  plansLoading,
  onRetryPlans,
}: ChangePlanSectionProps) {
  const [change] = useChangeMyPlanMutation();
  const [choosing, setChoosing] = useState<CustomerPlanInterval | null>(null);
  const { toast } = useToast();
  const { planId, scheduledPlanId, nextChargeAt } = subscription;
  // The plan the household will be on after the next charge.
  const comingPlanId = scheduledPlanId ?? planId;

  const choose = async (plan: ServicePlan) => {
    setChoosing(plan.id);
    const result = await change({ planId: plan.id });
    setChoosing(null);
    if (result.error) {
      toast(failureToast(result.error, 'Your plan could not be changed. Please try again.'));
      return;
    }
    const when = result.data.nextChargeAt ? ` on ${shortDate(result.data.nextChargeAt)}` : '';
    toast({
      title: planChangedTitle,
      message:
        plan.id === result.data.planId
          ? `You stay on ${plan.name}.`
          : `Your plan changes to ${plan.name}${when}, with your next billing cycle.`,
      severity: 'success',
    });
  };

  const label = (plan: ServicePlan) => {
    if (choosing === plan.id) return 'Changing…';
    if (plan.id === comingPlanId) return plan.id === planId ? 'Current Plan' : 'Scheduled';
    return plan.id === planId ? `Stay on ${plan.name}` : `Switch to ${plan.name}`;
  };

  return (
    <SectionCard
      title="Change Plan"
      description={`Changes take effect from your next billing cycle${
        nextChargeAt ? `, on ${longDate(nextChargeAt)}` : ''
      }. Prices are per month.`}
    >
      {plansLoading ? (
        <LoadingState label="Loading the plans" />
      ) : !plans || plans.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title="No plans to show"
          description="The plans could not load. Please try again in a moment."
          action={<Button onClick={onRetryPlans}>Retry</Button>}
        />
      ) : (
        <ServicePlanGrid>
          {plans.map((plan) => (
            <Box component="li" key={plan.id}>
              <ServicePlanCard
                plan={plan}
                highlighted={plan.id === comingPlanId}
                action={
                  <Button
                    fullWidth
                    variant={plan.id === comingPlanId ? 'outlined' : 'contained'}
                    disableElevation
                    disabled={choosing !== null || plan.id === comingPlanId}
                    onClick={() => void choose(plan)}
                  >
                    {label(plan)}
                  </Button>
                }
              />
            </Box>
          ))}
        </ServicePlanGrid>
      )}
    </SectionCard>
  );
}
