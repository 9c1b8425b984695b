import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { platformPlans } from '@pickup/contracts/constants';
import type { PlatformPlanView } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/feedback/loading-state';
import { PlatformPlanCard } from '../../../components/plans/platform-plan-card';
import { hrefFor } from '../../../config/paths';
import { useLandingPlansQuery } from '../api/landing-api';
import { SectionHeading } from './section-heading';
import { PlanGrid } from '../../../components/plans/plan-grid';

const trialDays = platformPlans.find((plan) => plan.id === 'trial')?.trialDays ?? 0;

/** The platform's plans from billing's catalogue; when it cannot be read, none are listed. */
export function PlansSection() {
  const plans = useLandingPlansQuery(undefined);
  return (
    <Box component="section" id="plans" aria-labelledby="plans-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <SectionHeading id="plans-heading" title="Simple monthly plans">
        Every business starts with a {trialDays}-day free trial. No setup fee; cancel anytime. Pay by card,
        debit or ACH.
      </SectionHeading>
      {plans.isLoading ? (
        <LoadingState label="Loading the plans" />
      ) : (
        <PlanGrid label="Plans" gap={3}>
          {(plans.data ?? []).map((plan) => (
            <Box component="li" key={plan.id}>
              <LandingPlanCard plan={plan} />
            </Box>
          ))}
        </PlanGrid>
      )}
    </Box>
  );
}

function LandingPlanCard({ plan }: { plan: PlatformPlanView }) {
  return (
    <PlatformPlanCard
      plan={plan}
      nameComponent="h3"
      idPrefix="landing-plan"
      action={(describedBy) => (
        <Button
          component={Link}
          to={hrefFor('businessOnboarding', null)}
          variant={plan.popular ? 'contained' : 'outlined'}
          disableElevation
          size="large"
          aria-describedby={describedBy}
        >
          Start free trial
        </Button>
      )}
    />
  );
}
