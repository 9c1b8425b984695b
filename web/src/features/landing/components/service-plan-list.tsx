import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicBusiness } from '@pickup/contracts/schemas';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PlanCard } from '../../../components/plans/plan-card';
import { PlanGrid } from '../../../components/plans/plan-grid';

interface ServicePlanListProps {
  business: PublicBusiness;
  /** The business's customer sign-up. */
  signUpHref: string;
}

/** The business's pickup plans with their monthly prices, each leading to sign-up. */
export function ServicePlanList({ business, signUpHref }: ServicePlanListProps) {
  return (
    <Box component="section" aria-labelledby="service-plans-heading" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="service-plans-heading" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2.5 }}>
        Pickup plans
      </Typography>
      {business.plans.length === 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
          <EmptyState
            headingLevel="h3"
            title="No plans to show yet"
            description={`Contact ${business.businessName} to ask about pickups in your area.`}
          />
        </Box>
      ) : (
        <PlanGrid label="Pickup plans" gap={2.5}>
          {business.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              size="medium"
              nameId={`service-plan-${plan.id}`}
              nameComponent="h3"
              marker="data-service-plan"
              component="li"
              highlighted={plan.popular}
              action={
                <Button
                  component={Link}
                  to={signUpHref}
                  variant={plan.popular ? 'contained' : 'outlined'}
                  disableElevation
                  aria-describedby={`service-plan-${plan.id}`}
                >
                  Choose {plan.name}
                </Button>
              }
            />
          ))}
        </PlanGrid>
      )}
    </Box>
  );
}
