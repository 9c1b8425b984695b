import ChatIcon from '@mui/icons-material/ChatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUsd, toCents } from '@pickup/contracts/money';
import type { ServicePlan } from '@pickup/contracts/schemas';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { CardPayment } from '../../../components/payments/card-payment';
import { hrefFor } from '../../../config/paths';
import type { SubscriptionRestart } from '../hooks/use-subscription-restart';
import { ServicePlanCard, ServicePlanGrid } from './service-plan-card';

interface SubscribeAgainProps {
  title: string;
  description: string;
  plans: ServicePlan[] | undefined;
  plansLoading: boolean;
  onRetryPlans: () => void;
  restart: SubscriptionRestart;
}

/**
 * Subscribe again (a cancelled subscription, or none): the business's plans to choose from, then
 * the card form for the new subscription's first payment. Support stays a message away.
 */
export function SubscribeAgain({
  title,
  description,
  plans,
  plansLoading,
  onRetryPlans,
  restart,
}: SubscribeAgainProps) {
  const chosen = plans?.find((plan) => plan.id === restart.planId);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{description}</Typography>
        </Box>
        <Button component={RouterLink} to={hrefFor('messages', null)} startIcon={<ChatIcon />}>
          Message Support
        </Button>
      </Box>
      {restart.confirmation && chosen ? (
        <Box sx={{ maxWidth: 520 }} data-card-form>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Complete Your Subscription
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} data-restart-plan>
            {chosen.name}: {formatUsd(toCents(restart.confirmation.amount))} / month, charged to your card now
            and every month until you cancel.
          </Typography>
          <CardPayment
            confirmation={restart.confirmation}
            payLabel="Start Subscription"
            returnPath={hrefFor('subscribe', null)}
            onSucceeded={restart.paid}
          />
          <Button sx={{ mt: 1.5 }} onClick={restart.back}>
            Choose another plan
          </Button>
        </Box>
      ) : plansLoading ? (
        <LoadingState label="Loading the plans" />
      ) : !plans ? (
        <ErrorState
          title="The plans could not load"
          message="Please try again in a moment."
          onRetry={onRetryPlans}
        />
      ) : (
        <ServicePlanGrid>
          {plans.map((plan) => (
            <Box component="li" key={plan.id}>
              <ServicePlanCard
                plan={plan}
                highlighted={plan.id === restart.planId}
                action={
                  <Button
                    fullWidth
                    variant={plan.popular ? 'contained' : 'outlined'}
                    disableElevation
                    disabled={restart.isStarting}
                    onClick={() => void restart.choose(plan.id)}
                  >
                    {restart.isStarting && plan.id === restart.planId ? 'Starting…' : `Choose ${plan.name}`}
                  </Button>
                }
              />
            </Box>
          ))}
        </ServicePlanGrid>
      )}
    </Box>
  );
}
